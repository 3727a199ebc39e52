import type { BILLING_MESSAGES } from './billing';
import type { DOCUMENT_MESSAGES } from './billing-documents';
import type { BLOG_MESSAGES } from './blog';
import type { CONTACT_MESSAGES } from './contact';
import type { EXPENSE_MESSAGES } from './expenses';
import type { INVENTORY_MESSAGES } from './inventory';
import type { BOOKING_MESSAGES, SERVICE_REQUEST_MESSAGES } from './service-requests';
import type { TAX_MESSAGES } from './tax';
import type { MESSAGES } from './validation';

/**
 * Every `code` an answer's `{ message, code }` can carry, in one style (camelCase), so a screen can
 * translate any of them by key (docs/architecture.md#routes-and-errors). A field rule's code is the key of
 * its message in the catalogues below; the rest are named here. Services throw only codes of this
 * registry: service-kit's errors take an `ErrorCode`. It is a type, checked where a code is written,
 * because contracts also ships to the browser, where a list of strings would weigh on every page.
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
  | 'userNotFound'
  | 'serviceRequestNotFound'
  | 'blogNotFound'
  // Limits
  | 'tooManyRequests'
  | 'rateLimited'
  | 'loginRateLimited'
  | 'passwordRateLimited'
  | 'resetRateLimited'
  | 'bookingRateLimited'
  // The platform
  | 'internalError'
  | 'serviceUnavailable'
  | 'gatewayTimeout'
  | 'badGateway'
  | 'notReady'
  | 'remotesConfigUnavailable'
  // Identity's own rules beyond the form catalogues
  | 'usernameRequired'
  | 'roleInvalid'
  | 'selfRoleChange'
  | 'resetInvalid'
  | 'phoneDigits'
  | 'invalidWindow'
  // Set by the browser's api client when there is no answer to read
  | 'networkError'
  | 'timeout'
  | 'invalidResponse'
  | 'fetchFailed';

export type FieldErrorCode =
  | keyof typeof MESSAGES
  | keyof typeof BOOKING_MESSAGES
  | keyof typeof SERVICE_REQUEST_MESSAGES
  | keyof typeof BLOG_MESSAGES
  | keyof typeof CONTACT_MESSAGES
  | keyof typeof BILLING_MESSAGES
  | keyof typeof DOCUMENT_MESSAGES
  | keyof typeof EXPENSE_MESSAGES
  | keyof typeof TAX_MESSAGES
  | keyof typeof INVENTORY_MESSAGES;

export type ErrorCode = GeneralErrorCode | FieldErrorCode;
