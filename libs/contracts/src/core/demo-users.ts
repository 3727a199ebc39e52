import type { Role } from './roles';

/*
 * The accounts svc-identity creates in demo mode (docs/domains/accounts.md#constants). One list, so the
 * seed, the logins `npm start` prints and the tests that sign in as them cannot drift apart.
 */
export const DEMO_PASSWORD = 'Demo-pass-2026!';

export const DEMO_USERS: readonly { username: string; email: string; phone: string; role: Role }[] = [
  { username: 'Alicia Admin', email: 'admin@example.com', phone: '(713) 555-0100', role: 'admin' },
  { username: 'Marcus Manager', email: 'manager@example.com', phone: '(713) 555-0101', role: 'manager' },
  { username: 'Sam Technician', email: 'staff@example.com', phone: '(713) 555-0102', role: 'staff' },
  { username: 'Rosa Technician', email: 'staff2@example.com', phone: '(713) 555-0103', role: 'staff' },
  { username: 'Chris Client', email: 'client@example.com', phone: '(713) 555-0104', role: 'client' },
];
