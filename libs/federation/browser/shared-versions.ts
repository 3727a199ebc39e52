/**
 * The part of a version that may break whoever uses it: the major, or `0.minor` before 1.0 (as a
 * caret range reads it). Two builds on the same line can share one copy of a package.
 */
export function breakingLine(version: string): string {
  const [major = '', minor = ''] = version.split('.');
  return major === '0' ? `0.${minor}` : major;
}

export interface SharedMismatch {
  name: string;
  /** What the remote was built against (its mf-manifest.json). */
  remoteVersion: string;
  /** What the page already holds, and which container brought it. */
  pageVersion: string;
  from: string;
}

/** Shared packages on the page: name → versions, as the federation runtime's share scope holds them. */
export type PageShares = Readonly<Record<string, Readonly<Record<string, { version: string; from: string }>>>>;

/**
 * The shared packages a remote was built against on another breaking line than a copy the page already
 * has (the shell's own, or another remote's). A shared singleton is one copy on the page, so such a
 * remote would run against a library it was not built for.
 */
export function sharedMismatches(remote: string, built: readonly { name: string; version: string }[], page: PageShares): SharedMismatch[] {
  return built.flatMap(({ name, version }) =>
    Object.values(page[name] ?? {})
      .filter((shared) => shared.from !== remote && breakingLine(shared.version) !== breakingLine(version))
      .map((shared) => ({ name, remoteVersion: version, pageVersion: shared.version, from: shared.from })),
  );
}

/** A remote refused because it was built against other major versions of shared packages than the page's. */
export class RemoteIncompatibleError extends Error {
  constructor(
    readonly remote: string,
    readonly mismatches: readonly SharedMismatch[],
  ) {
    super(`${remote} was built against other major versions of shared packages than this page has, so it is not loaded`);
    this.name = 'RemoteIncompatibleError';
  }
}
