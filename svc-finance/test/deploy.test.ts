import { describeDeployment } from '@hvac/service-kit/testing';
import { financeService } from '../src/service';

describeDeployment(financeService, {
  PORT: 3000,
  HOST: '0.0.0.0',
  DB_SCHEMA: 'finance',
  DEMO_MODE: false,
  NATS_URL: 'nats://nats.hvac.svc:4222',
  JWT_PUBLIC_KEY_FILE: '/etc/hvac/jwt/public.pem',
  TRUSTED_PROXIES: '10.0.0.0/8',
});
