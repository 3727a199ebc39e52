import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@hvac/contracts';
import { Button, ConfirmDialog, ErrorBox, Spinner, Table, useToast, type Column } from '@hvac/ui';
import { useSession } from '@hvac/web-kit';
import { NS } from '../i18n';
import { deleteUser, fetchUsers, serverMessage, updateUser, UsersLoadError } from './api';
import { EditUserModal } from './EditUserModal';
import { RoleBadge } from './RoleBadge';

type Load = { state: 'loading' } | { state: 'error'; message: string } | { state: 'loaded'; users: User[] };

/** The user table of /admin/dashboard and /admin/users (spec 1 §2, §5, §8); on /admin/users its heading is the page's. */
export function UserManagement({ heading: Heading = 'h2' }: { heading?: 'h1' | 'h2' }) {
  const { t } = useTranslation(NS);
  const toast = useToast();
  const me = useSession((s) => s.user);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [editing, setEditing] = useState<User | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(async () => {
    setLoad({ state: 'loading' });
    try {
      setLoad({ state: 'loaded', users: await fetchUsers() });
    } catch (err) {
      const e = err instanceof UsersLoadError ? err : new UsersLoadError('fetchFailed', String(err));
      setLoad({ state: 'error', message: t(`users.${e.key}`, { status: e.status }) });
    }
  }, [t]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const replace = (users: User[]) => setLoad({ state: 'loaded', users });
  const users = load.state === 'loaded' ? load.users : [];

  const save = async (user: User, body: Parameters<typeof updateUser>[1]) => {
    try {
      const saved = await updateUser(user.id, body);
      replace(users.map((u) => (u.id === saved.id ? saved : u)));
      setEditing(null);
      toast.show(t('users.updated', { name: saved.username }), 'success');
    } catch (err) {
      toast.show(t('users.errorAlert', { message: serverMessage(err) ?? t('users.updateFailed') }), 'error');
      throw err;
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteUser(deleting.id);
      replace(users.filter((u) => u.id !== deleting.id));
      toast.show(t('users.deleted', { name: deleting.username }), 'success');
    } catch (err) {
      toast.show(t('users.errorAlert', { message: serverMessage(err) ?? t('users.deleteFailed') }), 'error');
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const columns: Column<User>[] = [
    {
      key: 'username',
      header: t('users.columns.username'),
      render: (u) => (
        <>
          {u.username}
          {u.id === me?.id && <span className="user-you"> {t('users.you')}</span>}
        </>
      ),
    },
    { key: 'email', header: t('users.columns.email'), render: (u) => <bdi>{u.email}</bdi> },
    { key: 'phone', header: t('users.columns.phone'), render: (u) => <bdi>{u.phone ?? ''}</bdi> },
    { key: 'role', header: t('users.columns.role'), render: (u) => <RoleBadge role={u.role} /> },
    {
      key: 'actions',
      header: t('users.columns.actions'),
      render: (u) => {
        const self = u.id === me?.id;
        return (
          <div className="user-actions">
            <Button size="sm" variant="secondary" aria-label={t('users.editFor', { name: u.username })} onClick={() => setEditing(u)}>
              {t('users.edit')}
            </Button>
            <Button
              size="sm"
              variant="danger"
              disabled={self}
              title={self ? t('users.selfDelete') : undefined}
              aria-label={t('users.deleteFor', { name: u.username })}
              onClick={() => setDeleting(u)}
            >
              {t('users.delete')}
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <section className="admin-users" aria-labelledby="admin-users-heading">
      <Heading id="admin-users-heading">{t('users.heading')}</Heading>
      {load.state === 'loading' && <Spinner label={t('users.loading')} />}
      {load.state === 'error' && (
        <ErrorBox>
          <p>{load.message}</p>
          <Button size="sm" variant="secondary" onClick={() => void reload()}>
            {t('users.retry')}
          </Button>
        </ErrorBox>
      )}
      {load.state === 'loaded' && (
        <Table columns={columns} rows={users} rowKey={(u) => u.id} caption={t('users.caption')} empty={t('users.empty')} className="users-table" />
      )}
      <EditUserModal user={editing} onCancel={() => setEditing(null)} onSave={save} />
      <ConfirmDialog open={deleting !== null} item={t('users.item')} busy={busy} onCancel={() => setDeleting(null)} onConfirm={() => void confirmDelete()} />
    </section>
  );
}
