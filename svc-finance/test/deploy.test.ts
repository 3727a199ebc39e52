import { describeDeployment } from '@hvac/service-kit/testing';
import { financeService } from '../src/service';

describeDeployment(financeService, {
  PORT: 3000,
  HOST: '0.0.0.0',
  DB_SCHEMA: 'finance',
  DEMO_MODE: false,
  NATS_URL: 'tls://nats.hvac.svc:4222',
  NATS_PASSWORD_FILE: '/etc/hvac/nats/password',
  NATS_CA_FILE: '/etc/hvac/nats-tls/ca.crt',
  JWT_PUBLIC_KEY_FILE: '/etc/hvac/jwt/public.pem',
  TRUSTED_PROXIES: '10.0.0.0/8',
});
