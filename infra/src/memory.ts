import { readdirSync, readFileSync } from 'node:fs';

/**
 * Memory of one process in bytes: its proportional set size (PSS), where a page shared by n processes
 * counts 1/n in each, so the sum over a process tree is what the tree really holds. Summing RSS instead
 * counted PostgreSQL's shared buffers once per backend that had touched them (a long-running cluster
 * read 464 MB "at rest"). Falls back to VmRSS where smaps_rollup is missing; 0 once the process is gone.
 */
export function memoryOf(pid: number): number {
  try {
    const match = /^Pss:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    if (match) return Number(match[1]) * 1024;
  } catch {
    // Older kernel or the process is gone: try VmRSS.
  }
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** A process and all its descendants: PostgreSQL serves every connection from its own child process. */
export function processTree(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name (field 2) may contain spaces; the parent pid follows its closing parenthesis.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we were reading.
    }
  }
  const out: number[] = [];
  const walk = (p: number) => {
    out.push(p);
    for (const c of parents.get(p) ?? []) walk(c);
  };
  walk(pid);
  return out;
}

export const treeMemory = (pid: number): number => processTree(pid).reduce((sum, p) => sum + memoryOf(p), 0);
