import { Type } from 'typebox';

export const ROLES = ['client', 'staff', 'manager', 'admin'] as const;
export const Role = Type.Union([Type.Literal('client'), Type.Literal('staff'), Type.Literal('manager'), Type.Literal('admin')]);
export type Role = (typeof ROLES)[number];

/*
 * Who may do what, named once (docs/domains/accounts.md#roles). Every guard, on a server or a screen,
 * uses these sets instead of spelling roles out.
 */
/** Everyone who works for the company: the back office's readers, the people a request can be assigned to. */
export const STAFF_ROLES: readonly Role[] = ['staff', 'manager', 'admin'];
/** Who manages: service requests, and billing, finance and inventory changes. */
export const MANAGER_ROLES: readonly Role[] = ['admin', 'manager'];
/** User management and analytics. */
export const ADMIN_ROLES: readonly Role[] = ['admin'];
export const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value);
