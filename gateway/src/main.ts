import { buildGateway } from './app';
import { configFromEnv } from './config/env';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let config;
  try {
    config = configFromEnv(process.env);
  } catch (err) {
    process.stderr.write(`gateway: ${(err as Error).message}\n`);
    process.exit(1);
  }
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
  // Printed whatever the log level: the stack waits for it and people look for it.
  process.stdout.write(`gateway listening on http://${config.host}:${config.port}\n`);
}

void main();
