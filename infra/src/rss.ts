import { readdirSync, readFileSync } from 'node:fs';

/** Resident memory of one process in bytes (VmRSS), or 0 once it is gone. */
export function rssOf(pid: number): number {
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

export const treeRss = (pid: number): number => processTree(pid).reduce((sum, p) => sum + rssOf(p), 0);
