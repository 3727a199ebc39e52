import { MESSAGES } from '@hvac/contracts';
import en from '../src/i18n/en.json';
import es from '../src/i18n/es.json';
import fa from '../src/i18n/fa.json';

const values = (obj: object): unknown[] =>
  Object.values(obj).flatMap((v) => (typeof v === 'object' && v !== null ? values(v) : [v]));

const keys = (obj: object, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) => (typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));

describe('accounts translations', () => {
  it('has every key in all three languages, none empty', () => {
    expect(keys(fa).sort()).toEqual(keys(en).sort());
    expect(keys(es).sort()).toEqual(keys(en).sort());
    for (const bundle of [en, fa, es]) for (const v of values(bundle)) expect(typeof v === 'string' && v.trim() !== '').toBe(true);
  });

  it('keeps the English texts shared with svc-identity identical to the contract', () => {
    for (const [code, text] of Object.entries(en.messages)) {
      if (code in MESSAGES) expect([code, text]).toEqual([code, MESSAGES[code as keyof typeof MESSAGES]]);
    }
  });

  it('holds the spec 1 §8 texts letter by letter', () => {
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
