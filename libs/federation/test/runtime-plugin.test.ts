import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isRemoteFailure, REMOTE_FAILURE } from '../browser/failure';
import hvacResiliencePlugin, { LOAD_ATTEMPTS } from '../browser/runtime-plugin';

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof hvacResiliencePlugin>['errorLoadRemote']>>[0];
const plugin = hvacResiliencePlugin();
const errorLoadRemote = (args: Partial<ErrorArgs>) => plugin.errorLoadRemote!({ id: 'mf_public/routes', error: new Error('boom'), ...args } as ErrorArgs);
const fetchHook = (url: string) => (plugin.fetch as (url: string, init: RequestInit) => Promise<Response>)(url, {});

describe('errorLoadRemote', () => {
  it('answers a failed manifest with a stub that passes the runtime shape check but names no entry', async () => {
    const stub = (await errorLoadRemote({ lifecycle: 'afterResolve', remote: { name: 'mf_public', entry: '/x' } as ErrorArgs['remote'] })) as { metaData: { remoteEntry: { path: string } } };
    expect(stub).toMatchObject({ name: 'mf_public', exposes: [], shared: [] });
    expect(stub.metaData.remoteEntry.path).toBe('');
  });

  it('turns a failed load into a plain failure value, a factory for build-time imports', async () => {
    const error = new Error('down');
    const value = await errorLoadRemote({ lifecycle: 'onLoad', from: 'runtime', error });
    expect(isRemoteFailure(value)).toBe(true);
    expect(isRemoteFailure(value) && value[REMOTE_FAILURE]).toMatchObject({ id: 'mf_public/routes', error });
    const factory = await errorLoadRemote({ lifecycle: 'onLoad', from: 'build', error });
    expect(typeof factory).toBe('function');
    expect(isRemoteFailure((factory as () => unknown)())).toBe(true);
  });

  it('leaves other stages to the runtime', async () => {
    await expect(errorLoadRemote({ lifecycle: 'beforeRequest' })).resolves.toBeUndefined();
  });
});

describe('manifest fetch', () => {
  let server: Server;
  let base: string;
  const hits: Record<string, number> = {};
  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = req.url ?? '';
      hits[url] = (hits[url] ?? 0) + 1;
      if (url === '/flaky' && hits[url]! < 3) return req.socket.destroy();
      if (url === '/error') res.writeHead(503).end();
      else if (url === '/missing') res.writeHead(404).end();
      else res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('retries network errors and returns the later success', async () => {
    const response = await fetchHook(`${base}/flaky`);
    await expect(response.json()).resolves.toEqual({ ok: true });
    expect(hits['/flaky']).toBe(3);
  });

  it(`tries a 5xx ${LOAD_ATTEMPTS} times, a 404 once`, async () => {
    expect((await fetchHook(`${base}/error`)).status).toBe(503);
    expect(hits['/error']).toBe(LOAD_ATTEMPTS);
    expect((await fetchHook(`${base}/missing`)).status).toBe(404);
    expect(hits['/missing']).toBe(1);
  });
});
