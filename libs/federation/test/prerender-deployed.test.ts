import { promises as fs } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { prerenderDeployed } from '../src/deploy/prerender-deployed';
import { deployRemote } from '../src/deploy/publish';
import { resolveTarget } from '../src/deploy/store';
import { fakeBuild } from './fake-remote-build';

let work: string;
beforeEach(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'prerender-deployed-'));
});
afterEach(() => fs.rm(work, { recursive: true, force: true }));

/** A gateway answering a sitemap of `/` and a remotes.json naming another build of mf_public; it counts requests. */
async function otherGateway(): Promise<{ url: string; hits: string[]; close(): Promise<void> }> {
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/sitemap.xml') return res.end(`<urlset><url><loc>http://127.0.0.1:${(server.address() as AddressInfo).port}/</loc></url></urlset>`);
    if (req.url === '/remotes.json') return res.end(JSON.stringify({ mf_public: { entry: '/remotes/mf-public/0123456789ab/mf-manifest.json', version: '0123456789ab' } }));
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const deployed = async () => {
  const dist = path.join(work, 'dist');
  await fakeBuild(dist, 'home v1');
  const dataDir = path.join(work, '.data');
  return { target: resolveTarget({ dataDir }), result: await deployRemote({ name: 'mf-public', distDir: dist, dataDir }) };
};

describe('prerendering after deploy:remote (docs/domains/public-site.md#prerendered-pages)', () => {
  it('says so, naming GATEWAY_URL and the command to run again, when the gateway does not answer', async () => {
    const { target, result } = await deployed();
    const lines = await prerenderDeployed(target, result, 'http://127.0.0.1:9');
    expect(lines).toEqual([
      'pages not prerendered: the gateway at http://127.0.0.1:9 (GATEWAY_URL) did not answer; once it runs: npm run deploy:remote -- mf-public --skip-build',
    ]);
  });

  it('asks no gateway for a build that draws no public page', async () => {
    const gateway = await otherGateway();
    try {
      const { target, result } = await deployed();
      await fs.writeFile(path.join(result.dir, 'remote.json'), JSON.stringify({ routes: { '/admin/news/*': 'back-office' } }));
      expect(await prerenderDeployed(target, result, gateway.url)).toEqual([]);
      expect(gateway.hits).toEqual([]);
    } finally {
      await gateway.close();
    }
  });

  it('draws nothing through a gateway that serves another build (another stack’s), and says which', async () => {
    const gateway = await otherGateway();
    try {
      const { target, result } = await deployed();
      const lines = await prerenderDeployed(target, result, gateway.url);
      expect(lines).toEqual([
        `0 page(s) of mf-public ${result.version} prerendered through ${gateway.url}`,
        `not prerendered: mf_public@${result.version}: the gateway serves 0123456789ab, not this one`,
      ]);
      await expect(fs.access(path.join(result.dir, 'pages'))).rejects.toThrow();
    } finally {
      await gateway.close();
    }
  }, 60_000);
});
