/** @jest-environment jsdom */
import i18next from 'i18next';
import { answerError, ApiError, changeLanguage, httpErrorMessage, initI18n, registerTranslations } from '../src';
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

  it("gives the screen's fallback, in the reader's language, for an answer without a message, though its catalogue has a status text", async () => {
    // What the api client makes of a 500 answered `{}` and of one whose body is not JSON.
    const bare = [answerError(500, '{}'), answerError(500, '<html>Internal Server Error</html>'), answerError(502, '')];
    for (const err of bare) {
      expect(failureText(err, t(), 'messages.loadFailed', { known: en.messages })).toBe('Could not load the list.');
      expect(failureText(err, t(), 'messages.loadFailed', { known: en.messages, framed: 'messages.error', errorsOwnMessage: true })).toBe('Could not load the list.');
    }
    await changeLanguage('fa');
    expect(failureText(bare[0], t(), 'messages.loadFailed', { known: en.messages })).toBe(fa.messages.loadFailed);
  });

  it('words an answer without a message with statusKey, for the one screen whose texts give one', async () => {
    await changeLanguage('fa');
    const err = answerError(502, '{}');
    expect(err.message).toBe(httpErrorMessage(502));
    expect(failureText(err, t(), 'messages.loadFailed', { known: en.messages, statusKey: 'messages.httpStatus' })).toMatch(/^خطای HTTP! وضعیت: (502|۵۰۲)$/);
  });

  it("reads the server's message and code from an answer's body", () => {
    const err = answerError(409, JSON.stringify({ message: 'An account with this email already exists.', code: 'emailTaken' }));
    expect([err.status, err.code, err.message]).toEqual([409, 'emailTaken', 'An account with this email already exists.']);
    expect(failureText(answerError(500, JSON.stringify({ message: 'Disk full.' })), t(), 'messages.loadFailed', { known: en.messages })).toBe('Disk full.');
  });
});
