/**
 * The gateway's /me targets, relative to the bare reference proxy over the same service in the same run
 * (see bare-proxy.ts). A ratio to the service alone was dropped: on two shared cores a bare proxy came
 * out about as far below the service as the gateway did, so that ratio measured the machine.
 */
export const THROUGHPUT_TARGET = 0.85;
export const P99_TARGET = 2;

export interface Run {
  rps: number;
  p99: number;
}

export interface ProxyRatios {
  /** Gateway req/s over the bare proxy's; 0 when the bare proxy served nothing. */
  throughput: number;
  /** Gateway p99 over the bare proxy's; Infinity when the bare proxy's is 0 (no usable reference). */
  p99: number;
  throughputMet: boolean;
  p99Met: boolean;
}

export function gatewayVsBareProxy(gateway: Run, bareProxy: Run): ProxyRatios {
  const throughput = bareProxy.rps > 0 ? gateway.rps / bareProxy.rps : 0;
  const p99 = bareProxy.p99 > 0 ? gateway.p99 / bareProxy.p99 : Infinity;
  return { throughput, p99, throughputMet: throughput >= THROUGHPUT_TARGET, p99Met: p99 <= P99_TARGET };
}
