/** docs/domains/accounts.md#validation: both fields are required before the call is made; the only client-side login rule. */
export const validateLogin = (email: string, password: string): 'loginBothRequired' | null =>
  email.trim() === '' || password === '' ? 'loginBothRequired' : null;
