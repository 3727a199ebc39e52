import type { ErrorCode } from './error-codes';

/*
 * What every domain's rules share, so the server enforces exactly what the screens promise: the shape of
 * a refused field and the e-mail address check. Each domain's rules and messages live in its folder.
 */

export interface FieldError {
  field: string;
  code: ErrorCode;
  message: string;
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isValidEmail = (value: string): boolean => value.length <= 320 && EMAIL_RE.test(value.trim());

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
