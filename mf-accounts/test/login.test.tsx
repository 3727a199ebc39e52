/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { api, useSession } from '@hvac/web-kit';
import { USERS, renderRoutes } from '@hvac/web-kit/testing';
import AccountsRoutes from '../src/routes';
import { validateLogin } from '../src/login/validateLogin';
import { renderAt } from './harness';

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Log In' }));

describe('/login', () => {
  it('asks for both fields before calling the server, whichever one is missing', async () => {
    await renderAt('/login');
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Please enter both email and password.');
    expect(screen.getByLabelText('Email Address').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'client@example.com' } });
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Please enter both email and password.');
    expect(screen.getByLabelText('Email Address').getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: '   ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo-pass-2026!' } });
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Please enter both email and password.');
    expect(screen.getByTestId('path').textContent).toBe('/login');
  });

  it('links to /forgot-password and /register', async () => {
    await renderAt('/login');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Create one' }).getAttribute('href')).toBe('/register');
  });

  it('names the page for the browser tab and search engines', async () => {
    await renderAt('/login');
    expect(document.title).toBe('Log In | Bayou City Comfort HVAC');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('Bayou City Comfort HVAC');
  });

  it('shows the rule in Persian', async () => {
    await renderAt('/login', 'fa');
    fireEvent.click(screen.getByRole('button', { name: 'ورود' }));
    expect(screen.getByRole('alert').textContent).toBe('لطفاً ایمیل و رمز عبور را وارد کنید.');
  });

  it('shows the rule in Spanish', async () => {
    await renderAt('/login', 'es');
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.getByRole('alert').textContent).toBe('Por favor, introduzca el correo electrónico y la contraseña.');
  });

  it("goes back to the account page that sent the visitor here, else to the client's home; never to another site", async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({ token: 'token', user: USERS.client });
    try {
      for (const [from, lands] of [
        ['/my-quotes-and-invoices', '/my-quotes-and-invoices'],
        [undefined, '/my-account'],
        ['//evil.example/phish', '/my-account'],
        ['https://evil.example/', '/my-account'],
      ] as const) {
        act(() => useSession.getState().logout());
        const view = await renderRoutes(AccountsRoutes, '/login', { state: from ? { from } : undefined });
        fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'client@example.com' } });
        fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo-pass-2026!' } });
        submit();
        await waitFor(() => expect(screen.getByTestId('path').textContent).not.toBe('/login'));
        expect([from, screen.getByTestId('path').textContent]).toEqual([from, lands]);
        view.unmount();
      }
    } finally {
      post.mockRestore();
      act(() => useSession.getState().logout());
    }
  });

  it.each([
    ['admin', '/admin/dashboard'],
    ['manager', '/admin/dashboard'],
    ['staff', '/admin'],
    ['client', '/my-account'],
  ] as const)("leads %s to the role's home, %s (docs/domains/accounts.md#homes)", async (role, home) => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({ token: 'token', user: USERS[role] });
    try {
      act(() => useSession.getState().logout());
      await renderRoutes(AccountsRoutes, '/login');
      fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: `${role}@example.com` } });
      fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo-pass-2026!' } });
      submit();
      await waitFor(() => expect(screen.getByTestId('path').textContent).toBe(home));
    } finally {
      post.mockRestore();
      act(() => useSession.getState().logout());
    }
  });

  it('validateLogin: only both present passes', () => {
    expect(validateLogin('', '')).toBe('loginBothRequired');
    expect(validateLogin('a@b.co', '')).toBe('loginBothRequired');
    expect(validateLogin(' ', 'x')).toBe('loginBothRequired');
    expect(validateLogin('a@b.co', 'x')).toBeNull();
  });
});
