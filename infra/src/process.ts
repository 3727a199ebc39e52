import { spawn } from 'node:child_process';

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
