/**
 * Account journeys of issue 3 through the whole system: Chromium → gateway → shell + mf-accounts /
 * mf-public → svc-identity → PostgreSQL, with reset e-mails caught by the stack's SMTP capture.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { Stack } from '@hvac/infra';
import { documentLanguage, seriousViolations } from './support/browser';
import { useJourney } from './support/journey';

let stack: Stack;
let context: BrowserContext;
let page: Page;
let base: string;

useJourney({ mode: 'test', apps: ['svc-identity', 'gateway'] }, {
  onStart: (s) => {
    stack = s;
    base = s.gatewayUrl;
  },
  onPage: (c, p) => {
    context = c;
    page = p;
  },
});

let counter = 0;
const uniqueEmail = (label: string) => `e2e-${label}-${Date.now().toString(36)}-${counter++}@example.com`;

async function register(username: string, email: string, password: string): Promise<void> {
  await page.goto(`${base}/register`);
  await page.locator('#register-username').fill(username);
  await page.locator('#register-email').fill(email);
  await page.locator('#register-phone').fill('713-555-0150');
  await page.locator('#register-password').fill(password);
  await page.locator('#register-confirmPassword').fill(password);
  await page.locator('#register-terms').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText('Account created successfully! Please log in.', { exact: true }).waitFor();
}

async function logIn(email: string, password: string): Promise<void> {
  if (!page.url().endsWith('/login')) await page.goto(`${base}/login`);
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** Logs a client in: success leads to their home (docs/domains/accounts.md#homes). */
async function logInAs(email: string, password: string): Promise<void> {
  await logIn(email, password);
  await page.waitForURL(`${base}/my-account`);
}

const alertText = async () => (await page.getByRole('alert').first().textContent())?.trim();

describe('accounts', () => {
  it('register → message → /login after 2 s → log in → account menu by role → logout → /login', async () => {
    // The page itself notes when the message appears and when the router leaves for /login, so the
    // delay is measured on the app's clock, not on this test's polling.
    await page.addInitScript(() => {
      const w = window as unknown as { __timeline: { shown?: number; nav?: number } };
      w.__timeline = {};
      new MutationObserver(() => {
        if (!w.__timeline.shown && document.body?.textContent?.includes('Account created successfully! Please log in.')) w.__timeline.shown = performance.now();
      }).observe(document, { subtree: true, childList: true, characterData: true });
      for (const key of ['pushState', 'replaceState'] as const) {
        const original = history[key].bind(history);
        history[key] = (...args: Parameters<History['pushState']>) => {
          original(...args);
          if (location.pathname === '/login' && !w.__timeline.nav) w.__timeline.nav = performance.now();
        };
      }
    });
    const email = uniqueEmail('register');
    await register('Dana Whitfield', email, 'Cool-Air-2026');
    await page.waitForURL(`${base}/login`, { timeout: 5000 });
    const { shown, nav } = await page.evaluate(() => (window as unknown as { __timeline: { shown: number; nav: number } }).__timeline);
    // The built page keeps the delay; that it is exactly 2000 ms is register.test.tsx's, on a clock no busy machine moves.
    expect(nav - shown).toBeGreaterThanOrEqual(1950);

    await logInAs(email, 'Cool-Air-2026');
    const menuButton = page.getByRole('button', { name: 'Dana Whitfield' });
    await menuButton.click();
    const entries = page.locator('#account-menu-list li');
    await expect(entries.allTextContents()).resolves.toEqual(['My Account', 'My Service Requests', 'My Quotes and Invoices', 'Profile Settings', 'Logout']);
    await page.locator('#account-menu-list').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${base}/login`);
    expect(await page.evaluate(() => localStorage.getItem('hvac-session'))).not.toContain('"token":"');
  }, 60_000);

  it('after registering, the Login page shows the visitor signed out, at 390 px and at 1920 px (docs/domains/accounts.md#decisions)', async () => {
    for (const width of [390, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await register('Noor Signedout', uniqueEmail(`signed-out-${width}`), 'Cool-Air-2026');
      await page.waitForURL(`${base}/login`, { timeout: 5000 });
      await page.getByRole('heading', { name: 'Log In to Your Account' }).waitFor();
      // Neither the account menu nor a stored session: the header offers Login.
      expect(await page.getByRole('button', { name: 'Noor Signedout' }).count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('hvac-session'))).not.toContain('"token":"');
      if (width > 390) await page.locator('header').getByRole('link', { name: 'Login', exact: true }).waitFor();
      else {
        await page.locator('.mobile-menu-toggle').click();
        await page.locator('#mobile-menu-panel').getByRole('link', { name: 'Login', exact: true }).waitFor();
      }
    }
  }, 60_000);

  it('sends a signed-out visitor from /my-quotes-and-invoices to /login and back there after logging in', async () => {
    const email = uniqueEmail('return');
    await register('Ari Returns', email, 'Cool-Air-2026');
    await page.waitForURL(`${base}/login`);
    await page.goto(`${base}/my-quotes-and-invoices`);
    await page.waitForURL(`${base}/login`);
    await page.getByRole('heading', { name: 'Log In to Your Account' }).waitFor();
    expect(await page.getByText('Authentication required').count()).toBe(0);
    await logIn(email, 'Cool-Air-2026');
    await page.waitForURL(`${base}/my-quotes-and-invoices`);
    await page.getByRole('heading', { name: 'My Quotes and Invoices', level: 1 }).waitFor();
  }, 60_000);

  it('refuses a duplicate e-mail and bad credentials with the server message', async () => {
    const email = uniqueEmail('dup');
    await register('First Owner', email, 'Cool-Air-2026');
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${base}/register`);
    await page.locator('#register-username').fill('Second Owner');
    await page.locator('#register-email').fill(email);
    await page.locator('#register-password').fill('Cool-Air-2026');
    await page.locator('#register-confirmPassword').fill('Cool-Air-2026');
    await page.locator('#register-terms').check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('An account with this email already exists.', { exact: true }).waitFor();

    await page.goto(`${base}/login`);
    await logIn(email, 'Wrong-pass-2026');
    await page.getByText('Invalid email or password.', { exact: true }).waitFor();
    expect(page.url()).toBe(`${base}/login`);
  }, 60_000);

  it('sends a signed-out visitor from /profile-settings to /login', async () => {
    await page.goto(`${base}/profile-settings`);
    await page.waitForURL(`${base}/login`);
    await page.getByRole('heading', { name: 'Log In to Your Account' }).waitFor();
  }, 30_000);

  it('updates the profile without sending the e-mail, and the change survives a reload', async () => {
    const email = uniqueEmail('profile');
    await register('Pat Ortega', email, 'Cool-Air-2026');
    await page.waitForURL(`${base}/login`);
    await logInAs(email, 'Cool-Air-2026');
    await page.goto(`${base}/profile-settings`);
    await page.getByRole('heading', { name: 'Update Your Information' }).waitFor();
    const emailField = page.locator('#profile-email');
    expect(await emailField.inputValue()).toBe(email);
    expect(await emailField.getAttribute('readonly')).not.toBeNull();

    await page.locator('#profile-username').fill('Pat Ortega-Reyes');
    await page.locator('#profile-contactStreet').fill('4120 Westheimer Rd');
    await page.locator('#profile-contactCity').fill('Houston');
    await page.locator('#profile-contactZip').fill('77027');
    // Chromium does not report the body of a fetch(Request) to the protocol, so read it in the page on its way out.
    await page.evaluate(() => {
      const w = window as unknown as { fetch: typeof fetch; profileBody?: Promise<string> };
      const send = w.fetch.bind(window);
      w.fetch = (input, init) => {
        if (input instanceof Request && input.url.endsWith('/api/users/profile')) w.profileBody = input.clone().text();
        return send(input, init);
      };
    });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForFunction(() => (window as unknown as { profileBody?: unknown }).profileBody !== undefined);
    const body = JSON.parse(await page.evaluate(() => (window as unknown as { profileBody: Promise<string> }).profileBody)) as Record<string, unknown>;
    expect(body).not.toHaveProperty('email');
    expect(body).toMatchObject({ username: 'Pat Ortega-Reyes', contactStreet: '4120 Westheimer Rd', contactZip: '77027' });
    await page.getByText('Profile updated successfully!', { exact: true }).waitFor();
    // The response replaces the session user: the header shows the new name at once.
    await page.getByRole('button', { name: 'Pat Ortega-Reyes' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Update Your Information' }).waitFor();
    expect(await page.locator('#profile-contactStreet').inputValue()).toBe('4120 Westheimer Rd');
    expect(await page.locator('#profile-username').inputValue()).toBe('Pat Ortega-Reyes');

    await page.getByRole('button', { name: 'Logout from this device' }).click();
    await page.waitForURL(`${base}/login`);
  }, 60_000);

  it('changes the password for real: the old one stops working, the new one logs in', async () => {
    const email = uniqueEmail('password');
    await register('Sam Carter', email, 'Cool-Air-2026');
    await page.waitForURL(`${base}/login`);
    await logInAs(email, 'Cool-Air-2026');
    await page.goto(`${base}/profile-settings`);
    await page.getByRole('heading', { name: 'Change Your Password' }).waitFor();

    await page.getByRole('button', { name: 'Change Password' }).click();
    expect(await alertText()).toBe('All password fields are required.');
    await page.locator('#password-currentPassword').fill('Not-my-pass-1');
    await page.locator('#password-newPassword').fill('Warmer-Home-2027');
    await page.locator('#password-confirmPassword').fill('Warmer-Home-2028');
    await page.getByRole('button', { name: 'Change Password' }).click();
    expect(await alertText()).toBe('New passwords do not match.');
    await page.locator('#password-confirmPassword').fill('Warmer-Home-2027');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Current password is incorrect.', { exact: true }).waitFor();

    await page.locator('#password-currentPassword').fill('Cool-Air-2026');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Password updated successfully.', { exact: true }).waitFor();
    // The change ended every earlier token; this device carries on with the one the answer gave it.
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('hvac-session') ?? '{}').state?.token as string);
    const me = await fetch(`${base}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    await page.reload();
    await page.getByRole('heading', { name: 'Update Your Information' }).waitFor();
    expect(page.url()).toBe(`${base}/profile-settings`);

    await page.getByRole('button', { name: 'Logout from this device' }).click();
    await page.waitForURL(`${base}/login`);
    await logIn(email, 'Cool-Air-2026');
    await page.getByText('Invalid email or password.', { exact: true }).waitFor();
    await logInAs(email, 'Warmer-Home-2027');
  }, 60_000);

  it('forgot password: neutral answer, e-mailed link sets a new password once', async () => {
    const email = uniqueEmail('forgot');
    await register('Robin Hale', email, 'Cool-Air-2026');
    await page.waitForURL(`${base}/login`);
    await page.evaluate(() => localStorage.removeItem('hvac-session'));

    const neutral = "If an account exists for that address, we've sent a link to reset your password.";
    const unknown = uniqueEmail('nobody');
    await page.goto(`${base}/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(`${base}/forgot-password`);
    await page.locator('#forgot-email').fill(unknown);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText(neutral, { exact: true }).waitFor();

    await page.goto(`${base}/forgot-password`);
    await page.locator('#forgot-email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText(neutral, { exact: true }).waitFor();

    const mail = await stack.smtp.waitFor((m) => m.to.some((to) => to.includes(email)), 15_000);
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    const token = new URL(link!).searchParams.get('token');
    const resetUrl = `${base}/reset-password?token=${token}`;
    expect(stack.smtp.messages().some((m) => m.to.some((to) => to.includes(unknown)))).toBe(false);

    await page.goto(resetUrl);
    await page.locator('#reset-password').fill('Fresh-Start-2026');
    await page.locator('#reset-confirm').fill('Fresh-Start-2026');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Your password has been reset. You can now log in with your new password.', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Go to Log In' }).click();
    await page.waitForURL(`${base}/login`);
    await logInAs(email, 'Fresh-Start-2026');

    await page.evaluate(() => localStorage.removeItem('hvac-session'));
    await page.goto(resetUrl);
    await page.locator('#reset-password').fill('Second-Try-2026');
    await page.locator('#reset-confirm').fill('Second-Try-2026');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('This reset link is invalid or has expired.', { exact: true }).waitFor();
  }, 90_000);
});

describe('accessibility (axe-core)', () => {
  const headings: Record<string, Record<string, string>> = {
    '/': { en: "Houston's Trusted Heating & Cooling Experts", fa: 'متخصصان مورد اعتماد گرمایش و سرمایش در هیوستون', es: 'Los expertos en calefacción y aire acondicionado de confianza en Houston' },
    '/login': { en: 'Log In to Your Account', fa: 'ورود به حساب کاربری', es: 'Inicie sesión en su cuenta' },
    '/register': { en: 'Create Your Account', fa: 'حساب کاربری خود را بسازید', es: 'Cree su cuenta' },
  };

  for (const path of Object.keys(headings)) {
    for (const lng of ['en', 'fa', 'es'] as const) {
      it(`${path} in ${lng} has no serious or critical violation`, async () => {
        await page.goto(`${base}${path}?lng=${lng}`);
        await page.getByRole('heading', { level: 1, name: headings[path]![lng] }).waitFor();
        expect(await documentLanguage(page)).toEqual([lng, lng === 'fa' ? 'rtl' : 'ltr']);
        expect(await seriousViolations(page)).toEqual([]);
      }, 30_000);
    }
  }
});
