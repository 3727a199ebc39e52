import type { AdminUpdateUserBody, User, UserListResponse, UserResponse } from '@hvac/contracts/identity';
import { ApiError, api, useSession } from '@hvac/web-kit';

/** The users errors of docs/domains/accounts.md#messages, by translation key; `status` fills 'Failed to fetch users: {status}'. */
export class UsersLoadError extends Error {
  constructor(
    readonly key: 'fetchFailed' | 'noToken' | 'parseFailed' | 'malformed',
    readonly status?: string,
  ) {
    super(key);
    this.name = 'UsersLoadError';
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Every account (the service's page limit is 500, far above this company's staff and clients). */
export async function fetchUsers(signal?: AbortSignal): Promise<User[]> {
  if (!useSession.getState().token) throw new UsersLoadError('noToken');
  let body: unknown;
  try {
    body = await api.get<UserListResponse>('users', { searchParams: { limit: 500 }, signal });
  } catch (err) {
    if (err instanceof ApiError && err.code === 'invalidResponse') throw new UsersLoadError('parseFailed');
    if (err instanceof ApiError && err.status > 0) throw new UsersLoadError('fetchFailed', String(err.status));
    throw new UsersLoadError('fetchFailed', err instanceof Error ? err.message : String(err));
  }
  const users = isObject(body) && isObject(body.data) ? body.data.users : undefined;
  if (!Array.isArray(users)) throw new UsersLoadError('malformed');
  return users as User[];
}

export async function updateUser(id: string, body: AdminUpdateUserBody): Promise<User> {
  const res = await api.put<UserResponse>(`users/admin/${encodeURIComponent(id)}`, body);
  return res.data.user;
}

export async function deleteUser(id: string): Promise<void> {
  await api.delete(`users/${encodeURIComponent(id)}`);
}
