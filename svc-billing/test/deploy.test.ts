import { deploymentContainer } from '@hvac/infra';
import { describeDeployment } from '@hvac/service-kit/testing';
import { billingService } from '../src/service';

describeDeployment(billingService, {
  PORT: 3000,
  HOST: '0.0.0.0',
  DB_SCHEMA: 'billing',
  DEMO_MODE: false,
  NATS_URL: 'tls://nats.hvac.svc:4222',
  NATS_PASSWORD_FILE: '/etc/hvac/nats/password',
  NATS_CA_FILE: '/etc/hvac/nats-tls/ca.crt',
  JWT_PUBLIC_KEY_FILE: '/etc/hvac/jwt/public.pem',
  TRUSTED_PROXIES: '10.0.0.0/8',
  // Where the image's Debian chromium is (infra/deploy/Dockerfile).
  CHROMIUM_PATH: '/usr/bin/chromium',
});

it('gives the pod room for its Chromium beside the service', () => {
  const { resources } = deploymentContainer('svc-billing') as { resources?: unknown };
  expect(resources).toEqual({ requests: { cpu: '250m', memory: '512Mi' }, limits: { memory: '1Gi' } });
});
