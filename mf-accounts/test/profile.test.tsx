/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import '../src/i18n';
import { PasswordChangeForm } from '../src/profile/PasswordChangeForm';
import { validatePasswordChange } from '../src/profile/validatePasswordChange';
import { renderAt } from './harness';

async function renderForm() {
  render(
    <MemoryRouter>
      <PasswordChangeForm />
    </MemoryRouter>,
  );
}
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
const alertText = () => screen.getByRole('alert').textContent;

describe('Change Your Password', () => {
  it("says 'All password fields are required.' while any field is empty", async () => {
    await renderForm();
    expect(screen.getByRole('heading', { name: 'Change Your Password' })).toBeTruthy();
    submit();
    expect(alertText()).toBe('All password fields are required.');
    type('Current Password', 'Demo-pass-2026!');
    submit();
    expect(alertText()).toBe('All password fields are required.');
    type('New Password', 'Warmer-2026!');
    submit();
    expect(alertText()).toBe('All password fields are required.');
    expect(screen.getByLabelText('Confirm New Password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Current Password').getAttribute('aria-invalid')).toBe('false');
  });

  it("says 'New passwords do not match.' when the confirmation differs", async () => {
    await renderForm();
    type('Current Password', 'Demo-pass-2026!');
    type('New Password', 'Warmer-2026!');
    type('Confirm New Password', 'Warmer-2027!');
    submit();
    expect(alertText()).toBe('New passwords do not match.');
    expect(screen.getByLabelText('Confirm New Password').getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a new password that misses the criteria, with the registration message', async () => {
    await renderForm();
    type('Current Password', 'Demo-pass-2026!');
    type('New Password', 'warmer');
    type('Confirm New Password', 'warmer');
    submit();
    expect(alertText()).toBe('Password does not meet all criteria.');
  });

  it('validatePasswordChange orders the rules as the spec does', () => {
    expect(validatePasswordChange({ currentPassword: '', newPassword: 'a', confirmPassword: 'b' })).toBe('passwordFieldsRequired');
    expect(validatePasswordChange({ currentPassword: 'x', newPassword: 'a', confirmPassword: 'b' })).toBe('newPasswordsMismatch');
    expect(validatePasswordChange({ currentPassword: 'x', newPassword: 'a', confirmPassword: 'a' })).toBe('passwordCriteria');
    expect(validatePasswordChange({ currentPassword: 'x', newPassword: 'Aa1!aaaa', confirmPassword: 'Aa1!aaaa' })).toBeNull();
  });
});

describe('/profile-settings', () => {
  it('sends a signed-out visitor to /login', async () => {
    localStorage.clear();
    await renderAt('/profile-settings');
    expect(screen.getByTestId('path').textContent).toBe('/login');
    expect(screen.getByRole('heading', { name: 'Log In to Your Account' })).toBeTruthy();
  });
});
