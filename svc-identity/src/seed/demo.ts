import { DEMO_PASSWORD, DEMO_USERS } from '@hvac/contracts';
import type { IdentityContext } from '../config';
import * as repo from '../users/repo';
import { createUser } from '../users/service';

/** Demo mode: the demo accounts, created once (a second start finds them and does nothing). */
export async function seedDemoUsers(ctx: IdentityContext): Promise<void> {
  for (const u of DEMO_USERS) {
    if (await repo.findByEmail(ctx.db, u.email)) continue;
    await createUser(ctx, { ...u, password: DEMO_PASSWORD }, 'demo-seed').catch((err: { statusCode?: number }) => {
      if (err.statusCode !== 409) throw err;
    });
  }
}

/** Outside demo mode the first admin comes from ADMIN_EMAIL / ADMIN_PASSWORD, only while there is none. */
export async function ensureFirstAdmin(ctx: IdentityContext): Promise<void> {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = ctx.config;
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD) return;
  if ((await repo.countAdmins(ctx.db)) > 0) return;
  await createUser(ctx, { username: 'Administrator', email: ADMIN_EMAIL, password: ADMIN_PASSWORD, role: 'admin' }, 'first-admin');
  ctx.log.info({ email: ADMIN_EMAIL }, 'first admin created');
}
