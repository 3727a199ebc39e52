import { MESSAGES, type User, type UserResponse } from '@hvac/contracts/identity';
import { GOOD_PASSWORD, startIdentity, type TestIdentity } from './helpers';

let t: TestIdentity;
let admin: Awaited<ReturnType<TestIdentity['userWithRole']>>;
let manager: Awaited<ReturnType<TestIdentity['userWithRole']>>;
let staff: Awaited<ReturnType<TestIdentity['userWithRole']>>;
let client: Awaited<ReturnType<TestIdentity['userWithRole']>>;

beforeAll(async () => {
  t = await startIdentity();
  admin = await t.userWithRole('admin');
  manager = await t.userWithRole('manager');
  staff = await t.userWithRole('staff');
  client = await t.userWithRole('client');
});
afterAll(() => t.close());

describe('authentication and roles', () => {
  const routes = [
    { method: 'GET' as const, url: '/api/users' },
    { method: 'GET' as const, url: '/api/users/me' },
    { method: 'PUT' as const, url: '/api/users/profile', payload: {} },
    { method: 'PUT' as const, url: '/api/users/password', payload: {} },
    { method: 'PUT' as const, url: '/api/users/admin/00000000-0000-4000-8000-000000000000', payload: {} },
    { method: 'DELETE' as const, url: '/api/users/00000000-0000-4000-8000-000000000000' },
  ];

  it.each(routes)('$method $url answers 401 without a token', async (route) => {
    const res = await t.call(route);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Authentication required. Please log in.', code: 'unauthorized' });
  });

  it('refuses a forged or garbage token', async () => {
    const forged = client.token.slice(0, -4) + 'AAAA';
    for (const token of [forged, 'garbage', 'a.b.c']) {
      expect((await t.call({ method: 'GET', url: '/api/users/me', token })).statusCode).toBe(401);
    }
  });

  it('answers simultaneous callers (their rows read in one batch) each with their own account', async () => {
    const callers = [admin, manager, staff, client, admin, client, staff, manager];
    const lookups: string[] = [];
    const record = (query: { sql: string }) => {
      if (query.sql.includes('any(')) lookups.push(query.sql);
    };
    t.h.service.ctx.db.on('query', record);
    const answers = await Promise.all(callers.map((c) => t.call({ method: 'GET', url: '/api/users/me', token: c.token })));
    t.h.service.ctx.db.off('query', record);
    expect(lookups.length).toBeGreaterThan(0);
    expect(lookups.length).toBeLessThan(callers.length);
    expect(answers.map((res) => res.statusCode)).toEqual(callers.map(() => 200));
    expect(answers.map((res) => (res.json() as UserResponse).data.user.id)).toEqual(callers.map((c) => c.user.id));
  });

  it.each([
    ['manager', () => manager.token],
    ['staff', () => staff.token],
    ['client', () => client.token],
  ])('a %s gets 403 on the admin endpoints', async (_role, token) => {
    for (const route of [
      { method: 'PUT' as const, url: `/api/users/admin/${admin.user.id}`, payload: { username: 'x', email: 'x@y.zz', role: 'admin' } },
      { method: 'DELETE' as const, url: `/api/users/${admin.user.id}` },
      { method: 'GET' as const, url: '/api/users' },
    ]) {
      const res = await t.call({ ...route, token: token() });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
  });
});

describe('GET /api/users', () => {
  it('lists every user for an admin, in data.users', async () => {
    const res = await t.call({ method: 'GET', url: '/api/users', token: admin.token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    const emails = body.data.users.map((u: User) => u.email);
    expect(emails).toEqual(expect.arrayContaining([admin.user.email, manager.user.email, staff.user.email, client.user.email]));
    expect(body.data.pagination).toMatchObject({ currentPage: 1, totalItems: body.data.users.length });
  });

  it('lets manager and staff read the client list only', async () => {
    for (const who of [manager, staff]) {
      const res = await t.call({ method: 'GET', url: '/api/users?role=client', token: who.token });
      expect(res.statusCode).toBe(200);
      const roles = new Set(res.json().data.users.map((u: User) => u.role));
      expect([...roles]).toEqual(['client']);
    }
    expect((await t.call({ method: 'GET', url: '/api/users?role=client', token: client.token })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/users?role=staff', token: manager.token })).statusCode).toBe(403);
  });

  it('pages and searches in SQL, and refuses bad paging values', async () => {
    const page = await t.call({ method: 'GET', url: '/api/users?limit=2&page=2', token: admin.token });
    expect(page.json().data.users).toHaveLength(2);
    expect(page.json().data.pagination).toMatchObject({ currentPage: 2, limit: 2 });
    const search = await t.call({ method: 'GET', url: `/api/users?search=${encodeURIComponent(manager.user.email.toUpperCase())}`, token: admin.token });
    expect(search.json().data.users.map((u: User) => u.id)).toEqual([manager.user.id]);
    const wildcard = await t.call({ method: 'GET', url: '/api/users?search=%25', token: admin.token });
    expect(wildcard.json().data.users).toHaveLength(0);
    for (const q of ['page=0', 'limit=10000', 'role=owner', `search=${'x'.repeat(5000)}`]) {
      const res = await t.call({ method: 'GET', url: `/api/users?${q}`, token: admin.token });
      expect([q, res.statusCode]).toEqual([q, 400]);
    }
  });
});

describe('PUT /api/users/admin/:id', () => {
  it('changes username, e-mail, phone and role', async () => {
    const target = await t.userWithRole('client');
    const res = await t.call({
      method: 'PUT',
      url: `/api/users/admin/${target.user.id}`,
      token: admin.token,
      payload: { username: 'Promoted', email: 'Promoted@Example.com', phone: '713 555 0199', role: 'staff' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', data: { user: { username: 'Promoted', email: 'promoted@example.com', phone: '713 555 0199', role: 'staff' } } });
    // A token that names the old role ends with the change; the next sign-in carries the new one.
    const stale = await t.call({ method: 'GET', url: '/api/users?role=client', token: target.token });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe('sessionInvalid');
    const again = await t.login('promoted@example.com', target.password);
    expect(again.json().user.role).toBe('staff');
    expect((await t.call({ method: 'GET', url: '/api/users?role=client', token: again.json().token })).statusCode).toBe(200);
  });

  it.each([
    [{ email: 'a@b.co', role: 'client' }, MESSAGES.editUserRequired],
    [{ username: 'A', role: 'client' }, MESSAGES.editUserRequired],
    [{ username: 'A', email: 'a@b.co' }, MESSAGES.editUserRequired],
    [{ username: 'A', email: 'a@b.co', role: '' }, MESSAGES.editUserRequired],
    [{ username: 'A', email: 'bad', role: 'client' }, MESSAGES.editUserEmailInvalid],
    [{ username: 'A', email: 'a@b.co', role: 'owner' }, 'Role must be one of: client, staff, manager, admin.'],
  ])('refuses %j', async (payload, message) => {
    const res = await t.call({ method: 'PUT', url: `/api/users/admin/${client.user.id}`, token: admin.token, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers 409 for a taken e-mail, 404 for an unknown user, 400 for a bad id', async () => {
    const taken = await t.call({ method: 'PUT', url: `/api/users/admin/${client.user.id}`, token: admin.token, payload: { username: 'C', email: manager.user.email, role: 'client' } });
    expect(taken.statusCode).toBe(409);
    const missing = await t.call({ method: 'PUT', url: '/api/users/admin/00000000-0000-4000-8000-000000000000', token: admin.token, payload: { username: 'C', email: 'c@d.ee', role: 'client' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('User not found.');
    const badId = await t.call({ method: 'PUT', url: '/api/users/admin/not-a-uuid', token: admin.token, payload: { username: 'C', email: 'c@d.ee', role: 'client' } });
    expect([badId.statusCode, badId.json()]).toEqual([404, { message: 'User not found.', code: 'userNotFound' }]);
  });

  it('does not let an admin change their own role', async () => {
    const res = await t.call({ method: 'PUT', url: `/api/users/admin/${admin.user.id}`, token: admin.token, payload: { username: 'Me', email: admin.user.email, role: 'client' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You cannot change your own role.');
  });
});

describe('DELETE /api/users/:id', () => {
  it('deletes a user; their token stops working and they cannot log in', async () => {
    const victim = await t.userWithRole('client');
    const res = await t.call({ method: 'DELETE', url: `/api/users/${victim.user.id}`, token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { user: expect.objectContaining({ id: victim.user.id, username: victim.user.username }) } });
    expect((await t.call({ method: 'GET', url: '/api/users/me', token: victim.token })).statusCode).toBe(401);
    expect((await t.login(victim.user.email, victim.password)).statusCode).toBe(401);
    expect((await t.call({ method: 'DELETE', url: `/api/users/${victim.user.id}`, token: admin.token })).statusCode).toBe(404);
  });

  it('refuses to delete one’s own account', async () => {
    const res = await t.call({ method: 'DELETE', url: `/api/users/${admin.user.id}`, token: admin.token });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You cannot delete your own account.');
  });
});

describe('profile and password', () => {
  it('GET /api/users/me returns the signed-in user', async () => {
    const res = await t.call({ method: 'GET', url: '/api/users/me', token: staff.token });
    expect(res.json()).toMatchObject({ status: 'success', data: { user: { id: staff.user.id, role: 'staff' } } });
  });

  it('PUT /api/users/profile updates the profile but never e-mail or role', async () => {
    const res = await t.call({
      method: 'PUT',
      url: '/api/users/profile',
      token: client.token,
      payload: { username: 'Chris New', phone: '713-555-0142', contactStreet: '500 Westheimer Rd', contactCity: 'Houston', contactZip: '77006', contactApartment: '4B', email: 'hijack@example.com', role: 'admin' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: client.user.id,
      username: 'Chris New',
      email: client.user.email,
      role: 'client',
      contactStreet: '500 Westheimer Rd',
      contactCity: 'Houston',
      contactZip: '77006',
      contactApartment: '4B',
    });
    const blank = await t.call({ method: 'PUT', url: '/api/users/profile', token: client.token, payload: { username: '   ' } });
    expect(blank.statusCode).toBe(400);
  });

  it('PUT /api/users/password checks the current password and the criteria', async () => {
    const u = await t.userWithRole('client');
    const change = (payload: Record<string, unknown>) => t.call({ method: 'PUT', url: '/api/users/password', token: u.token, payload });
    expect((await change({ currentPassword: u.password })).json().message).toBe(MESSAGES.passwordFieldsRequired);
    expect((await change({ currentPassword: 'Wrong-pass-1', newPassword: 'Newer-pass-2' })).json().message).toBe(MESSAGES.currentPasswordWrong);
    expect((await change({ currentPassword: u.password, newPassword: 'weak' })).json().message).toBe(MESSAGES.passwordCriteria);
    const ok = await change({ currentPassword: u.password, newPassword: 'Newer-pass-2' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(MESSAGES.passwordUpdated);
    expect((await t.call({ method: 'GET', url: '/api/users/me', token: ok.json().token })).statusCode).toBe(200);
    expect((await t.login(u.user.email, u.password)).statusCode).toBe(401);
    expect((await t.login(u.user.email, 'Newer-pass-2')).statusCode).toBe(200);
  });
});

describe('service basics', () => {
  it('answers unknown routes with a JSON 404 and echoes the request id', async () => {
    const res = await t.call({ method: 'GET', url: '/api/nothing-here', headers: { 'x-request-id': 'req-123' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('notFound');
    expect(res.headers['x-request-id']).toBe('req-123');
  });

  it('is healthy and ready, and publishes its OpenAPI', async () => {
    expect((await t.call({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    const ready = await t.call({ method: 'GET', url: '/ready' });
    expect(ready.json()).toMatchObject({ checks: { database: true } });
    const doc = (await t.call({ method: 'GET', url: '/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/users', '/api/users/admin/{id}']));
    // The docs tell what a body must carry.
    const register = doc.paths['/api/auth/register'].post.requestBody.content['application/json'].schema;
    expect(register.required).toEqual(['username', 'email', 'password']);
  });

  it('refuses a body without a required field in the form’s own words, with the field named', async () => {
    const res = await t.call({ method: 'POST', url: '/api/auth/register', payload: { email: 'x@example.com', password: GOOD_PASSWORD } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: MESSAGES.fullNameRequired,
      code: 'fullNameRequired',
      details: { errors: [{ field: 'username', code: 'fullNameRequired', message: MESSAGES.fullNameRequired }] },
    });
    const edit = await t.call({ method: 'PUT', url: `/api/users/admin/${client.user.id}`, token: admin.token, payload: { username: 'A', email: 'a@b.co' } });
    expect(edit.json()).toMatchObject({ message: MESSAGES.editUserRequired, code: 'editUserRequired' });
  });
});
