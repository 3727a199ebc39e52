import { describeDeployment } from '@hvac/service-kit/testing';
import { identityService } from '../src/service';

describeDeployment(identityService, {
  PORT: 3000,
  HOST: '0.0.0.0',
  DB_SCHEMA: 'identity',
  DEMO_MODE: false,
  NATS_URL: 'tls://nats.hvac.svc:4222',
  NATS_PASSWORD_FILE: '/etc/hvac/nats/password',
  NATS_CA_FILE: '/etc/hvac/nats-tls/ca.crt',
  JWT_PUBLIC_KEY_FILE: '/etc/hvac/jwt/public.pem',
  JWT_PRIVATE_KEY_FILE: '/etc/hvac/jwt/private.pem',
  TRUSTED_PROXIES: '10.0.0.0/8',
  RATE_LIMIT_EXEMPT_LOOPBACK: false,
});
