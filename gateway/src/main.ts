import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import { runPrimary } from './cluster';
import { type GatewayConfig, configFromEnv } from './config/env';

const SHUTDOWN_GRACE_MS = 10_000;

function loadConfig(): GatewayConfig {
  try {
    return configFromEnv(process.env);
  } catch (err) {
    process.stderr.write(`gateway: ${(err as Error).message}\n`);
    process.exit(1);
  }
}

/** Serves the port from this process: the whole gateway, alone or as one worker of several. */
async function serve(config: GatewayConfig): Promise<void> {
  // Loaded here, not at the top: a cluster primary never serves, so it stays a small process.
  const { buildGateway } = await import('./app.js');
  const app = await buildGateway(config);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.warn({ signal }, 'gateway stopping');
    // In-flight requests get a grace period; a hung upstream must not keep the process alive.
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    // close() drops idle keep-alive connections once; a connection whose request was still in flight
    // becomes idle later and would hold the server open until the grace period ends.
    setInterval(() => app.server.closeIdleConnections(), 100).unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'gateway did not close cleanly');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    const code = (err as { code?: string }).code;
    const message =
      code === 'EADDRINUSE'
        ? `Port ${config.port} (gateway) is already in use. Stop the process using it or set PORT.`
        : `could not listen on ${config.host}:${config.port}: ${(err as Error).message}`;
    process.stderr.write(`gateway: ${message}\n`);
    process.exit(1);
  }
  // The port bound, which PORT=0 leaves to the system (tests read it from the listening line).
  const { port } = app.server.address() as AddressInfo;
  if (cluster.isWorker) process.send?.({ type: 'listening', port });
  // Printed whatever the log level: people look for it (a primary prints it once its workers listen).
  else process.stdout.write(`gateway listening on http://${config.host}:${port}\n`);
}

const config = loadConfig();
if (cluster.isPrimary && config.workers > 1) runPrimary(config.workers, config.host);
else void serve(config);
