import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { dataDir } from './paths';

export interface KeyFiles {
  privateKeyFile: string;
  publicKeyFile: string;
}

/**
 * The ES256 (P-256) pair svc-identity signs JWTs with and every service verifies with. Created once;
 * later calls return the same files. A lock keeps parallel test processes from writing two pairs.
 */
export async function ensureKeys(dir: string = path.join(dataDir(), 'keys')): Promise<KeyFiles> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const privateKeyFile = path.join(dir, 'jwt-private.pem');
  const publicKeyFile = path.join(dir, 'jwt-public.pem');
  const release = await lockfile.lock(dir, {
    lockfilePath: path.join(dir, '.lock'),
    realpath: false,
    retries: { retries: 100, factor: 1, minTimeout: 50, maxTimeout: 50 },
  });
  try {
    if (!existsSync(privateKeyFile) || !existsSync(publicKeyFile)) {
      const { privateKey, publicKey } = generateKeyPairSync('ec', {
        namedCurve: 'P-256',
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
        publicKeyEncoding: { type: 'spki', format: 'pem' },
      });
      writeFileSync(`${privateKeyFile}.tmp`, privateKey, { mode: 0o600 });
      renameSync(`${privateKeyFile}.tmp`, privateKeyFile);
      writeFileSync(`${publicKeyFile}.tmp`, publicKey, { mode: 0o644 });
      renameSync(`${publicKeyFile}.tmp`, publicKeyFile);
    }
  } finally {
    await release();
  }
  return { privateKeyFile, publicKeyFile };
}
