import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUpdateUserBody, User } from '@hvac/contracts/identity';
import { Button, ErrorBox, FreeText, Spinner, useToast } from '@hvac/ui';
import { ConfirmDialog } from '@hvac/ui/forms';
import { ResponsiveList, type ListColumn } from '@hvac/ui/list';
import { useSession } from '@hvac/web-kit';
import { failureText } from '@hvac/web-kit/failure-text';
import { NS } from '../i18n';
import { UsersLoadError } from './api';
import { EditUserModal } from './EditUserModal';
import { useUserDelete, useUserSave, useUsers } from './queries';
import { RoleBadge } from './RoleBadge';

/** The user table of /admin/dashboard and /admin/users (docs/domains/accounts.md#user-management); on /admin/users its heading is the page's. */
export function UserManagement({ heading: Heading = 'h2' }: { heading?: 'h1' | 'h2' }) {
  const { t } = useTranslation(NS);
  const toast = useToast();
  const me = useSession((s) => s.user);
  const [editing, setEditing] = useState<User | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const list = useUsers();
  const users = list.data;
  const loading = !users && list.isFetching;
  const failed = list.error && (list.error instanceof UsersLoadError ? list.error : new UsersLoadError('fetchFailed', String(list.error)));

  const saving = useUserSave({
    onSuccess: (saved) => {
      setEditing(null);
      toast.show(t('users.updated', { name: saved.username }), 'success');
    },
    onError: (err) => toast.show(t('users.errorAlert', { message: failureText(err, t, 'users.updateFailed') }), 'error'),
  });
  // Rejects when the save is refused, so the modal stays open as typed.
  const save = async (user: User, body: AdminUpdateUserBody) => {
    await saving.mutateAsync({ id: user.id, body });
  };

  const removing = useUserDelete({
    onSuccess: (deleted) => toast.show(t('users.deleted', { name: deleted.username }), 'success'),
    onError: (err) => toast.show(t('users.errorAlert', { message: failureText(err, t, 'users.deleteFailed') }), 'error'),
    onSettled: () => setDeleting(null),
  });

  const columns: ListColumn<User>[] = [
    {
      key: 'username',
      header: t('users.columns.username'),
      render: (u) => (
        <>
          <FreeText>{u.username}</FreeText>
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
          <>
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
          </>
        );
      },
    },
  ];

  return (
    <section className="admin-users" aria-labelledby="admin-users-heading">
      <Heading id="admin-users-heading">{t('users.heading')}</Heading>
      {loading && <Spinner label={t('users.loading')} />}
      {!loading && !users && failed && (
        <ErrorBox>
          <p>{t(`users.${failed.key}`, { status: failed.status })}</p>
          <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
            {t('users.retry')}
          </Button>
        </ErrorBox>
      )}
      {users && (
        <ResponsiveList
          columns={columns}
          card={{ title: 'username', party: 'email', status: 'role', action: 'actions' }}
          rows={users}
          rowKey={(u) => u.id}
          caption={t('users.caption')}
          empty={t('users.empty')}
          className="users-table"
        />
      )}
      <EditUserModal user={editing} onCancel={() => setEditing(null)} onSave={save} />
      <ConfirmDialog
        open={deleting !== null}
        item={t('users.item')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && removing.mutateAsync(deleting)}
      />
    </section>
  );
}
