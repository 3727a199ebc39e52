/**
 * Accounts' validation rules (identity), shared by the browser forms and the services, so the server enforces exactly what
 * the screens promise. Messages are the exact texts of docs/domains/accounts.md#validation; `code` lets a screen translate them.
 */
import { isValidEmail, type FieldError } from '../core';

export const MESSAGES = {
  loginBothRequired: 'Please enter both email and password.',
  loginInvalid: 'Invalid email or password.',
  fullNameRequired: 'Full Name is required.',
  emailRequired: 'Email Address is required.',
  emailInvalid: 'Email address is invalid.',
  phoneInvalid: 'Phone number is invalid.',
  passwordRequired: 'Password is required.',
  passwordCriteria: 'Password does not meet all criteria.',
  confirmRequired: 'Confirm Password is required.',
  passwordsMismatch: 'Passwords do not match.',
  termsRequired: 'You must agree to the Terms of Service and Privacy Policy.',
  emailTaken: 'An account with this email already exists.',
  editUserRequired: 'Username, Email, and Role are required.',
  editUserEmailInvalid: 'Please enter a valid email address.',
  selfDelete: 'You cannot delete your own account.',
  passwordFieldsRequired: 'All password fields are required.',
  newPasswordsMismatch: 'New passwords do not match.',
  currentPasswordWrong: 'Current password is incorrect.',
  passwordUpdated: 'Password updated successfully.',
} as const;

/**
 * Optional plus sign, then 10 digits whose last group has 4 to 6 digits (docs/domains/accounts.md#validation, registration); the
 * area code may sit in parentheses, groups may be split by a space, dot or dash.
 */
const REGISTRATION_PHONE_RE = /^\+?(\(\d{3}\)|\d{3})[\s.-]?(\d{3})[\s.-]?(\d{4,6})$/;

export const isValidRegistrationPhone = (value: string): boolean => {
  const m = REGISTRATION_PHONE_RE.exec(value.trim());
  if (!m) return false;
  const digits = value.replace(/\D/g, '');
  return digits.length >= 10 && digits.length <= 12;
};

export interface PasswordCriteria {
  length: boolean;
  uppercase: boolean;
  lowercase: boolean;
  number: boolean;
  special: boolean;
}

export const PASSWORD_MIN_LENGTH = 8;

export const passwordCriteria = (password: string): PasswordCriteria => ({
  length: password.length >= PASSWORD_MIN_LENGTH,
  uppercase: /[A-Z]/.test(password),
  lowercase: /[a-z]/.test(password),
  number: /\d/.test(password),
  special: /[^A-Za-z0-9]/.test(password),
});

export const meetsPasswordCriteria = (password: string): boolean =>
  Object.values(passwordCriteria(password)).every(Boolean);

export interface RegistrationInput {
  username?: string | null;
  email?: string | null;
  phone?: string | null;
  password?: string | null;
  confirmPassword?: string | null;
  agreeToTerms?: boolean;
}

const blank = (v: string | null | undefined): boolean => v === undefined || v === null || v.trim() === '';

/**
 * Registration rules. The server has no confirmation or terms fields to check; pass
 * `{ checkConfirmation: false, checkTerms: false }` there.
 */
export function validateRegistration(
  input: RegistrationInput,
  opts: { checkConfirmation?: boolean; checkTerms?: boolean } = {},
): FieldError[] {
  const { checkConfirmation = true, checkTerms = true } = opts;
  const errors: FieldError[] = [];
  const add = (field: string, code: keyof typeof MESSAGES) => errors.push({ field, code, message: MESSAGES[code] });
  if (blank(input.username)) add('username', 'fullNameRequired');
  if (blank(input.email)) add('email', 'emailRequired');
  else if (!isValidEmail(input.email!)) add('email', 'emailInvalid');
  if (!blank(input.phone) && !isValidRegistrationPhone(input.phone!)) add('phone', 'phoneInvalid');
  if (!input.password) add('password', 'passwordRequired');
  else if (!meetsPasswordCriteria(input.password)) add('password', 'passwordCriteria');
  if (checkConfirmation) {
    if (!input.confirmPassword) add('confirmPassword', 'confirmRequired');
    else if (input.password !== input.confirmPassword) add('confirmPassword', 'passwordsMismatch');
  }
  if (checkTerms && !input.agreeToTerms) add('agreeToTerms', 'termsRequired');
  return errors;
}

export interface EditUserInput {
  username?: string | null;
  email?: string | null;
  role?: string | null;
}

export function validateEditUser(input: EditUserInput): FieldError[] {
  if (blank(input.username) || blank(input.email) || blank(input.role)) {
    return [{ field: 'form', code: 'editUserRequired', message: MESSAGES.editUserRequired }];
  }
  if (!isValidEmail(input.email!)) return [{ field: 'email', code: 'editUserEmailInvalid', message: MESSAGES.editUserEmailInvalid }];
  return [];
}

/** Identity's codes: the accounts forms' and its own, known to every program that imports them (core/error-codes.ts). */
declare module '../core/error-codes' {
  interface DomainErrorCodes {
    identity: 
      | keyof typeof MESSAGES
      | 'userNotFound'
      | 'usernameRequired'
      | 'roleInvalid'
      | 'selfRoleChange'
      | 'resetInvalid'
      | 'phoneDigits'
      | 'loginRateLimited'
      | 'passwordRateLimited'
      | 'resetRateLimited';
  }
}
