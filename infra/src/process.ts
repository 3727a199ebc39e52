import { spawn, type ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';

export interface RunResult {
  code: number;
  output: string;
}

/** Runs a command to completion without blocking the event loop (file-lock heartbeats must keep ticking). */
export function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd ?? '/', env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output }));
  });
}

export async function runOrThrow(command: string, args: string[], what: string): Promise<string> {
  const result = await run(command, args);
  if (result.code !== 0) throw new Error(`${what} failed (exit ${result.code}):\n${result.output.trim()}`);
  return result.output;
}

export const isRoot = (): boolean => typeof process.getuid === 'function' && process.getuid() === 0;

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const owned = new Set<ChildProcess>();
let hookInstalled = false;

/**
 * Long-running children (nats-server, the apps) are ended with this process: on a normal exit they
 * get SIGTERM, and their handles are unref'd so a caller that forgets to stop them (a failing test)
 * cannot keep Node — and with it Jest — alive forever.
 */
export function ownChild(proc: ChildProcess): void {
  owned.add(proc);
  proc.once('exit', () => owned.delete(proc));
  proc.unref();
  for (const stream of [proc.stdout, proc.stderr]) (stream as Socket | null)?.unref();
  if (hookInstalled) return;
  hookInstalled = true;
  process.once('exit', () => {
    for (const child of owned) child.kill('SIGTERM');
  });
}
