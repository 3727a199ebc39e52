import type { AuthUser } from '@hvac/service-kit';

/*
 * Who sees what (docs/domains/billing.md#roles): admin, manager and staff see every document; a signed-in
 * client sees only their own, and another's reads as not found rather than as forbidden, so ids cannot be
 * probed. A draft is the staff's unfinished work: its own client does not see it either (not listed, and
 * not found when asked for) until it is sent. svc-billing enforces all of it; the screens only choose what
 * to draw.
 */

/** The status every kind starts in while staff are still writing it. */
export const DRAFT = 'draft';

/** The client a caller's lists are limited to: their own id for a client, none for staff. */
export const ownClientOf = (user: AuthUser): string | undefined => (user.role === 'client' ? user.id : undefined);

export const seesDrafts = (user: AuthUser): boolean => user.role !== 'client';

export const canSee = (user: AuthUser, doc: { client_id: string; status: string }): boolean =>
  seesDrafts(user) || (doc.client_id === user.id && doc.status !== DRAFT);
