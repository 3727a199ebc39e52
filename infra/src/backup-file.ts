import { closeSync, openSync, readSync } from 'node:fs';

/**
 * A backup file is one header line naming the format, one line of JSON describing the dump, then
 * pg_dump's custom-format archive as it came out of the pipe. The header lets restore refuse a file
 * that is not a backup before it touches anything, and carries what pg_restore cannot: which schema
 * held which domain, so a backup of one stack's schemas can be restored under another's names.
 */
export const BACKUP_MAGIC = 'HVAC-BACKUP 1';
/** The two header lines are far shorter; a file whose first newlines are not within this is no backup. */
const HEADER_LIMIT = 64 * 1024;

export interface BackupManifest {
  createdAt: string;
  /** The database the schemas were dumped from (`hvac` for `npm run backup`). */
  database: string;
  /** Schema per domain (`identity` → `identity`, or `identity_test_…` for a test stack). */
  schemas: Record<string, string>;
  /** pg_dump --version, for the reader of a failed restore. */
  pgDump: string;
}

export function backupHeader(manifest: BackupManifest): Buffer {
  return Buffer.from(`${BACKUP_MAGIC}\n${JSON.stringify(manifest)}\n`);
}

/** The manifest and the offset where the archive starts; throws naming the file when it is not a backup. */
export function readBackupHeader(file: string): { manifest: BackupManifest; archiveOffset: number } {
  const notBackup = (why: string) => new Error(`${file} is not a backup written by \`npm run backup\` (${why}).`);
  let head: Buffer;
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (err) {
    throw new Error(`Cannot read ${file}: ${(err as Error).message}`, { cause: err });
  }
  try {
    head = Buffer.alloc(HEADER_LIMIT);
    head = head.subarray(0, readSync(fd, head, 0, HEADER_LIMIT, 0));
  } finally {
    closeSync(fd);
  }
  const first = head.indexOf(0x0a);
  if (first < 0 || head.subarray(0, first).toString() !== BACKUP_MAGIC) throw notBackup(`it does not start with "${BACKUP_MAGIC}"`);
  const second = head.indexOf(0x0a, first + 1);
  if (second < 0) throw notBackup('its description line is cut off');
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(head.subarray(first + 1, second).toString()) as BackupManifest;
  } catch {
    throw notBackup('its description line is not JSON');
  }
  if (!manifest.schemas || typeof manifest.schemas !== 'object' || !Object.keys(manifest.schemas).length) throw notBackup('it names no schema');
  const archive = head.subarray(second + 1, second + 6).toString('latin1');
  if (archive !== 'PGDMP') throw notBackup('no pg_dump archive follows its header');
  return { manifest, archiveOffset: second + 1 };
}
