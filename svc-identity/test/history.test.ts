import type { HistoryEntry } from '@hvac/contracts';
import { startIdentity, type TestIdentity } from './helpers';

let t: TestIdentity;
let admin: Awaited<ReturnType<TestIdentity['userWithRole']>>;
let manager: Awaited<ReturnType<TestIdentity['userWithRole']>>;

beforeAll(async () => {
  t = await startIdentity();
  admin = await t.userWithRole('admin', { username: 'Ada Admin' });
  manager = await t.userWithRole('manager');
});
afterAll(() => t.close());

const db = () => t.h.service.ctx.db;
const ok = async (res: Awaited<ReturnType<TestIdentity['call']>>, status = 200) => {
  if (res.statusCode !== status) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json();
};
const history = (id: string, token = admin.token) => t.call({ method: 'GET', url: `/api/users/${id}/history`, token });
const entries = async (id: string): Promise<HistoryEntry[]> => (await ok(await history(id))).data.history;
const edit = (id: string, payload: object) => t.call({ method: 'PUT', url: `/api/users/admin/${id}`, token: admin.token, payload });

describe('a user’s history (docs/domains/accounts.md#history)', () => {
  it('records the registration by its owner, an admin’s edit and role change, and the deletion, with names', async () => {
    const u = await t.userWithRole('client', { username: 'Chris Client' });
    await ok(await edit(u.user.id, { username: 'Chris C.', email: u.user.email, phone: u.user.phone, role: 'client' }));
    await ok(await edit(u.user.id, { username: 'Chris C.', email: u.user.email, phone: u.user.phone, role: 'staff' }));
    await ok(await t.call({ method: 'DELETE', url: `/api/users/${u.user.id}`, token: admin.token }));

    const h = await entries(u.user.id);
    expect(h.map((e) => [e.action, e.actorId, e.actorRole, e.actorName])).toEqual([
      ['deleted', admin.user.id, 'admin', 'Ada Admin'],
      ['role_changed', admin.user.id, 'admin', 'Ada Admin'],
      ['edited', admin.user.id, 'admin', 'Ada Admin'],
      // The account is gone, so its own name is too.
      ['created', u.user.id, 'client', null],
    ]);
    expect(h[1]!.changes).toEqual({ role: ['client', 'staff'] });
    expect(h[2]!.changes).toEqual({ username: ['Chris Client', 'Chris C.'] });
    expect(h[3]!.changes).toMatchObject({ username: [null, 'Chris Client'], role: [null, 'client'] });
    expect(JSON.stringify(h)).not.toMatch(/password|hash/i);
  });

  it('writes nothing when the role change fails after its history row: both are in one transaction', async () => {
    const u = await t.userWithRole('client');
    await db().raw(`CREATE FUNCTION refuse_user_updated() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      IF NEW.subject = 'hvac.identity.user-updated' THEN RAISE EXCEPTION 'outbox refused'; END IF; RETURN NEW; END $$`);
    await db().raw('CREATE TRIGGER refuse_user_updated BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION refuse_user_updated()');
    try {
      expect((await edit(u.user.id, { username: u.user.username, email: u.user.email, phone: u.user.phone, role: 'manager' })).statusCode).toBe(500);
    } finally {
      await db().raw('DROP TRIGGER refuse_user_updated ON outbox');
      await db().raw('DROP FUNCTION refuse_user_updated()');
    }
    expect((await entries(u.user.id)).map((e) => e.action)).toEqual(['created']);
    expect((await db()('users').where({ id: u.user.id }).first()).role).toBe('client');
  });

  it('is for admins only: a manager or the user themselves gets 403, nobody signed in 401', async () => {
    const u = await t.userWithRole('client');
    expect((await history(u.user.id, manager.token)).statusCode).toBe(403);
    expect((await history(u.user.id, u.token)).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `/api/users/${u.user.id}/history` })).statusCode).toBe(401);
  });

  it('cannot be edited: no route writes it, and the table refuses UPDATE and DELETE', async () => {
    const u = await t.userWithRole('client');
    for (const method of ['POST', 'PUT', 'DELETE'] as const) expect((await t.call({ method, url: `/api/users/${u.user.id}/history`, token: admin.token })).statusCode).toBe(404);
    await expect(db()('history').where({ entity_id: u.user.id }).update({ action: 'edited' })).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(db()('history').where({ entity_id: u.user.id }).delete()).rejects.toThrow(/append-only: DELETE refused/);
  });

  it('publishes the route in the OpenAPI document', async () => {
    expect((await t.call({ method: 'GET', url: '/openapi.json' })).json().paths['/api/users/{id}/history'].get).toBeDefined();
  });
});
