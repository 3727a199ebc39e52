import type { AdminUpdateUserBody, User } from '@hvac/contracts/identity';
import { backOfficeQueries, useBackOfficeMutation, useBackOfficeQuery } from '@hvac/web-kit/back-office';
import { deleteUser, fetchUsers, updateUser } from './api';

const USERS = ['users'] as const;

export const useUsers = () => useBackOfficeQuery({ queryKey: USERS, queryFn: ({ signal }) => fetchUsers(signal) });

/** A saved or deleted account changes the cached list at once, without reading every account again. */
const patchUsers = (change: (users: User[]) => User[]) => backOfficeQueries.setQueryData<User[]>(USERS, (users) => users && change(users));

export const useUserSave = (callbacks: { onSuccess: (saved: User) => void; onError: (err: Error) => void }) =>
  useBackOfficeMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminUpdateUserBody }) => updateUser(id, body),
    onSuccess: (saved) => {
      patchUsers((users) => users.map((u) => (u.id === saved.id ? saved : u)));
      callbacks.onSuccess(saved);
    },
    onError: callbacks.onError,
  });

export const useUserDelete = (callbacks: { onSuccess: (deleted: User) => void; onError: (err: Error) => void; onSettled: () => void }) =>
  useBackOfficeMutation({
    mutationFn: (user: User) => deleteUser(user.id),
    onSuccess: (_, deleted) => {
      patchUsers((users) => users.filter((u) => u.id !== deleted.id));
      callbacks.onSuccess(deleted);
    },
    onError: callbacks.onError,
    onSettled: callbacks.onSettled,
  });
