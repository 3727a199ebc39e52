import { canaryCookie, routeFor, versionDirOf, withoutLanguage } from '@hvac/contracts';
import type { RemotesMap, ServedVersion } from '../deploy/store';

/** One served build of a remote and the sitemap paths it draws. */
export interface RenderTarget {
  remote: string;
  version: string;
  /** `<folder>/<version>` under the remotes folder. */
  versionDir: string;
  /** The bucket cookie that makes the gateway serve this build when the remote has a canary. */
  cookie?: { name: string; value: string };
  paths: string[];
}

export interface TargetFilter {
  /** Only this remote's builds (container name, `mf_public`). */
  remote?: string;
  /** Only this build of it. */
  version?: string;
}

/** The builds browsers get: the current one unless the canary takes every bucket, and the canary unless it takes none. */
function servedBuilds(remote: string, map: RemotesMap): { build: ServedVersion; bucket?: number }[] {
  const { canary, ...current } = map[remote]!;
  if (!canary) return [{ build: current }];
  const { percent, ...canaryBuild } = canary;
  return [
    // Bucket 99 is below the percent only at 100 %, bucket 0 only above 0 %.
    ...(percent < 100 ? [{ build: current, bucket: 99 }] : []),
    ...(percent > 0 ? [{ build: canaryBuild, bucket: 0 }] : []),
  ];
}

/**
 * Which build draws which sitemap path: the remote whose declaration owns the path (its language prefix
 * aside) by the shell's own rule, each of its served builds with that build's declaration. A remote that
 * owns none of them gets no target.
 */
export function renderTargets(map: RemotesMap, paths: readonly string[], filter: TargetFilter = {}): RenderTarget[] {
  const targets: RenderTarget[] = [];
  for (const remote of Object.keys(map)) {
    if (filter.remote !== undefined && remote !== filter.remote) continue;
    for (const { build, bucket } of servedBuilds(remote, map)) {
      const versionDir = versionDirOf(build.entry);
      if (!versionDir || (filter.version !== undefined && build.version !== filter.version)) continue;
      const declarations = { ...map, [remote]: build };
      const owned = paths.filter((path) => routeFor(declarations, withoutLanguage(path))?.remote === remote);
      if (!owned.length) continue;
      targets.push({
        remote,
        version: build.version,
        versionDir,
        ...(bucket === undefined ? {} : { cookie: { name: canaryCookie(remote), value: String(bucket) } }),
        paths: owned,
      });
    }
  }
  return targets;
}
