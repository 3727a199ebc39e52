import { stringify } from 'yaml';
import { BUS_OPERATOR } from '@hvac/contracts/events';
import { busPermissions, type BusService } from './bus-access';

/** The variable a NATS server reads a bus user's password from, in the cluster. */
export const passwordVariable = (user: string): string => `${user.toUpperCase().replace(/-/g, '_')}_PASSWORD`;

/**
 * The bus's users in the NATS Helm chart's terms (docs/architecture.md#securing-the-bus): the same
 * account, users and permissions the local server gets, each password read from the Secret `hvac-nats`
 * (one key per user) through the NATS container's environment.
 */
function natsAuthValues(services: readonly BusService[]) {
  const users = [...services.map((s) => s.name), BUS_OPERATOR];
  const password = (user: string) => `<< $${passwordVariable(user)} >>`;
  return {
    config: {
      merge: {
        accounts: {
          HVAC: {
            jetstream: 'enabled',
            users: [
              ...services.map((s) => {
                const { publish, subscribe } = busPermissions(s);
                return { user: s.name, password: password(s.name), permissions: { publish: { allow: publish }, subscribe: { allow: subscribe } } };
              }),
              { user: BUS_OPERATOR, password: password(BUS_OPERATOR) },
            ],
          },
        },
      },
    },
    container: {
      env: Object.fromEntries(users.map((user) => [passwordVariable(user), { valueFrom: { secretKeyRef: { name: 'hvac-nats', key: user } } }])),
    },
  };
}

const HEADER = `# Values for the official NATS Helm chart, 1.x (https://nats-io.github.io/k8s/helm/charts/):
#   helm install nats nats/nats -n hvac -f infra/deploy/nats-values.yaml
# Written by infra/src/nats-values.ts from apps.ts (npm run new:service rewrites it; infra/test/bus-access.test.ts
# fails when it differs), so a service or consumer added there cannot be forgotten in the cluster.
# Three servers in a JetStream cluster; the services create the shared stream with three copies
# (NATS_STREAM_REPLICAS in k8s/config.yaml), so an event survives losing a server. The bus is secured as
# docs/architecture.md#securing-the-bus says: TLS for clients and routes with cert-manager's certificates
# (hvac-nats-tls for the client port, hvac-nats-routes-tls between the servers), and one account whose
# users are the services and the operator, each service allowed only its own domain's subjects and its
# own durables; no anonymous connection is accepted.
`;

/** infra/deploy/nats-values.yaml for these services. */
export function natsValuesYaml(services: readonly BusService[]): string {
  const auth = natsAuthValues(services);
  const values = {
    config: {
      cluster: { enabled: true, replicas: 3, tls: { enabled: true, secretName: 'hvac-nats-routes-tls' } },
      jetstream: { enabled: true, fileStore: { pvc: { size: '10Gi' } } },
      nats: { tls: { enabled: true, secretName: 'hvac-nats-tls' } },
      ...auth.config,
    },
    container: auth.container,
  };
  return HEADER + stringify(values, { lineWidth: 0 });
}
