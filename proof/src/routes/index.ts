import { BILLING_ROUTES } from './billing';
import { FINANCE_ROUTES } from './finance';
import { GATEWAY_ROUTES } from './gateway';
import { IDENTITY_ROUTES } from './identity';
import { INVENTORY_ROUTES } from './inventory';
import { REQUESTS_ROUTES } from './requests';
import type { RouteRule } from './rule';

/** The one table: every route of every service, and the gateway's own, with who may call it. */
export const SERVICE_ROUTES: Record<string, RouteRule[]> = {
  'svc-identity': IDENTITY_ROUTES,
  'svc-requests': REQUESTS_ROUTES,
  'svc-billing': BILLING_ROUTES,
  'svc-finance': FINANCE_ROUTES,
  'svc-inventory': INVENTORY_ROUTES,
};
export const ROUTE_TABLE: RouteRule[] = [...Object.values(SERVICE_ROUTES).flat(), ...GATEWAY_ROUTES];

export type { Outcome, RouteRule } from './rule';
