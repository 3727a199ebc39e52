/** @jest-environment jsdom */
import i18next from 'i18next';
import { answerError, ApiError, changeLanguage } from '@hvac/web-kit';
import { failureText } from '@hvac/web-kit/failure-text';
import { KNOWN_MESSAGES, NS } from '../src/i18n';

/** The accounts screens' failure texts through web-kit's one helper, as they read before it replaced errorText. */
describe('accounts failure texts', () => {
  const t = () => i18next.getFixedT(null, NS);
  const known = { known: KNOWN_MESSAGES };

  it("shows the server's message, translated by its code when the screen knows the code", async () => {
    await changeLanguage('es');
    expect(failureText(new ApiError('An account with this email already exists.', 409, 'emailTaken'), t(), 'messages.registrationFailed', known)).toBe(
      'Ya existe una cuenta con este correo electrónico.',
    );
  });

  it('translates a known English message without a code, and the login’s HTTP status text', async () => {
    await changeLanguage('fa');
    expect(failureText(new ApiError('This reset link is invalid or has expired.', 400), t(), 'reset.failed', known)).toBe(
      'این پیوند بازنشانی نامعتبر است یا منقضی شده است.',
    );
    expect(failureText(answerError(502, '{}'), t(), 'messages.loginInvalid', { ...known, statusKey: 'messages.httpStatus' })).toMatch(/^خطای HTTP! وضعیت: (502|۵۰۲)$/);
  });

  it('says the screen’s fallback, not a status, when the server answered without a message (docs/domains/accounts.md#messages)', async () => {
    expect(failureText(answerError(500, '{}'), t(), 'messages.registrationFailed', known)).toBe('Registration failed. Please try again.');
    expect(failureText(answerError(500, 'Internal Server Error'), t(), 'messages.profileUpdateFailed', known)).toBe('Failed to update profile.');
    await changeLanguage('es');
    expect(failureText(answerError(500, '{}'), t(), 'forgot.failed', known)).toBe(i18next.getFixedT('es', NS)('forgot.failed'));
  });

  it('tells a refused (429) login, reset request or password change how long to wait, in the reader’s language', async () => {
    const refused = (code: string, seconds?: number) => new ApiError('Too many attempts.', 429, code, seconds);
    expect(failureText(refused('loginRateLimited', 90), t(), 'messages.loginInvalid', known)).toBe('Too many failed login attempts. Please try again in 2 minutes.');
    expect(failureText(refused('rateLimited', 1), t(), 'messages.loginInvalid', known)).toBe('Too many requests. Please try again in 1 second.');
    await changeLanguage('fa');
    expect(failureText(refused('resetRateLimited', 3600), t(), 'forgot.failed', known)).toBe(
      'درخواست‌های بازنشانی رمز عبور بیش از حد مجاز است. لطفاً ۶۰ دقیقه بعد دوباره تلاش کنید.',
    );
    await changeLanguage('es');
    expect(failureText(refused('passwordRateLimited', 5), t(), 'profile.passwordChangeFailed', known)).toBe(
      'Demasiadas contraseñas incorrectas. Vuelva a intentarlo dentro de 5 segundos.',
    );
    // Without Retry-After the wait is a minute, the gateway's window.
    expect(failureText(refused('loginRateLimited'), t(), 'messages.loginInvalid', known)).toBe(
      'Demasiados intentos fallidos de inicio de sesión. Vuelva a intentarlo dentro de 1 minuto.',
    );
  });

  it('passes an unknown server message through as it is', () => {
    expect(failureText(new ApiError('Too many attempts. Try again in 15 minutes.', 429, 'bookingRateLimited'), t(), 'messages.loginInvalid', known)).toBe(
      'Too many attempts. Try again in 15 minutes.',
    );
  });

  it("falls back to the screen's own text when there is no server message", () => {
    expect(failureText(new TypeError('Failed to fetch'), t(), 'messages.loginInvalid', known)).toBe('Invalid email or password.');
    expect(failureText(new ApiError('', 500), t(), 'messages.registrationFailed', known)).toBe('Registration failed. Please try again.');
    expect(failureText(undefined, t(), 'messages.profileUpdateFailed', known)).toBe('Failed to update profile.');
    expect(failureText(new TypeError('Failed to fetch'), t(), 'profile.passwordChangeFailed', known)).toBe('Failed to change password.');
  });
});
