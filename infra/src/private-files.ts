import { chmodSync, fchmodSync, mkdirSync, openSync } from 'node:fs';

// Local state holds secrets: captured mail carries reset links, logs carry addresses and request details.
// The modes are set on every start, not only on creation, so a folder or file an earlier run left open
// is closed too.

/** A folder only its owner may enter. */
export function privateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/** Opens a file for writing that only its owner may read (mode 600). */
export function openPrivate(file: string, flags: 'a' | 'w'): number {
  const fd = openSync(file, flags, 0o600);
  fchmodSync(fd, 0o600);
  return fd;
}
