import { Type } from 'typebox';

export const ROLES = ['client', 'staff', 'manager', 'admin'] as const;
export const Role = Type.Union([Type.Literal('client'), Type.Literal('staff'), Type.Literal('manager'), Type.Literal('admin')]);
export type Role = (typeof ROLES)[number];

/** Roles that may be assigned to a service request or see the back office. */
export const STAFF_ROLES: readonly Role[] = ['staff', 'manager', 'admin'];
export const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value);
