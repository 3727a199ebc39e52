import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { isPortFree } from '../src/ports';
import { startNats, type NatsServer } from '../src/nats';
import { isAlive } from '../src/process';
import { compileInfra, runNode } from './compiled';

describe('startNats', () => {
  let dir: string;
  let nats: NatsServer;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'hvac-nats-'));
    nats = await startNats({ storeDir: path.join(dir, 'store') });
  });
  afterAll(async () => {
    await nats.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves JetStream, and after stop() + start() the same port and stored messages', async () => {
    const before = await connect(nats.clientOptions());
    const jsm = await jetstreamManager(before);
    await jsm.streams.add({ name: 'INFRA_TEST', subjects: ['infra.test.>'] });
    await jetstream(before).publish('infra.test.one', 'kept', { msgID: 'one' });
    await before.close();

    await nats.stop();
    expect(nats.pid()).toBeUndefined();
    expect(await isPortFree(nats.port)).toBe(true);
    await expect(connect({ ...nats.clientOptions(), reconnect: false, timeout: 500 })).rejects.toThrow();

    await nats.start();
    const after = await connect(nats.clientOptions());
    try {
      const info = await (await jetstreamManager(after)).streams.info('INFRA_TEST');
      expect(info.state.messages).toBe(1);
      const message = await (await jetstreamManager(after)).streams.getMessage('INFRA_TEST', { seq: 1 });
      expect(message?.string()).toBe('kept');
    } finally {
      await after.close();
    }
  });

  it('does not keep a process alive that forgot to stop it, and ends with that process', async () => {
    const compiled = compileInfra();
    try {
      const script = `require(${JSON.stringify(path.join(compiled.dir, 'nats.js'))})
        .startNats({ storeDir: ${JSON.stringify(path.join(dir, 'forgotten'))} })
        .then((n) => console.log(JSON.stringify({ pid: n.pid(), port: n.port })));`;
      const result = await runNode(script, process.env, 15_000);
      expect(result.code).toBe(0);
      const { pid, port } = JSON.parse(result.stdout) as { pid: number; port: number };
      const deadline = Date.now() + 5000;
      while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(isAlive(pid)).toBe(false);
      expect(await isPortFree(port)).toBe(true);
    } finally {
      compiled.remove();
    }
  });
});
