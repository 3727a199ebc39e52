import { MESSAGES } from '@hvac/contracts/identity';
import en from '../src/i18n/en.json';

/** Texts of the screens alone (docs/domains/accounts.md#messages), never sent by svc-identity's rules. */
const SCREEN_OWN = [
  'registrationFailed',
  'registrationSuccess',
  'profileUpdated',
  'profileUpdateFailed',
  'resetInvalid',
  'invalidResponse',
  'httpStatus',
  'loginRateLimited',
  'passwordRateLimited',
  'resetRateLimited',
  'rateLimited',
];
const ADMIN_CODES = ['editUserRequired', 'editUserEmailInvalid', 'selfDelete'];

describe('accounts translations', () => {
  it('keeps the English texts shared with svc-identity identical to the contract, and names the rest as its own', () => {
    // Every contract message but the user-management ones, which the admin bundle holds (test/admin.test.tsx).
    const shared = Object.keys(MESSAGES).filter((code) => !ADMIN_CODES.includes(code));
    const messages: Record<string, string> = en.messages;
    expect(Object.fromEntries(shared.map((code) => [code, messages[code]]))).toEqual(Object.fromEntries(shared.map((code) => [code, MESSAGES[code as keyof typeof MESSAGES]])));
    // A code renamed on either side lands here rather than being skipped.
    expect(Object.keys(messages).filter((code) => !shared.includes(code)).sort()).toEqual([...SCREEN_OWN].sort());
  });

  it('holds the texts of docs/domains/accounts.md#messages letter by letter', () => {
    expect(en.messages.registrationFailed).toBe('Registration failed. Please try again.');
    expect(en.messages.registrationSuccess).toBe('Account created successfully! Please log in.');
    expect(en.messages.profileUpdated).toBe('Profile updated successfully!');
    expect(en.messages.profileUpdateFailed).toBe('Failed to update profile.');
    expect(en.messages.loginInvalid).toBe('Invalid email or password.');
    expect(en.profile.loading).toBe('Loading...');
    expect(en.profile.infoHeading).toBe('Update Your Information');
    expect(en.profile.passwordHeading).toBe('Change Your Password');
    expect(en.profile.logout).toBe('Logout from this device');
    expect(en.forgot.sent).toBe("If an account exists for that address, we've sent a link to reset your password.");
  });
});
