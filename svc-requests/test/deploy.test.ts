import { manifestConfig } from '@hvac/service-kit/testing';
import { requestsService } from '../src/service';

describe('the Kubernetes Deployment (infra/deploy/k8s/svc-requests.yaml)', () => {
  it('gives the service a configuration it starts with, and no variable it does not read', () => {
    const { config, unknown } = manifestConfig(requestsService);
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DB_SCHEMA: 'requests',
      DEMO_MODE: false,
      OFFICE_EMAIL: 'office@bayoucitycomfort.com',
      JWT_PUBLIC_KEY_FILE: '/etc/hvac/jwt/public.pem',
    });
    expect(unknown).toEqual([]);
  });
});
