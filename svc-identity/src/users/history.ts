import type { Knex } from 'knex';
import { ADMIN_ROLES, type HistoryAction, type HistoryField } from '@hvac/contracts';
import { diffFields, historyRoute, recordHistory, type App, type HistoryActor, type HistoryVocabulary } from '@hvac/service-kit';
import type { IdentityContext } from '../config';
import { USER_NOT_FOUND } from './not-found';
import type { UserRow } from './repo';

/*
 * A user's history (docs/domains/accounts.md#history): the account created, its role and contact changed
 * by an admin, the account deleted. Passwords and tokens are never in it.
 */

const TRACKED = ['username', 'email', 'phone', 'role'] as const satisfies readonly (keyof UserRow & string)[];

/** The columns already carry the API's names. */
const USER_HISTORY: HistoryVocabulary<HistoryField<'user'>> = {
  fields: { username: 'username', email: 'email', phone: 'phone', role: 'role' } satisfies Record<(typeof TRACKED)[number], HistoryField<'user'>>,
};

function actionOf(before: UserRow | null, after: UserRow | null): HistoryAction {
  if (!before) return 'created';
  if (!after) return 'deleted';
  return before.role === after.role ? 'edited' : 'role_changed';
}

/** Records one change of an account: its row before (null when new) and after (null when deleted). */
export const userChanged = (trx: Knex.Transaction, actor: HistoryActor, before: UserRow | null, after: UserRow | null) =>
  recordHistory(trx, { entityType: 'user', entityId: (after ?? before)!.id, action: actionOf(before, after), actor, changes: diffFields(before, after, TRACKED) });

/** Admins only, as user management is; identity keeps the users themselves, so names come from its own table. */
export function userHistoryRoute(app: App, ctx: IdentityContext): void {
  historyRoute(app, ctx, {
    path: '/api/users/:id/history',
    entityType: 'user',
    vocabulary: USER_HISTORY,
    roles: ADMIN_ROLES,
    tag: 'users',
    notFound: USER_NOT_FOUND,
    names: { table: 'users', column: 'username' },
  });
}
