/** @jest-environment jsdom */
import i18next from 'i18next';
import { ApiError, changeLanguage, httpErrorMessage, initI18n, registerTranslations } from '../src';
import { failureText } from '../src/failure-text';

const en = {
  messages: {
    emailTaken: 'An account with this email already exists.',
    loadFailed: 'Could not load the list.',
    httpStatus: 'HTTP error! status: {{status}}',
    error: 'Error: {{message}}',
    loginRateLimited: 'Too many failed login attempts. Please try again {{when}}.',
  },
};
const es = {
  messages: {
    emailTaken: 'Ya existe una cuenta con este correo electrónico.',
    loadFailed: 'No se pudo cargar la lista.',
    httpStatus: '¡Error HTTP! estado: {{status}}',
    error: 'Error: {{message}}',
    loginRateLimited: 'Demasiados intentos. Vuelva a intentarlo {{when}}.',
  },
};
const fa = {
  messages: {
    emailTaken: 'حسابی با این ایمیل از قبل وجود دارد.',
    loadFailed: 'فهرست بارگیری نشد.',
    httpStatus: 'خطای HTTP! وضعیت: {{status}}',
    error: 'خطا: {{message}}',
    loginRateLimited: 'تلاش‌های ناموفق زیاد. لطفاً {{when}} دوباره تلاش کنید.',
  },
};
const { httpStatus: _http, ...withoutStatus } = en.messages;

describe('failureText', () => {
  const t = () => i18next.getFixedT(null, 'screen');
  beforeAll(() => {
    initI18n();
    registerTranslations('screen', { en, es, fa });
  });
  afterEach(() => changeLanguage('en'));

  it("says a code or an English text the screen knows in the reader's language", async () => {
    await changeLanguage('es');
    const known = en.messages;
    expect(failureText(new ApiError('Some server wording', 409, 'emailTaken'), t(), 'messages.loadFailed', { known })).toBe(es.messages.emailTaken);
    expect(failureText(new ApiError(en.messages.loadFailed, 0, 'fetchFailed'), t(), 'messages.error', { known })).toBe(es.messages.loadFailed);
  });

  it('tells a refusal (429) when to try again, from Retry-After or a minute, in the reader’s words', async () => {
    const refused = (seconds?: number) => new ApiError('Too many attempts.', 429, 'loginRateLimited', seconds);
    expect(failureText(refused(90), t(), 'messages.loadFailed', { known: en.messages })).toBe('Too many failed login attempts. Please try again in 2 minutes.');
    expect(failureText(refused(1), t(), 'messages.loadFailed', { known: en.messages })).toBe('Too many failed login attempts. Please try again in 1 second.');
    await changeLanguage('es');
    expect(failureText(refused(), t(), 'messages.loadFailed', { known: en.messages })).toBe('Demasiados intentos. Vuelva a intentarlo dentro de 1 minuto.');
  });

  it("shows any other server message as it came, framed when the screen frames the server's words", () => {
    const err = new ApiError('Too many attempts. Try again in 15 minutes.', 429, 'rateLimited');
    expect(failureText(err, t(), 'messages.loadFailed')).toBe('Too many attempts. Try again in 15 minutes.');
    expect(failureText(err, t(), 'messages.loadFailed', { framed: 'messages.error' })).toBe('Error: Too many attempts. Try again in 15 minutes.');
  });

  it("gives the screen's fallback, never framed, when no server spoke: network, time-out, invalid answer, no message, not an ApiError", () => {
    for (const err of [
      new ApiError('Failed to fetch', 0, 'networkError'),
      new ApiError('The server took too long to answer. Please try again.', 0, 'timeout'),
      new ApiError('Server returned invalid response format', 200, 'invalidResponse'),
      new ApiError('', 500),
      new TypeError('Failed to fetch'),
      undefined,
    ]) {
      expect(failureText(err, t(), 'messages.loadFailed', { known: en.messages, framed: 'messages.error' })).toBe('Could not load the list.');
    }
  });

  it("shows the error's own message before the fallback when the screen's texts ask for it", () => {
    const options = { known: en.messages, framed: 'messages.error', errorsOwnMessage: true };
    expect(failureText(new ApiError('Failed to fetch', 0, 'networkError'), t(), 'messages.loadFailed', options)).toBe('Error: Failed to fetch');
    expect(failureText(new ApiError('', 500), t(), 'messages.loadFailed', options)).toBe('Could not load the list.');
  });

  it("words a bare HTTP status with the screen's status text when it has one, else its fallback", async () => {
    await changeLanguage('fa');
    const err = new ApiError(httpErrorMessage(502), 502);
    expect(failureText(err, t(), 'messages.loadFailed', { known: en.messages })).toBe('خطای HTTP! وضعیت: 502');
    expect(failureText(err, t(), 'messages.loadFailed', { known: withoutStatus })).toBe(fa.messages.loadFailed);
  });
});
