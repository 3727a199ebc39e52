import { isAddressOrRange } from '@hvac/service-kit/net';

/** Fastify's trustProxy as the gateway sets it: nobody, a trust function for a hop count, or addresses. */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY: who may tell the gateway the client's address (X-Forwarded-For). Unset: nobody, the peer of
 * the socket is the client. A number: that many proxies in front, trusted whatever their address, so only
 * where nothing else can reach the gateway. Otherwise the proxies' addresses or ranges (the manifests give
 * the ingress's). `true` is refused: trusting every sender lets each client pick its own address, and with
 * it its rate-limit bucket.
 */
export function trustProxyFromEnv(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  if (value === 'true') {
    throw new Error('TRUST_PROXY=true would let every client choose its own address; give the number of proxies in front or their address ranges (e.g. 10.0.0.0/8).');
  }
  const entries = value.split(/[\s,]+/).filter(Boolean);
  const bad = entries.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined) {
    throw new Error(`TRUST_PROXY must be the number of proxies in front or their addresses and ranges, comma separated (got "${bad}").`);
  }
  return entries;
}
