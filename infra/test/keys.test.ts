import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureKeys } from '../src/keys';

describe('ensureKeys', () => {
  let dir: string;
  beforeEach(() => (dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'hvac-keys-')), 'keys')));
  afterEach(() => rmSync(path.dirname(dir), { recursive: true, force: true }));

  it('creates an ES256 pair once, private key readable by its owner only', async () => {
    const first = await ensureKeys(dir);
    const privatePem = readFileSync(first.privateKeyFile, 'utf8');
    const publicPem = readFileSync(first.publicKeyFile, 'utf8');
    expect(statSync(first.privateKeyFile).mode & 0o777).toBe(0o600);

    const key = createPrivateKey(privatePem);
    expect(key.asymmetricKeyType).toBe('ec');
    expect(key.asymmetricKeyDetails?.namedCurve).toBe('prime256v1');
    const signature = sign('sha256', Buffer.from('payload'), { key, dsaEncoding: 'ieee-p1363' });
    expect(verify('sha256', Buffer.from('payload'), { key: createPublicKey(publicPem), dsaEncoding: 'ieee-p1363' }, signature)).toBe(true);

    const second = await ensureKeys(dir);
    expect(second).toEqual(first);
    expect(readFileSync(second.privateKeyFile, 'utf8')).toBe(privatePem);
    expect(readFileSync(second.publicKeyFile, 'utf8')).toBe(publicPem);
  });

  it('gives concurrent callers one and the same pair', async () => {
    const results = await Promise.all([1, 2, 3, 4].map(() => ensureKeys(dir)));
    const pems = results.map((r) => readFileSync(r.privateKeyFile, 'utf8') + readFileSync(r.publicKeyFile, 'utf8'));
    expect(new Set(pems).size).toBe(1);
    const publicKey = createPublicKey(readFileSync(results[0]!.publicKeyFile, 'utf8'));
    const signature = sign('sha256', Buffer.from('x'), createPrivateKey(readFileSync(results[0]!.privateKeyFile, 'utf8')));
    expect(verify('sha256', Buffer.from('x'), publicKey, signature)).toBe(true);
  });
});
