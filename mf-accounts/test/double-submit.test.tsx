/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { api } from '@hvac/web-kit';
import { renderAt } from './harness';

// A double click sends one request (libs/ui's useSubmit, docs/architecture.md#frontend-conventions).
const never = () => new Promise<never>(() => undefined);
const doubleClick = (button: HTMLElement) =>
  act(() => {
    fireEvent.click(button);
    fireEvent.click(button);
  });

afterEach(() => jest.restoreAllMocks());

describe('a double click sends one request', () => {
  it('Log In', async () => {
    const post = jest.spyOn(api, 'post').mockImplementation(never);
    await renderAt('/login');
    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'client@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo-pass-2026!' } });
    doubleClick(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button', { name: /Logging in/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('Create Account', async () => {
    const post = jest.spyOn(api, 'post').mockImplementation(never);
    await renderAt('/register');
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText((text) => text === label || text === `${label} *`, { selector: 'input' }), { target: { value } });
    type('Full Name', 'Dana Whitfield');
    type('Email Address', 'dana@example.com');
    type('Password', 'Cool-Air-2026');
    type('Confirm Password', 'Cool-Air-2026');
    fireEvent.click(screen.getByRole('checkbox'));
    doubleClick(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('Send Reset Link', async () => {
    const post = jest.spyOn(api, 'post').mockImplementation(never);
    await renderAt('/forgot-password');
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'client@example.com' } });
    const send = screen.getByRole('button');
    doubleClick(send);
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post).toHaveBeenCalledTimes(1);
    expect((send as HTMLButtonElement).disabled).toBe(true);
  });
});
