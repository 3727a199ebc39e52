import { describeDeployment } from '@hvac/service-kit/testing';
import { billingService } from '../src/service';

describeDeployment(billingService, {
  PORT: 3000,
  HOST: '0.0.0.0',
  DB_SCHEMA: 'billing',
  DEMO_MODE: false,
  NATS_URL: 'nats://nats.hvac.svc:4222',
  JWT_PUBLIC_KEY_FILE: '/etc/hvac/jwt/public.pem',
  TRUSTED_PROXIES: '10.0.0.0/8',
});
