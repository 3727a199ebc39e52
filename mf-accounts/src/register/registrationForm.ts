import type { FieldError } from '@hvac/contracts';
import { meetsPasswordCriteria, validateRegistration } from '@hvac/contracts/identity';

export interface RegistrationForm {
  username: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  agreeToTerms: boolean;
}

export type RegistrationField = keyof RegistrationForm;

export const emptyRegistration: RegistrationForm = {
  username: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  agreeToTerms: false,
};

/** docs/domains/accounts.md#validation: submit stays disabled until every required field is filled, terms ticked, criteria met, passwords equal. */
export const canSubmitRegistration = (f: RegistrationForm): boolean =>
  f.username.trim() !== '' &&
  f.email.trim() !== '' &&
  f.password !== '' &&
  f.confirmPassword !== '' &&
  f.agreeToTerms &&
  meetsPasswordCriteria(f.password) &&
  f.password === f.confirmPassword;

/** The first error of each field, by field name, from the rules shared with svc-identity. */
export const registrationErrors = (f: RegistrationForm): Partial<Record<RegistrationField, FieldError>> => {
  const byField: Partial<Record<RegistrationField, FieldError>> = {};
  for (const error of validateRegistration(f)) {
    const field = error.field as RegistrationField;
    byField[field] ??= error;
  }
  return byField;
};
