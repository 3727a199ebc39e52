import { describeDeployment } from '@hvac/service-kit/testing';
import { inventoryService } from '../src/service';

describeDeployment(inventoryService, {
  PORT: 3000,
  HOST: '0.0.0.0',
  DB_SCHEMA: 'inventory',
  DEMO_MODE: false,
  OFFICE_EMAIL: 'office@bayoucitycomfort.com',
  MAIL_FROM: 'Bayou City Comfort HVAC <no-reply@bayoucitycomfort.com>',
  PUBLIC_URL: 'https://www.bayoucitycomfort.com',
  NATS_URL: 'tls://nats.hvac.svc:4222',
  NATS_PASSWORD_FILE: '/etc/hvac/nats/password',
  NATS_CA_FILE: '/etc/hvac/nats-tls/ca.crt',
  JWT_PUBLIC_KEY_FILE: '/etc/hvac/jwt/public.pem',
  TRUSTED_PROXIES: '10.0.0.0/8',
});
