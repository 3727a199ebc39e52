/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { renderAt } from './harness';

describe('/forgot-password', () => {
  it('checks the address before sending', async () => {
    await renderAt('/forgot-password');
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByRole('alert').textContent).toBe('Email Address is required.');
    fireEvent.change(screen.getByLabelText(/Email Address/), { target: { value: 'dana@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByRole('alert').textContent).toBe('Email address is invalid.');
    expect(screen.getByRole('link', { name: 'Back to Log In' }).getAttribute('href')).toBe('/login');
  });
});

describe('/reset-password', () => {
  it('without a token says the link is invalid and offers a new one', async () => {
    await renderAt('/reset-password');
    expect(screen.getByRole('alert').textContent).toBe('This reset link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('applies the registration password rules and shows the checklist', async () => {
    await renderAt('/reset-password?token=abc');
    const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    submit();
    expect(document.getElementById('reset-password-error')?.textContent).toBe('Password is required.');
    expect(document.getElementById('reset-confirm-error')?.textContent).toBe('Confirm Password is required.');
    fireEvent.change(screen.getByLabelText(/^New Password/), { target: { value: 'short' } });
    expect(document.getElementById('reset-password-error')?.textContent).toBe('Password does not meet all criteria.');
    expect(document.querySelectorAll('#reset-criteria li[data-met="true"]')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText(/^New Password/), { target: { value: 'Longer-2026' } });
    fireEvent.change(screen.getByLabelText(/^Confirm New Password/), { target: { value: 'Longer-2025' } });
    expect(document.getElementById('reset-confirm-error')?.textContent).toBe('Passwords do not match.');
  });
});
