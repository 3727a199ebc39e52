import { readFile, stat } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';

export type RemotesMap = Record<string, { entry: string; version?: string }>;

function isRemotesMap(value: unknown): value is RemotesMap {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(
    (remote: unknown) =>
      typeof remote === 'object' &&
      remote !== null &&
      typeof (remote as { entry?: unknown }).entry === 'string' &&
      ['string', 'undefined'].includes(typeof (remote as { version?: unknown }).version),
  );
}

/**
 * Ops switch a remote's version by editing remotes.json (write + rename), with no restart. Each request
 * stats the file and re-reads it when it changed. A half-written or invalid file keeps the last good
 * map in service rather than breaking every page load.
 */
export class RemotesConfig {
  private signature = '';
  private current: RemotesMap | undefined;

  constructor(
    private readonly file: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async read(): Promise<RemotesMap | undefined> {
    let signature: string;
    try {
      const info = await stat(this.file);
      signature = `${info.ino}:${info.size}:${info.mtimeMs}`;
    } catch {
      if (this.current) this.log.warn({ file: this.file }, 'remotes config disappeared; serving the last good one');
      return this.current;
    }
    if (signature === this.signature) return this.current;
    try {
      const parsed: unknown = JSON.parse(await readFile(this.file, 'utf8'));
      if (!isRemotesMap(parsed)) throw new Error('expected { "<remote>": { "entry": "...", "version": "..." } }');
      this.current = parsed;
      this.signature = signature;
    } catch (err) {
      this.log.warn({ err, file: this.file }, 'remotes config is invalid; serving the last good one');
    }
    return this.current;
  }
}
