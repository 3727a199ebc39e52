import { readFile, stat } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';

/** A build of a remote: its manifest, version and declaration (routes, navigation, labels), passed on as they are. */
export type RemoteVersion = { entry: string; version?: string; [field: string]: unknown };
/** deploy-remote's --canary: another build served to `percent` % of browsers (./canary.ts). */
export type RemoteEntry = RemoteVersion & { canary?: RemoteVersion & { percent: number } };
export type RemotesMap = Record<string, RemoteEntry>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isVersion = (value: unknown): value is RemoteVersion =>
  isObject(value) && typeof value.entry === 'string' && ['string', 'undefined'].includes(typeof value.version);

const isCanary = (value: unknown): boolean =>
  value === undefined || (isVersion(value) && typeof value.percent === 'number' && value.percent >= 0 && value.percent <= 100);

function isRemotesMap(value: unknown): value is RemotesMap {
  return isObject(value) && Object.values(value).every((remote) => isVersion(remote) && isCanary(remote.canary));
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
      if (!isRemotesMap(parsed)) throw new Error('expected { "<remote>": { "entry": "...", "version": "...", "canary"?: { "entry": "...", "percent": 0-100 } } }');
      this.current = parsed;
      this.signature = signature;
    } catch (err) {
      this.log.warn({ err, file: this.file }, 'remotes config is invalid; serving the last good one');
    }
    return this.current;
  }
}
