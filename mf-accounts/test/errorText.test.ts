/** @jest-environment jsdom */
import i18next from 'i18next';
import { ApiError, changeLanguage } from '@hvac/web-kit';
import { NS } from '../src/i18n';
import { errorText } from '../src/shared/errorText';

describe('errorText', () => {
  const t = () => i18next.getFixedT(null, NS);
  afterEach(() => changeLanguage('en'));

  it("shows the server's message, translated by its code when the screen knows the code", async () => {
    await changeLanguage('es');
    expect(errorText(new ApiError('An account with this email already exists.', 409, 'emailTaken'), t(), 'registrationFailed')).toBe(
      'Ya existe una cuenta con este correo electrónico.',
    );
  });

  it('translates a known English message without a code, and the HTTP status text', async () => {
    await changeLanguage('fa');
    expect(errorText(new ApiError('This reset link is invalid or has expired.', 400), t(), 'reset.failed')).toBe(
      'این پیوند بازنشانی نامعتبر است یا منقضی شده است.',
    );
    expect(errorText(new ApiError('HTTP error! status: 502', 502), t(), 'loginInvalid')).toBe('خطای HTTP! وضعیت: 502');
  });

  it('passes an unknown server message through as it is', () => {
    expect(errorText(new ApiError('Too many attempts. Try again in 15 minutes.', 429, 'rateLimited'), t(), 'loginInvalid')).toBe(
      'Too many attempts. Try again in 15 minutes.',
    );
  });

  it("falls back to the screen's own text when there is no server message", () => {
    expect(errorText(new TypeError('Failed to fetch'), t(), 'loginInvalid')).toBe('Invalid email or password.');
    expect(errorText(new ApiError('', 500), t(), 'registrationFailed')).toBe('Registration failed. Please try again.');
    expect(errorText(undefined, t(), 'profileUpdateFailed')).toBe('Failed to update profile.');
    expect(errorText(new TypeError('Failed to fetch'), t(), 'profile.passwordChangeFailed')).toBe('Failed to change password.');
  });
});
