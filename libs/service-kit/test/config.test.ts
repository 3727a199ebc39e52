import { Type } from 'typebox';
import { ConfigError, loadConfig } from '../src/config';

const base = {
  PORT: '3001',
  DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db',
  NATS_URL: 'nats://127.0.0.1:4222',
  NATS_PASSWORD_FILE: '/tmp/nats.password',
  JWT_PUBLIC_KEY_FILE: '/tmp/key.pem',
};

it('reads, coerces and defaults the variables', () => {
  const c = loadConfig(Type.Object({ SMTP_URL: Type.String(), RETRIES: Type.Integer({ default: 3 }) }), { ...base, SMTP_URL: 'smtp://x', DEMO_MODE: 'true' });
  expect(c).toMatchObject({ PORT: 3001, HOST: '127.0.0.1', LOG_LEVEL: 'info', DEMO_MODE: true, SMTP_URL: 'smtp://x', RETRIES: 3 });
});

it('names each missing or bad variable', () => {
  const { NATS_URL: _n, ...missing } = base;
  expect(() => loadConfig(undefined, missing)).toThrow(new ConfigError('Invalid configuration: NATS_URL is missing.'));
  expect(() => loadConfig(undefined, { ...base, PORT: 'eighty' })).toThrow(/PORT has an invalid value \("eighty"\)/);
  expect(() => loadConfig(undefined, { ...base, DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL has an invalid value/);
  expect(() => loadConfig(undefined, { ...base, LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL has an invalid value/);
});

it('takes the gateway’s addresses for X-Forwarded-For from TRUSTED_PROXIES, loopback by default', () => {
  expect(loadConfig(undefined, base)).toMatchObject({ TRUSTED_PROXIES: 'loopback', RATE_LIMIT_EXEMPT_LOOPBACK: false });
  expect(loadConfig(undefined, { ...base, TRUSTED_PROXIES: '10.0.0.0/8, fd00::/8' }).TRUSTED_PROXIES).toBe('10.0.0.0/8, fd00::/8');
  for (const bad of ['true', '10.0.0.0/33', 'gateway.hvac.svc', ' , ']) {
    expect(() => loadConfig(undefined, { ...base, TRUSTED_PROXIES: bad })).toThrow(/TRUSTED_PROXIES has an invalid value/);
  }
});
