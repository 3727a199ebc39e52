import path from 'node:path';
import { PUBLIC_ROUTES, routeFor } from '@hvac/contracts';
import { readDeclaration } from '../check-declaration';
import { DECLARATION_FILE } from '../declaration';
import { prerenderPages } from '../prerender';
import type { DeployRemoteResult } from './publish';
import type { Target } from './store';
import { folderName } from '../shared';

export const DEFAULT_GATEWAY_URL = 'http://localhost:8080';

/**
 * After a deploy, the public pages the new build draws, prerendered against the running gateway
 * (docs/domains/public-site.md#prerendered-pages). Which remotes: those whose declaration owns a public
 * page, so no list is kept anywhere and a back-office remote costs nothing. The deploy itself has
 * succeeded either way: every outcome is a line to print, never a failure.
 */
export async function prerenderDeployed(target: Target, deployed: DeployRemoteResult, gatewayUrl: string): Promise<string[]> {
  const { remote, folder, version } = deployed;
  const declaration = readDeclaration(path.join(deployed.dir, DECLARATION_FILE));
  if (!PUBLIC_ROUTES.some((route) => routeFor({ [remote]: declaration }, route))) return [];
  const report = await prerenderPages({ gatewayUrl, remotesDir: target.remotesDir, configFile: target.configFile, remote, version });
  const again = `npm run deploy:remote -- ${folder} --skip-build`;
  if (!report.gatewayAnswered) return [`pages not prerendered: the gateway at ${gatewayUrl} (GATEWAY_URL) did not answer; once it runs: ${again}`];
  return [
    `${report.rendered.length} page(s) of ${folder} ${version} prerendered through ${gatewayUrl}`,
    ...report.failed.map(({ page, error }) => `not prerendered: ${page}: ${error}`),
  ];
}

/**
 * `deploy:remote -- <remote> --prerender`, every few minutes between deploys (npm start's minute, the
 * k8s CronJob): the served builds' pages new or changed since their capture drawn again, and a deleted
 * blog post's removed (docs/domains/public-site.md#prerendered-pages). Fails when the gateway did not
 * answer or a page was not drawn, so a scheduler shows it; the next run tries again.
 */
export async function prerenderChanged(target: Target, remote: string, gatewayUrl: string): Promise<{ ok: boolean; lines: string[] }> {
  const report = await prerenderPages({ gatewayUrl, remotesDir: target.remotesDir, configFile: target.configFile, remote, mode: 'changed' });
  if (!report.gatewayAnswered) return { ok: false, lines: [`pages not prerendered: the gateway at ${gatewayUrl} (GATEWAY_URL) did not answer`] };
  return {
    ok: !report.failed.length,
    lines: [
      `${report.rendered.length} new or changed page(s) of ${folderName(remote)} prerendered, ${report.removed.length} removed, through ${gatewayUrl}`,
      ...report.removed.map((page) => `removed: ${page}`),
      ...report.failed.map(({ page, error }) => `not prerendered: ${page}: ${error}`),
    ],
  };
}
