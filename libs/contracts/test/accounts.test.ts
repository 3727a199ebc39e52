import { isValidEmail, normalizeEmail, type FieldError } from '@hvac/contracts';
import { MESSAGES, PASSWORD_MIN_LENGTH, isValidRegistrationPhone, meetsPasswordCriteria, passwordCriteria, validateEditUser, validateRegistration } from '@hvac/contracts/identity';

const fields = (errors: FieldError[]) => errors.map((e) => [e.field, e.code, e.message]);
const GOOD_PASSWORD = 'Good-pass-1';
const complete = { username: 'Dana', email: 'dana@example.com', phone: '', password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, agreeToTerms: true };

describe('account texts (docs/domains/accounts.md#validation)', () => {
  it('holds every message letter by letter', () => {
    expect(MESSAGES).toEqual({
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
    });
  });
});

describe('e-mail', () => {
  it('takes something@domain.tld, spaces around it ignored', () => {
    for (const ok of ['a@b.co', ' dana@example.com ', 'first.last+tag@mail.example.org']) expect(isValidEmail(ok)).toBe(true);
    for (const bad of ['', 'plain', 'a@b', '@b.co', 'a@.co', 'a b@c.de', 'a@@b.co']) expect(isValidEmail(bad)).toBe(false);
  });

  it('refuses more than 320 characters', () => {
    const at = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    expect(isValidEmail(at(320))).toBe(true);
    expect(isValidEmail(at(321))).toBe(false);
  });

  it('is compared trimmed and lower-cased', () => {
    expect(normalizeEmail('  Dana.Rivera@Example.COM ')).toBe('dana.rivera@example.com');
  });
});

describe('registration phone', () => {
  it('takes an optional plus and 10 digits whose last group has 4 to 6 digits', () => {
    for (const ok of ['7135550100', '+7135550100', '+713 555 0100', '(713) 555-0100', '713.555.0100', '713-555-01000', '713 555 010000']) {
      expect([ok, isValidRegistrationPhone(ok)]).toEqual([ok, true]);
    }
  });

  it('refuses other shapes', () => {
    for (const bad of ['', '555-0100', '713-555-010', '713-555-0100000', '+1 713 555 0100', '713--555-0100', '(713 555 0100', 'phone']) {
      expect([bad, isValidRegistrationPhone(bad)]).toEqual([bad, false]);
    }
  });
});

describe('password criteria', () => {
  it('checks length, upper and lower case, a digit and a symbol one by one', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(passwordCriteria('')).toEqual({ length: false, uppercase: false, lowercase: false, number: false, special: false });
    expect(passwordCriteria('abcdefgh')).toEqual({ length: true, uppercase: false, lowercase: true, number: false, special: false });
    expect(passwordCriteria('A1!')).toEqual({ length: false, uppercase: true, lowercase: false, number: true, special: true });
    expect(passwordCriteria(GOOD_PASSWORD)).toEqual({ length: true, uppercase: true, lowercase: true, number: true, special: true });
  });

  it('is met only when every criterion is', () => {
    expect(meetsPasswordCriteria('Abcdef1!')).toBe(true);
    expect(meetsPasswordCriteria('Abcde1!')).toBe(false);
    for (const missing of ['abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1']) expect([missing, meetsPasswordCriteria(missing)]).toEqual([missing, false]);
  });
});

describe('validateRegistration', () => {
  it('passes a complete form', () => {
    expect(validateRegistration(complete)).toEqual([]);
  });

  it('reports every missing field in form order; the phone is optional', () => {
    expect(fields(validateRegistration({}))).toEqual([
      ['username', 'fullNameRequired', 'Full Name is required.'],
      ['email', 'emailRequired', 'Email Address is required.'],
      ['password', 'passwordRequired', 'Password is required.'],
      ['confirmPassword', 'confirmRequired', 'Confirm Password is required.'],
      ['agreeToTerms', 'termsRequired', 'You must agree to the Terms of Service and Privacy Policy.'],
    ]);
    expect(fields(validateRegistration({ ...complete, username: '   ', email: ' ' }))).toEqual([
      ['username', 'fullNameRequired', 'Full Name is required.'],
      ['email', 'emailRequired', 'Email Address is required.'],
    ]);
  });

  it('refuses a bad e-mail, phone or password and a confirmation that differs', () => {
    expect(fields(validateRegistration({ ...complete, email: 'dana@example' }))).toEqual([['email', 'emailInvalid', 'Email address is invalid.']]);
    expect(fields(validateRegistration({ ...complete, phone: '555-0100' }))).toEqual([['phone', 'phoneInvalid', 'Phone number is invalid.']]);
    expect(fields(validateRegistration({ ...complete, password: 'weakpass', confirmPassword: 'weakpass' }))).toEqual([
      ['password', 'passwordCriteria', 'Password does not meet all criteria.'],
    ]);
    expect(fields(validateRegistration({ ...complete, confirmPassword: 'Good-pass-2' }))).toEqual([['confirmPassword', 'passwordsMismatch', 'Passwords do not match.']]);
  });

  it('leaves out the confirmation and the terms on the server, which has neither', () => {
    const server = { checkConfirmation: false, checkTerms: false };
    expect(validateRegistration({ username: 'Dana', email: 'dana@example.com', password: GOOD_PASSWORD }, server)).toEqual([]);
    expect(validateRegistration({}, server).map((e) => e.field)).toEqual(['username', 'email', 'password']);
  });
});

describe('validateEditUser', () => {
  const user = { username: 'Dana', email: 'dana@example.com', role: 'staff' };

  it('passes a complete edit', () => {
    expect(validateEditUser(user)).toEqual([]);
  });

  it('asks for username, e-mail and role with one form-level message', () => {
    for (const missing of [{ username: '' }, { email: ' ' }, { role: null }, { username: undefined }]) {
      expect(fields(validateEditUser({ ...user, ...missing }))).toEqual([['form', 'editUserRequired', 'Username, Email, and Role are required.']]);
    }
  });

  it('refuses an e-mail that is not an address', () => {
    expect(fields(validateEditUser({ ...user, email: 'dana@' }))).toEqual([['email', 'editUserEmailInvalid', 'Please enter a valid email address.']]);
  });
});
