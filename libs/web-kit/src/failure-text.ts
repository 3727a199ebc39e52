import i18next, { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
// Through the package name, not './api': this module is bundled into each remote that uses it (it holds
// no state), and only the shared @hvac/web-kit carries the page's one ApiError class.
import { ApiError, httpErrorMessage } from '@hvac/web-kit';

export interface FailureTextOptions {
  /**
   * The screen's `messages` in English. A failure whose code is one of its keys, or whose message is one
   * of its texts, is said in the reader's language (`messages.<key>` of the screen's namespace).
   */
  known?: Readonly<Record<string, string>>;
  /** Frames the server's words, e.g. 'messages.submitError' ('Error: {{message}}'); the fallback stands alone. */
  framed?: string;
  /**
   * When no server spoke, the error's own message ('Failed to fetch') before the fallback, for a screen
   * whose texts ask for it (the booking dialog's). An answer without a message has none of its own.
   */
  errorsOwnMessage?: boolean;
  /**
   * The words for an answer without a message, `{{status}}` filled in, for the one screen whose texts
   * give one (the login's 'HTTP error! status: {code}'); every other screen says its fallback then.
   */
  statusKey?: string;
}

/** How long a refused request must wait, in the reader's words ("in 2 minutes"); a minute when unsaid. */
function waitText(retryAfterSeconds = 60): string {
  const format = new Intl.RelativeTimeFormat(i18next.resolvedLanguage ?? 'en', { numeric: 'always' });
  const seconds = Math.max(1, retryAfterSeconds);
  return seconds < 60 ? format.format(seconds, 'second') : format.format(Math.ceil(seconds / 60), 'minute');
}

/** Texts the browser side writes in English when no server answered in words. */
const LOCAL_CODES: ReadonlySet<string | undefined> = new Set(['networkError', 'timeout', 'invalidResponse']);

/** An HTTP answer that carried no message (a 500 with `{}`, a body that is not JSON): the server said nothing in words. */
const bareStatus = (err: unknown): boolean => err instanceof ApiError && err.status > 0 && err.message === httpErrorMessage(err.status);

function serverWords(err: unknown, t: TFunction, known: Readonly<Record<string, string>>, statusKey: string | undefined): string | null {
  if (!(err instanceof ApiError)) return null;
  // A refusal (429) text says when to try again: {{when}}.
  if (err.code && Object.hasOwn(known, err.code)) return t(`messages.${err.code}`, err.status === 429 ? { when: waitText(err.retryAfterSeconds) } : {});
  const key = Object.keys(known).find((k) => known[k] === err.message);
  if (key) return t(`messages.${key}`);
  if (bareStatus(err)) return statusKey ? t(statusKey, { status: err.status }) : null;
  return LOCAL_CODES.has(err.code) || !err.message ? null : err.message;
}

/**
 * What a screen says about any failure (docs/architecture.md#frontend-conventions): the server's message, in the reader's language when
 * the screen knows it by code or text; else the screen's own `fallbackKey`. An answer without a message
 * (a 500 with `{}`), a network failure or a time-out has no server words, and the screen's text reads
 * better than a status number or the browser's English.
 */
export function failureText(err: unknown, t: TFunction, fallbackKey: string, { known = {}, framed, errorsOwnMessage, statusKey }: FailureTextOptions = {}): string {
  const own = errorsOwnMessage && err instanceof Error && err.message && !bareStatus(err) ? err.message : null;
  const words = serverWords(err, t, known, statusKey) ?? own;
  if (words === null) return t(fallbackKey);
  return framed ? t(framed, { message: words }) : words;
}

/** `failureText` bound to a screen's namespace and its known `messages`: `describe(err, 'messages.fetchFailed')`. */
export function useFailureText(ns: string, known?: Readonly<Record<string, string>>): (err: unknown, fallbackKey: string) => string {
  const { t } = useTranslation(ns);
  return (err, fallbackKey) => failureText(err, t, fallbackKey, { known });
}

/**
 * The words an overview widget's frame shows in a remote's namespace (`loading`, `retry`, and the
 * failure through failureText with `failed` as its fallback), spread into `@hvac/ui/widget`'s
 * OverviewWidget (docs/architecture.md#microfrontends).
 */
export function useWidgetWords(ns: string, error: unknown): { loading: string; failed: string; retry: string } {
  const { t } = useTranslation(ns);
  const describe = useFailureText(ns, {});
  return { loading: t('loading'), failed: error ? describe(error, 'failed') : '', retry: t('retry') };
}
