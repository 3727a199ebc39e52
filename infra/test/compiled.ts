import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../src/paths';

/**
 * Some behaviour only shows across processes (several callers at once, a process that exits without
 * cleaning up), so tests run real child processes on infra's sources compiled next to the repository
 * (where they resolve its node_modules).
 */
export function compileInfra(): { dir: string; remove(): void } {
  const root = repoRoot();
  const scratch = path.join(root, '.data', 'tmp', `infra-test-${process.pid}-${Date.now()}`);
  const dir = path.join(scratch, 'lib');
  const swc = spawnSync(path.join(root, 'node_modules', '.bin', 'swc'), ['src', '-d', dir, '--strip-leading-paths', '--config-file', '../.swcrc'], {
    cwd: path.join(root, 'infra'),
    encoding: 'utf8',
  });
  if (swc.status !== 0) throw new Error(swc.stderr);
  return { dir, remove: () => rmSync(scratch, { recursive: true, force: true }) };
}

/** Runs `script` in a fresh Node process; resolves with its exit code and output. */
export function runNode(script: string, env: NodeJS.ProcessEnv = process.env, timeoutMs = 60_000): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script], { env });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The child process did not finish within ${timeoutMs} ms. Output: ${stdout}${stderr}`));
    }, timeoutMs);
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
