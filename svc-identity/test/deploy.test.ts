import { manifestConfig } from '@hvac/service-kit/testing';
import { identityService } from '../src/service';

describe('the Kubernetes Deployment (infra/deploy/k8s/svc-identity.yaml)', () => {
  it('gives the service a configuration it starts with, and no variable it does not read', () => {
    const { config, unknown } = manifestConfig(identityService);
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DB_SCHEMA: 'identity',
      DEMO_MODE: false,
      NATS_URL: 'nats://nats.hvac.svc:4222',
      JWT_PUBLIC_KEY_FILE: '/etc/hvac/jwt/public.pem',
      JWT_PRIVATE_KEY_FILE: '/etc/hvac/jwt/private.pem',
    });
    expect(unknown).toEqual([]);
  });
});
