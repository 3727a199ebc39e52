import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES, type HistoryField } from '@hvac/contracts';
import type { User } from '@hvac/contracts/identity';
import { Button, ErrorBox, Modal } from '@hvac/ui';
import { Field, Input, Select, useSubmit } from '@hvac/ui/forms';
import { HistoryPanel, type HistoryFieldViews } from '@hvac/ui/history';
import { NS } from '../i18n';
import { editUserErrors, toUpdateBody, type EditUserErrors, type EditUserForm } from './editUser';

export interface EditUserModalProps {
  user: User | null;
  onCancel: () => void;
  /** Resolves when saved; rejects (after the screen alerted) to keep the form open. */
  onSave: (user: User, body: ReturnType<typeof toUpdateBody>) => Promise<void>;
}

const formOf = (user: User): EditUserForm => ({ username: user.username, email: user.email, phone: user.phone ?? '', role: user.role });

/** docs/domains/accounts.md#user-management and #validation: username, email, phone and role; username, email and role required, email valid. */
export function EditUserModal({ user, onCancel, onSave }: EditUserModalProps) {
  const { t } = useTranslation(NS);
  const [form, setForm] = useState<EditUserForm>({ username: '', email: '', phone: '', role: '' });
  const [errors, setErrors] = useState<EditUserErrors>({});
  // The history labels each field as this form does and names a role as its choices do; the rest is as typed.
  const historyFields: HistoryFieldViews<HistoryField<'user'>> = {
    username: { label: t('editUser.username') },
    email: { label: t('editUser.email') },
    phone: { label: t('editUser.phone') },
    role: { label: t('editUser.role'), value: (role) => t(`editUser.roles.${role}`, { defaultValue: role }) },
  };

  useEffect(() => {
    if (user) setForm(formOf(user));
    setErrors({});
  }, [user]);

  const set = (key: keyof EditUserForm) => (event: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: event.target.value }));
    setErrors({});
  };

  // A refusal rejects after the screen's alert; useSubmit lets the next try through, the form stays as typed.
  const submit = useSubmit(() => {
    if (!user) return;
    const found = editUserErrors(form);
    setErrors(found);
    if (found.form || found.email) return;
    return onSave(user, toUpdateBody(form));
  });

  return (
    <Modal open={user !== null} onClose={onCancel} title={t('editUser.title')} className="edit-user-modal">
      <form onSubmit={submit.onSubmit} noValidate>
        {errors.form && <ErrorBox>{t(errors.form)}</ErrorBox>}
        <Field label={t('editUser.username')} htmlFor="edit-user-username" required>
          <Input value={form.username} onChange={set('username')} autoComplete="off" maxLength={100} />
        </Field>
        <Field label={t('editUser.email')} htmlFor="edit-user-email" required error={errors.email && t(errors.email)}>
          <Input type="email" value={form.email} onChange={set('email')} autoComplete="off" maxLength={320} />
        </Field>
        <Field label={t('editUser.phone')} htmlFor="edit-user-phone">
          <Input type="tel" value={form.phone} onChange={set('phone')} autoComplete="off" maxLength={40} />
        </Field>
        <Field label={t('editUser.role')} htmlFor="edit-user-role" required>
          <Select value={form.role} onChange={set('role')}>
            <option value="">{t('editUser.chooseRole')}</option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`editUser.roles.${role}`)}
              </option>
            ))}
          </Select>
        </Field>
        <div className="modal-actions">
          <Button variant="secondary" onClick={onCancel}>
            {t('editUser.cancel')}
          </Button>
          <Button type="submit" loading={submit.submitting}>
            {t('editUser.save')}
          </Button>
        </div>
      </form>
      {user && <HistoryPanel path={`users/${user.id}/history`} version={user.updatedAt} className="edit-user-history" fields={historyFields} />}
    </Modal>
  );
}
