import { describeDeployment } from '@hvac/service-kit/testing';
import { requestsService } from '../src/service';

describeDeployment(requestsService, {
  PORT: 3000,
  HOST: '0.0.0.0',
  DB_SCHEMA: 'requests',
  DEMO_MODE: false,
  OFFICE_EMAIL: 'office@bayoucitycomfort.com',
  JWT_PUBLIC_KEY_FILE: '/etc/hvac/jwt/public.pem',
});
