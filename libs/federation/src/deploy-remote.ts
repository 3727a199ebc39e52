import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { deployRemote } from './deploy/publish';
import { DEFAULT_GATEWAY_URL, prerenderChanged, prerenderDeployed } from './deploy/prerender-deployed';
import { resolveTarget, type TargetOptions } from './deploy/store';
import { listVersions, promote, rollback, rollTo, type VersionChange } from './deploy/versions';
// Not from ./webpack: deploying must not load webpack and the federation plugin.
import { folderName } from './shared';

const WORKSPACE_ROOT = path.resolve(__dirname, '..', '..', '..');

const USAGE = `usage: npm run deploy:remote -- <remote folder, e.g. mf-public> [option]
  (none)              build it and make it current
  --skip-build        deploy its current dist; --dist <dir> deploys a given build
  --canary <percent>  deploy the build to that share of browsers only (0-100, sticky per browser)
  --promote           make the canary everyone's version
  --rollback          end the canary, or without one return to the previous version
  --to <version>      make a kept version current (also with --rollback)
  --list              the kept versions, their dates, current and canary
  --prerender         no deploy: prerender the served builds' pages that are new or changed since
                      their capture (a blog post published or edited) and remove a deleted post's
                      (every 5 minutes in Kubernetes: the CronJob in infra/deploy/k8s/remotes.yaml)
A deployed build that draws public pages has them prerendered through the gateway at GATEWAY_URL
(default ${DEFAULT_GATEWAY_URL}).`;

class UsageError extends Error {}

type Action =
  | { kind: 'deploy'; canary?: number; build: boolean; dist?: string }
  | { kind: 'list' | 'promote' | 'rollback' | 'prerender' }
  | { kind: 'to'; version: string };

function parse(argv: string[]): { name: string; action: Action } {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        'skip-build': { type: 'boolean' },
        dist: { type: 'string' },
        canary: { type: 'string' },
        promote: { type: 'boolean' },
        rollback: { type: 'boolean' },
        to: { type: 'string' },
        list: { type: 'boolean' },
        prerender: { type: 'boolean' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const [name, ...extra] = positionals;
  if (!name || extra.length) throw new UsageError(name ? `one remote at a time (got ${positionals.join(', ')})` : 'which remote?');
  const chosen = (['canary', 'promote', 'rollback', 'to', 'list', 'prerender'] as const).filter((key) => values[key] !== undefined);
  // --rollback --to <version> reads as the issue words it; it is --to.
  const actions = chosen.includes('to') ? chosen.filter((key) => key !== 'rollback') : chosen;
  if (actions.length > 1) throw new UsageError(`choose one of ${actions.map((key) => `--${key}`).join(', ')}`);
  const building = values['skip-build'] !== undefined || values.dist !== undefined;
  if (building && actions.length && actions[0] !== 'canary') throw new UsageError(`--${actions[0]} takes no build`);
  if (values.to !== undefined) return { name, action: { kind: 'to', version: values.to } };
  if (values.promote || values.rollback || values.list || values.prerender) return { name, action: { kind: actions[0] as 'list' | 'promote' | 'rollback' | 'prerender' } };
  let canary: number | undefined;
  if (values.canary !== undefined) {
    canary = /^\d{1,3}$/.test(values.canary) ? Number(values.canary) : NaN;
    if (!(canary >= 0 && canary <= 100)) throw new UsageError(`--canary takes a whole percentage from 0 to 100, not '${values.canary}'`);
  }
  return { name, action: { kind: 'deploy', canary, build: !values['skip-build'] && !values.dist, dist: values.dist } };
}

const describe = (change: VersionChange): string =>
  `${change.remote} current: ${change.current}, ${change.canary ? `canary: ${change.canary.version} for ${change.canary.percent}%` : 'no canary'}` +
  (change.droppedCanary ? ` (canary ${change.droppedCanary} ended)` : '');

/**
 * `npm run deploy:remote -- <name> [option]` (USAGE): build one remote with Nx and deploy it, or move
 * between its kept versions. REMOTES_DIR and REMOTES_CONFIG, as given to the gateway, choose where.
 */
async function main(argv: string[]): Promise<number> {
  let name: string;
  let action: Action;
  try {
    ({ name, action } = parse(argv));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${USAGE}`);
    return 2;
  }
  const folder = folderName(name);
  const target: TargetOptions & { name: string } = {
    name: folder,
    dataDir: path.join(WORKSPACE_ROOT, '.data'),
    remotesDir: process.env.REMOTES_DIR ? path.resolve(WORKSPACE_ROOT, process.env.REMOTES_DIR) : undefined,
    configFile: process.env.REMOTES_CONFIG ? path.resolve(WORKSPACE_ROOT, process.env.REMOTES_CONFIG) : undefined,
  };
  switch (action.kind) {
    case 'list': {
      const versions = await listVersions(target);
      if (!versions.length) console.log(`${folder}: no version kept`);
      for (const v of versions) {
        const marks = [v.current && 'current', v.canary !== undefined && `canary ${v.canary}%`, v.previous && 'previous'].filter(Boolean);
        console.log(`${v.version}  ${v.published}${marks.length ? `  ${marks.join(', ')}` : ''}`);
      }
      return 0;
    }
    case 'rollback':
      console.log(describe(await rollback(target)));
      return 0;
    case 'promote':
      console.log(describe(await promote(target)));
      return 0;
    case 'to':
      console.log(describe(await rollTo({ ...target, version: action.version })));
      return 0;
    case 'prerender': {
      const { ok, lines } = await prerenderChanged(resolveTarget(target), folder, process.env.GATEWAY_URL ?? DEFAULT_GATEWAY_URL);
      for (const line of lines) console.log(line);
      return ok ? 0 : 1;
    }
    case 'deploy':
      break;
  }
  if (action.build) {
    const build = spawnSync('npx', ['nx', 'run', `@hvac/${folder}:build`], { cwd: WORKSPACE_ROOT, stdio: 'inherit' });
    if (build.status !== 0) {
      console.error(`build of ${folder} failed`);
      return build.status ?? 1;
    }
  }
  const result = await deployRemote({
    ...target,
    distDir: action.dist ? path.resolve(action.dist) : path.join(WORKSPACE_ROOT, folder, 'dist'),
    canary: action.canary,
  });
  const role = action.canary === undefined ? 'current' : `canary for ${action.canary}%`;
  const dropped = result.droppedCanary ? `, canary ${result.droppedCanary} ended` : '';
  console.log(`${result.remote} ${result.version} → ${result.entry} (${role}${result.copied ? '' : ', already on disk'}${dropped})`);
  for (const line of await prerenderDeployed(resolveTarget(target), result, process.env.GATEWAY_URL ?? DEFAULT_GATEWAY_URL)) console.log(line);
  return 0;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
