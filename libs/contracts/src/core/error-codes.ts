/**
 * Every `code` an answer's `{ message, code }` can carry, in one style (camelCase), so a screen can
 * translate any of them by key (docs/architecture.md#routes-and-errors). The platform's own codes are
 * named here; each domain declares its codes in its own folder, beside the message catalogue they are the
 * keys of (plus its own not-found and limit codes), by adding an entry to `DomainErrorCodes` below with
 * `declare module`. So this file imports no domain, and a program knows the
 * codes of the domains it imports: svc-billing may throw billing's codes and the general ones, and a
 * typo or another domain's code is a type error where it is written. Services throw only codes of
 * `ErrorCode`: service-kit's errors take one. It is a type, checked where a code is written, because
 * contracts also ships to the browser, where a list of strings would weigh on every page.
 */
export type GeneralErrorCode =
  // The request itself
  | 'badRequest'
  | 'validationError'
  | 'invalidJson'
  | 'emptyJsonBody'
  | 'unsupportedMediaType'
  | 'payloadTooLarge'
  | 'badUrl'
  | 'paramTooLong'
  | 'nulCharacter'
  // Who is asking
  | 'unauthorized'
  | 'sessionInvalid'
  | 'forbidden'
  // What it asks for
  | 'notFound'
  | 'conflict'
  // Limits
  | 'tooManyRequests'
  | 'rateLimited'
  // The platform
  | 'internalError'
  | 'serviceUnavailable'
  | 'gatewayTimeout'
  | 'badGateway'
  | 'notReady'
  | 'remotesConfigUnavailable'
  // Set by the browser's api client when there is no answer to read
  | 'networkError'
  | 'timeout'
  | 'invalidResponse'
  | 'fetchFailed';

/**
 * The codes by who declares them. A domain adds its entry at the end of the file of its catalogue, so
 * any program that reads the catalogue knows its codes (src/billing/billing.ts):
 *
 *     declare module '../core/error-codes' {
 *       interface DomainErrorCodes { billing: BillingMessageCode }
 *     }
 */
export interface DomainErrorCodes {
  general: GeneralErrorCode;
}

/** A code of the platform or of any domain this program imports. */
export type ErrorCode = DomainErrorCodes[keyof DomainErrorCodes];
