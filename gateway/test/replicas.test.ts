import { request } from 'undici';
import { closedPort, startGateway, startUpstream } from './helpers';

describe('a service run as several replicas (a comma-separated URL)', () => {
  it('takes the replicas in turn', async () => {
    const [a, b] = await Promise.all([startUpstream(), startUpstream()]);
    const gateway = await startGateway({ IDENTITY_URL: `${a.url},${b.url}` });
    try {
      for (let i = 0; i < 6; i++) {
        const res = await request(`${gateway.url}/api/users/me`);
        expect(res.statusCode).toBe(200);
        await res.body.dump();
      }
      expect([a.hits['/api/users/me'], b.hits['/api/users/me']]).toEqual([3, 3]);
    } finally {
      await Promise.all([gateway.close(), a.close(), b.close()]);
    }
  });

  it('sends a request, a POST with its body too, to the other replica when one refuses the connection', async () => {
    const live = await startUpstream();
    const gateway = await startGateway({ IDENTITY_URL: `http://127.0.0.1:${await closedPort()},${live.url}` });
    try {
      for (let i = 0; i < 4; i++) {
        const res = await request(`${gateway.url}/api/auth/login`, { method: 'POST', body: 'x'.repeat(100), headers: { 'content-type': 'text/plain' } });
        expect(res.statusCode).toBe(201);
        expect(await res.body.json()).toMatchObject({ received: 100 });
      }
      expect(live.hits['/api/auth/login']).toBe(4);
      const ready = await request(`${gateway.url}/ready`);
      expect(ready.statusCode).toBe(200);
      await ready.body.dump();
    } finally {
      await Promise.all([gateway.close(), live.close()]);
    }
  });

  it('answers 503 JSON when every replica is down', async () => {
    const gateway = await startGateway({ IDENTITY_URL: `http://127.0.0.1:${await closedPort()},http://127.0.0.1:${await closedPort()}` });
    try {
      const res = await request(`${gateway.url}/api/users/me`);
      expect(res.statusCode).toBe(503);
      expect(await res.body.json()).toEqual({ message: 'The identity service is unavailable. Please try again shortly.', code: 'serviceUnavailable' });
    } finally {
      await gateway.close();
    }
  });
});
