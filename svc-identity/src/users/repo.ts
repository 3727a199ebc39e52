import type { Knex } from 'knex';
import type { Role } from '@hvac/contracts';
import type { User } from '@hvac/contracts/identity';

export interface UserRow {
  id: string;
  username: string;
  email: string;
  phone: string | null;
  role: Role;
  password_hash: string | null;
  contact_street: string | null;
  contact_city: string | null;
  contact_zip: string | null;
  contact_apartment: string | null;
  /** Rises with every change; events carry it so projections ignore late ones. */
  version: number;
  /** Rises when tokens issued so far must stop working (password changed or reset, role changed). */
  token_version: number;
  created_at: Date;
  updated_at: Date;
}

export const toUser = (r: UserRow): User => ({
  id: r.id,
  username: r.username,
  email: r.email,
  phone: r.phone,
  role: r.role,
  contactStreet: r.contact_street,
  contactCity: r.contact_city,
  contactZip: r.contact_zip,
  contactApartment: r.contact_apartment,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

export type UserPatch = Partial<Omit<UserRow, 'id' | 'version' | 'token_version' | 'created_at' | 'updated_at'>>;

export const findById = (db: Knex, id: string): Promise<UserRow | undefined> => db<UserRow>('users').where({ id }).first();

export const findByEmail = (db: Knex, email: string): Promise<UserRow | undefined> => db<UserRow>('users').where({ email }).first();

export async function insertUser(db: Knex, row: Omit<UserRow, 'version' | 'token_version' | 'created_at' | 'updated_at'>): Promise<UserRow> {
  const [created] = await db<UserRow>('users').insert(row).returning('*');
  return created!;
}

/** Every update raises the row's version; `revokeTokens` also ends every token issued so far. */
export async function updateUser(db: Knex, id: string, patch: UserPatch, { revokeTokens = false } = {}): Promise<UserRow | undefined> {
  const [row] = await db<UserRow>('users')
    .where({ id })
    .update({
      ...patch,
      version: db.raw('version + 1'),
      ...(revokeTokens ? { token_version: db.raw('token_version + 1') } : {}),
      updated_at: db.fn.now(),
    } as Record<string, unknown>)
    .returning('*');
  return row;
}

export const deleteUser = async (db: Knex, id: string): Promise<boolean> => (await db('users').where({ id }).delete()) > 0;

export interface ListFilter {
  role?: Role;
  search?: string;
  page: number;
  limit: number;
}

/** Filtered, sorted and paged in SQL; `total` comes from the same filter. */
export async function listUsers(db: Knex, f: ListFilter): Promise<{ rows: UserRow[]; total: number }> {
  const base = db<UserRow>('users').modify((q) => {
    if (f.role) q.where('role', f.role);
    if (f.search) {
      const like = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q.where((w) => w.whereILike('username', like).orWhereILike('email', like).orWhereILike('phone', like));
    }
  });
  const [{ count }] = (await base.clone().count({ count: '*' })) as [{ count: string }];
  const rows = await base
    .clone()
    .orderBy([{ column: 'created_at', order: 'asc' }, { column: 'id' }])
    .limit(f.limit)
    .offset((f.page - 1) * f.limit);
  return { rows, total: Number(count) };
}

export const countAdmins = async (db: Knex): Promise<number> => {
  const [{ count }] = (await db('users').where({ role: 'admin' }).count({ count: '*' })) as [{ count: string }];
  return Number(count);
};
