import { rename, writeFile } from 'node:fs/promises';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildGateway } from '../src/app';
import { canaryCookie } from '@hvac/contracts';
import { mapForVisitor } from '../src/web/canary';
import { type WebFixture, testConfig, webFixture } from './helpers';

const declaration = (label: string) => ({ routes: { '/login/*': 'site' }, labels: { en: { login: label } } });
const stable = { entry: '/remotes/mf-accounts/1.0.0/mf-manifest.json', version: '1.0.0', ...declaration('Sign in') };
const canary = { entry: '/remotes/mf-accounts/1.1.0/mf-manifest.json', version: '1.1.0', ...declaration('Log in') };
const COOKIE = canaryCookie('mf_accounts');

describe('mapForVisitor', () => {
  const map = { mf_accounts: { ...stable, canary: { ...canary, percent: 50 } }, mf_public: { entry: '/remotes/mf-public/a/mf-manifest.json', version: 'a' } };

  it('serves the canary, with its own declaration, to buckets below the percent and the current version to the rest', () => {
    expect(mapForVisitor(map, `${COOKIE}=49`).map).toEqual({ mf_accounts: canary, mf_public: map.mf_public });
    expect(mapForVisitor(map, `other=1; ${COOKIE}=50`).map.mf_accounts).toEqual(stable);
  });

  it('draws a bucket for a browser without one (or with a malformed one) and sets it as a cookie', () => {
    for (const header of [undefined, `${COOKIE}=x`, `${COOKIE}=100`]) {
      const visitor = mapForVisitor(map, header, () => 7);
      expect(visitor.map.mf_accounts).toEqual(canary);
      expect(visitor.cookies).toEqual([`${COOKIE}=7; Path=/; Max-Age=31536000; SameSite=Lax`]);
    }
  });

  it('without a canary: no split, no cookie, the map as it is', () => {
    const visitor = mapForVisitor({ mf_accounts: stable }, undefined);
    expect(visitor).toEqual({ map: { mf_accounts: stable }, cookies: [], split: false });
  });
});

describe('GET /remotes.json with a canary', () => {
  let web: WebFixture;
  let app: FastifyInstance;
  // As deploy-remote writes it: a new file renamed over the old, so the gateway sees a new inode.
  const publish = async (map: unknown) => {
    await writeFile(`${web.remotesConfig}.tmp`, JSON.stringify(map));
    await rename(`${web.remotesConfig}.tmp`, web.remotesConfig);
  };
  const useCanary = (percent: number | string) => publish({ mf_accounts: { ...stable, canary: { ...canary, percent } } });
  const bucketOf = (res: LightMyRequestResponse) => /^hvac-canary-mf_accounts=(\d+);/.exec(String(res.headers['set-cookie']))?.[1];
  const versionOf = (res: LightMyRequestResponse) => (res.json() as { mf_accounts: { version: string } }).mf_accounts.version;

  beforeAll(async () => {
    web = await webFixture();
    app = await buildGateway(testConfig({ SHELL_DIR: web.shellDir, REMOTES_DIR: web.remotesDir, REMOTES_CONFIG: web.remotesConfig }));
  });
  afterAll(async () => {
    await app.close();
    await web.cleanup();
  });

  it('0 % serves no new browser the canary, 100 % every one; each gets a sticky bucket cookie and a private, uncached answer', async () => {
    await useCanary(0);
    for (let i = 0; i < 20; i++) {
      const res = await app.inject({ url: '/remotes.json' });
      expect(res.json()).toEqual({ mf_accounts: stable });
      expect(bucketOf(res)).toMatch(/^\d{1,2}$/);
      expect(String(res.headers['set-cookie'])).toMatch(/; Path=\/; Max-Age=31536000; SameSite=Lax$/);
      expect(res.headers['cache-control']).toBe('private, no-cache, no-store, must-revalidate');
      expect(res.headers.vary).toMatch(/Cookie/);
    }
    await useCanary(100);
    for (let i = 0; i < 20; i++) expect((await app.inject({ url: '/remotes.json' })).json()).toEqual({ mf_accounts: canary });
  });

  it('50 % splits new browsers roughly in half; the same cookie always gets the same version, and sends no new one', async () => {
    await useCanary(50);
    const answers = await Promise.all(Array.from({ length: 400 }, () => app.inject({ url: '/remotes.json' })));
    const onCanary = answers.filter((res) => versionOf(res) === '1.1.0').length;
    // Binomial(400, 0.5): 200 ± 20 is beyond 4 standard deviations.
    expect(onCanary).toBeGreaterThan(160);
    expect(onCanary).toBeLessThan(240);
    for (const first of answers.slice(0, 20)) {
      const bucket = bucketOf(first)!;
      expect(versionOf(first)).toBe(Number(bucket) < 50 ? '1.1.0' : '1.0.0');
      for (let i = 0; i < 3; i++) {
        const again = await app.inject({ url: '/remotes.json', headers: { cookie: `${COOKIE}=${bucket}` } });
        expect(versionOf(again)).toBe(versionOf(first));
        expect(again.headers['set-cookie']).toBeUndefined();
      }
    }
  });

  it('a browser keeps its bucket as the percent grows: once on the canary, it stays there', async () => {
    await useCanary(10);
    expect(versionOf(await app.inject({ url: '/remotes.json', headers: { cookie: `${COOKIE}=5` } }))).toBe('1.1.0');
    expect(versionOf(await app.inject({ url: '/remotes.json', headers: { cookie: `${COOKIE}=40` } }))).toBe('1.0.0');
    await useCanary(60);
    expect(versionOf(await app.inject({ url: '/remotes.json', headers: { cookie: `${COOKIE}=5` } }))).toBe('1.1.0');
    expect(versionOf(await app.inject({ url: '/remotes.json', headers: { cookie: `${COOKIE}=40` } }))).toBe('1.1.0');
  });

  it('without a canary: the file as it is, never cached as before, no Vary and no cookie', async () => {
    await publish({ mf_accounts: stable });
    const res = await app.inject({ url: '/remotes.json' });
    expect(res.json()).toEqual({ mf_accounts: stable });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
    expect(res.headers.vary ?? '').not.toMatch(/Cookie/);
  });

  it('a canary without a valid percent makes the file invalid: the last good map stays in service', async () => {
    await useCanary(100);
    expect(versionOf(await app.inject({ url: '/remotes.json' }))).toBe('1.1.0');
    await useCanary('all');
    expect(versionOf(await app.inject({ url: '/remotes.json' }))).toBe('1.1.0');
  });
});
