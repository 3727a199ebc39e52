/** @jest-environment @hvac/web-kit/fetch-environment */
/**
 * What the account screens say when svc-identity answers 500 with `{}` (docs/domains/accounts.md#messages):
 * each screen's own fallback in the reader's language; only the login words the bare status, as its texts
 * say. The page's real calls go out through the api client and a stubbed fetch answers them.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { useSession } from '@hvac/web-kit';
import { answerCalls } from '@hvac/web-kit/testing';
import { renderAt } from './harness';

const field = (label: string) => screen.getByLabelText((text) => text === label || text === `${label} *`, { selector: 'input' });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

beforeEach(() => answerCalls(() => ({ status: 500, body: {} })));
afterEach(() => {
  jest.restoreAllMocks();
  act(() => useSession.getState().logout());
});

describe('account screens, svc-identity answering 500 with {}', () => {
  it('registration says Registration failed. Please try again., in Spanish too', async () => {
    for (const [lng, words] of [
      ['en', 'Registration failed. Please try again.'],
      ['es', 'El registro ha fallado. Por favor, inténtelo de nuevo.'],
    ] as const) {
      const { unmount } = await renderAt('/register', lng);
      type(lng === 'en' ? 'Full Name' : 'Nombre completo', 'Dana Whitfield');
      type(lng === 'en' ? 'Email Address' : 'Correo electrónico', 'dana@example.com');
      type(lng === 'en' ? 'Password' : 'Contraseña', 'Cool-Air-2026');
      type(lng === 'en' ? 'Confirm Password' : 'Confirmar contraseña', 'Cool-Air-2026');
      fireEvent.click(screen.getByRole('checkbox'));
      fireEvent.submit(document.querySelector('form')!);
      expect((await screen.findByRole('alert')).textContent).toBe(words);
      unmount();
    }
  });

  it('the login words the bare status, as its texts say', async () => {
    await renderAt('/login');
    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'client@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo-pass-2026!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect((await screen.findByText('HTTP error! status: 500')).textContent).toBe('HTTP error! status: 500');
  });
});
