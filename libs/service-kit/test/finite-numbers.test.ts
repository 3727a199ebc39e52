import { startHarness, type Harness } from '../src/testing';
import { counterService } from './counter-service';

/**
 * Found by proof's fuzzing (docs/proof.md#fuzzing): `?limit=-Infinity` passed `minimum: 1` and a history
 * page of -Infinity entries answered 500. Every service gets this from the kit.
 */
let h: Harness<unknown>;
beforeAll(async () => {
  h = await startHarness(counterService);
});
afterAll(() => h.close());

it('refuses a number in the address that is not finite with a 400, where ajv would have let it past its bounds', async () => {
  for (const limit of ['Infinity', '-Infinity', '1e999', '-1e999']) {
    const res = await h.service.app.inject({ method: 'GET', url: `/page?limit=${limit}` });
    expect([limit, res.statusCode, res.json()]).toEqual([limit, 400, { message: 'A number in the address must be finite.', code: 'validationError' }]);
  }
  const repeated = await h.service.app.inject({ method: 'GET', url: '/page?limit=5&limit=Infinity' });
  expect(repeated.statusCode).toBe(400);
});

it('still takes finite numbers and judges their bounds as before', async () => {
  expect((await h.service.app.inject({ method: 'GET', url: '/page?limit=20' })).json()).toEqual({ limit: 20 });
  expect((await h.service.app.inject({ method: 'GET', url: '/page?limit=1e2' })).json()).toEqual({ limit: 100 });
  expect((await h.service.app.inject({ method: 'GET', url: '/page?limit=0' })).statusCode).toBe(400);
});
