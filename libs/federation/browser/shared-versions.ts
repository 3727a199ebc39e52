import { satisfy } from '@module-federation/runtime-core';

export interface SharedMismatch {
  name: string;
  /** What the remote was built against (its mf-manifest.json). */
  remoteVersion: string;
  /** The range the remote requires of the copy it is given (its mf-manifest.json). */
  required: string;
  /** What the page already holds, and which container brought it. */
  pageVersion: string;
  from: string;
}

/** Shared packages on the page: name → versions, as the federation runtime's share scope holds them. */
export type PageShares = Readonly<Record<string, Readonly<Record<string, { version: string; from: string }>>>>;

/** A shared package as a remote's mf-manifest.json lists it. */
export interface BuiltShare {
  name: string;
  version: string;
  requiredVersion?: string;
}

/**
 * The shared packages whose copy already on the page (the shell's, or another remote's) does not satisfy
 * the range the remote was built to require: the test the federation runtime makes when it hands a
 * singleton over, with its own semver, made before any of the remote's code runs. Every package we share
 * is a singleton, one copy on the page, so such a remote would run against a library it was not built for.
 * Workspace libraries require the exact hash of their public API (libs/federation/src/api-version.ts).
 */
export function sharedMismatches(remote: string, built: readonly BuiltShare[], page: PageShares): SharedMismatch[] {
  return built.flatMap(({ name, version, requiredVersion }) =>
    requiredVersion === undefined
      ? []
      : Object.values(page[name] ?? {})
          .filter((shared) => shared.from !== remote && !satisfy(shared.version, requiredVersion))
          .map((shared) => ({ name, remoteVersion: version, required: requiredVersion, pageVersion: shared.version, from: shared.from })),
  );
}

/** A remote refused because a shared package on the page does not satisfy what it was built to require. */
export class RemoteIncompatibleError extends Error {
  constructor(
    readonly remote: string,
    readonly mismatches: readonly SharedMismatch[],
  ) {
    super(`${remote} was built against other versions of shared packages than this page has, so it is not loaded`);
    this.name = 'RemoteIncompatibleError';
  }
}
