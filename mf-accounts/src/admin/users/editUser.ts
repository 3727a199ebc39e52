import { validateEditUser } from '@hvac/contracts/identity';

export interface EditUserForm {
  username: string;
  email: string;
  phone: string;
  role: string;
}

/** The modal's two messages (docs/domains/accounts.md#validation), from the contract's rule, as keys of the 'admin' namespace. */
export interface EditUserErrors {
  form?: 'editUser.required';
  email?: 'editUser.emailInvalid';
}

export function editUserErrors(form: EditUserForm): EditUserErrors {
  const errors: EditUserErrors = {};
  for (const e of validateEditUser(form)) {
    if (e.code === 'editUserRequired') errors.form = 'editUser.required';
    else if (e.code === 'editUserEmailInvalid') errors.email = 'editUser.emailInvalid';
  }
  return errors;
}

/** What PUT /api/users/admin/{id} receives: trimmed, an empty phone as null. */
export const toUpdateBody = (form: EditUserForm) => ({
  username: form.username.trim(),
  email: form.email.trim(),
  phone: form.phone.trim() || null,
  role: form.role,
});
