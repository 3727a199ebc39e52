import type { AuthUser } from '@hvac/service-kit';

/*
 * Who sees what (docs/domains/billing.md#roles): admin, manager and staff see every document; a signed-in
 * client sees only their own, and another's reads as not found rather than as forbidden, so ids cannot be
 * probed. svc-billing enforces all of it; the screens only choose what to draw.
 */

/** The client a caller's lists are limited to: their own id for a client, none for staff. */
export const ownClientOf = (user: AuthUser): string | undefined => (user.role === 'client' ? user.id : undefined);

export const canSee = (user: AuthUser, doc: { client_id: string }): boolean => user.role !== 'client' || doc.client_id === user.id;
