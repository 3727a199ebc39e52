import { isIP } from 'node:net';

/** proxy-addr's names for reserved ranges (loopback is 127.0.0.1/8 and ::1/128). */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range or one of proxy-addr's range names: what TRUST_PROXY and TRUSTED_PROXIES list. */
export function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

/** TRUSTED_PROXIES as Fastify's trustProxy list: addresses and ranges, comma or space separated. */
export const proxyList = (raw: string): string[] => raw.split(/[\s,]+/).filter(Boolean);

export const isProxyList = (raw: string): boolean => proxyList(raw).length > 0 && proxyList(raw).every(isAddressOrRange);
