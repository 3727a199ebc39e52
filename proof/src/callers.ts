import type { Role } from '@hvac/contracts';

/**
 * Who calls in the role table: a guest, each role, and for the roles that own resources a second user of
 * the same role, so "own" and "another's" are both tried.
 */
export const CALLERS = ['anonymous', 'client', 'otherClient', 'staff', 'otherStaff', 'manager', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];

export const ROLE_OF: Record<Exclude<Caller, 'anonymous'>, Role> = {
  client: 'client',
  otherClient: 'client',
  staff: 'staff',
  otherStaff: 'staff',
  manager: 'manager',
  admin: 'admin',
};

/** The demo accounts svc-identity seeds in demo mode (svc-identity/src/seed/demo.ts, README "Demo logins"). */
export const DEMO_EMAILS = {
  client: 'client@example.com',
  staff: 'staff@example.com',
  otherStaff: 'staff2@example.com',
  manager: 'manager@example.com',
  admin: 'admin@example.com',
} as const;
export { DEMO_PASSWORD } from '@hvac/contracts';
