/**
 * Issue 5: a guest books each of the three step-2 variants from the home page, through Chromium →
 * gateway → shell + mf-public's dialog → svc-identity (lead) + svc-requests, and the booking arrives
 * with every detail in the manager's list.
 */
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '@hvac/contracts';
import type { Stack } from '@hvac/infra';
import { apiLogin, confirm, dayFromNow, fillContact, fillSchedule, findRequests, logInThroughScreen, next, stepHeading, uniqueName } from './booking-steps';
import { CONTEXT_OPTIONS, seriousViolations } from './support/browser';
import { useJourney } from './support/journey';

let browser: Browser;
let page: Page;
let base: string;
let stack: Stack;
let managerToken: string;

useJourney({ mode: 'test', demo: true, apps: ['svc-identity', 'svc-requests', 'gateway'] }, {
  onStart: (s, b) => {
    stack = s;
    base = s.gatewayUrl;
    browser = b;
  },
  onPage: (_c, p) => {
    page = p;
  },
});

beforeAll(async () => {
  managerToken = (await apiLogin(base, 'manager@example.com', DEMO_PASSWORD)).token;
}, 60_000);

const dialog = () => page.getByRole('dialog');
const alertText = async () => (await dialog().getByRole('alert').first().textContent())?.trim();

async function openFromHero(): Promise<void> {
  await page.goto(`${base}/`);
  await page.getByRole('main').getByRole('button', { name: 'Schedule Service' }).first().click();
  await stepHeading(page, 'What service do you need?');
}

/** The bodies the page sends to one API path, read in the page (Chromium does not report fetch(Request) bodies). */
async function recordBodies(path: string): Promise<void> {
  await page.evaluate((p) => {
    const w = window as unknown as { fetch: typeof fetch; sent?: Record<string, Promise<string>[]> };
    const send = w.fetch.bind(window);
    w.sent = w.sent ?? {};
    w.fetch = (input, init) => {
      if (input instanceof Request && new URL(input.url).pathname === p) (w.sent![p] ??= []).push(input.clone().text());
      return send(input, init);
    };
  }, path);
}
const sentBodies = async (path: string): Promise<Record<string, unknown>[]> =>
  (await page.evaluate(async (p) => Promise.all(((window as unknown as { sent?: Record<string, Promise<string>[]> }).sent?.[p] ?? []).map((b) => b)), path)).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );

describe('a guest books', () => {
  it('AC Repair: problems with Other, system details, add-ons; validation on every step; the lead call at step 3', async () => {
    const name = uniqueName('Dana Repair');
    await openFromHero();
    await recordBodies('/api/auth/register-service-lead');
    expect(await dialog().getByRole('button', { name: 'Next', exact: true }).isDisabled()).toBe(true);
    await page.locator('#booking-serviceType').selectOption('AC Repair');
    await page.locator('#booking-description').fill('Upstairs unit');
    await next(page);

    await stepHeading(page, 'Tell us about your system');
    await next(page);
    expect(await alertText()).toBe('Please fill in all required fields for this step.');
    await page.getByLabel('Strange Noises').check();
    await page.getByLabel('Other', { exact: true }).check();
    await page.locator('#booking-otherDescription').fill('Rattles at night');
    await page.locator('#booking-systemAge').selectOption('6-10 years');
    await page.locator('#booking-systemType').selectOption('Heat Pump');
    await dialog().getByText('Diagnostic fee: $89.00, waived if you proceed with the recommended repairs.').waitFor();
    await page.getByLabel('System tune-up and cleaning ($99)').check();
    await next(page);

    await stepHeading(page, 'Contact information and service address');
    await next(page);
    expect(await dialog().locator('#booking-fullName-error').textContent()).toBe('Full name is required.');
    expect(await dialog().locator('#booking-zipCode-error').textContent()).toBe('ZIP code is required.');
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('#booking-zipCode').pressSequentially('77a0271');
    expect(await page.locator('#booking-zipCode').inputValue()).toBe('77027');
    expect(await dialog().locator('#booking-zipCode-error').count()).toBe(0);
    await fillContact(page, { fullName: name, phone: '(713) 555-0142', email: `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`, street: '4120 Westheimer Rd', apartment: 'Unit 5', zip: '77027' });
    await next(page);

    const date1 = dayFromNow(3);
    expect(await page.locator('#booking-preferredDate1').getAttribute('min')).toBe(dayFromNow(0));
    await next(page);
    expect(await alertText()).toBe('Please select at least your first preferred date and time window.');
    await fillSchedule(page, date1, 'Morning (8 AM - 12 PM)', dayFromNow(4), 'Any Time');
    await next(page);

    await stepHeading(page, 'Review your request');
    expect(await seriousViolations(page)).toEqual([]);
    const sending = await confirm(page);
    expect(sending).toBe('Submitting... (disabled)');
    const thanks = dialog();
    await thanks.getByText('Our team will call you within 1-2 business hours to confirm the details.').waitFor();
    await thanks.getByText('Indicative prices are confirmed with you on that call.').waitFor();
    expect(await thanks.locator('.bk-next li').allTextContents()).toEqual([
      expect.stringMatching(/^Confirmation call/),
      expect.stringMatching(/^Appointment finalized/),
      expect.stringMatching(/^Technician arrives/),
    ]);
    expect(await thanks.textContent()).toContain('4120 Westheimer Rd, Unit 5, Houston, 77027');
    expect(await thanks.getByRole('button', { name: 'Close' }).count()).toBe(0);

    const [lead] = await sentBodies('/api/auth/register-service-lead');
    expect(lead).toEqual({
      email: expect.stringContaining('@example.com'),
      fullName: name,
      phone: '7135550142',
      contactStreet: '4120 Westheimer Rd',
      contactCity: 'Houston',
      contactZip: '77027',
      contactApartment: 'Unit 5',
    });
    await thanks.getByRole('button', { name: 'Done' }).click();
    await dialog().waitFor({ state: 'detached' });

    const [row] = await findRequests(base, managerToken, name);
    expect(row).toMatchObject({
      status: 'pending',
      contactFullName: name,
      contactPhone: '7135550142',
      contactStreet: '4120 Westheimer Rd',
      contactCity: 'Houston',
      contactZip: '77027',
      contactApartment: 'Unit 5',
      serviceType: 'AC Repair',
      description: 'Rattles at night\n\nUpstairs unit',
      schedulingPreferences: { preferredDate1: date1, preferredTime1: 'Morning (8 AM - 12 PM)', preferredDate2: dayFromNow(4), preferredTime2: 'Any Time' },
      additionalDetails: {
        commonIssues: ['Strange Noises', 'Other'],
        otherDescription: 'Rattles at night',
        systemAge: '6-10 years',
        systemType: 'Heat Pump',
        addOns: { capacitor: false, tuneUp: true, smartThermostat: false },
      },
    });
    expect(row?.userId).toEqual(expect.any(String));

    // The manager sees the same booking on the back-office screens, every detail in words.
    const managerContext = await browser.newContext(CONTEXT_OPTIONS);
    const managerPage = await managerContext.newPage();
    try {
      await logInThroughScreen(managerPage, base, 'manager@example.com', DEMO_PASSWORD);
      await managerPage.goto(`${base}/admin/service-requests`);
      await managerPage.locator('#sr-search').fill(name);
      // The search settles into the address first: a click while it is being written could be sent back to the list.
      await managerPage.waitForURL(/[?&]search=/);
      const listed = managerPage.locator('tbody tr', { hasText: name });
      await listed.locator('.badge', { hasText: 'Pending' }).waitFor();
      expect(await listed.textContent()).toContain('AC Repair');
      await listed.getByRole('link', { name: `View details of the request from ${name}` }).click();
      await managerPage.waitForURL(`${base}/admin/service-requests/${row!.id}`);
      await managerPage.getByText('4120 Westheimer Rd, Unit 5, Houston, 77027', { exact: true }).waitFor();
      const detail = await managerPage.locator('main').textContent();
      for (const text of ['7135550142', 'Rattles at night', 'Strange Noises, Other', '6-10 years', 'Heat Pump', 'System tune-up and cleaning', 'Morning (8 AM - 12 PM)', 'Any Time']) {
        expect(detail).toContain(text);
      }
    } finally {
      await managerContext.close();
    }
  }, 120_000);

  it('Heating Installation: type, size, property, tier and add-ons, with review Edit links', async () => {
    const name = uniqueName('Lee Install');
    await openFromHero();
    await page.locator('#booking-serviceType').selectOption('Heating Installation');
    await next(page);
    await stepHeading(page, 'Tell us about your system');
    await page.getByLabel('Replacing Existing System').check();
    await page.locator('#booking-propertySize').selectOption('2500-3500 sq ft');
    await page.locator('#booking-propertyType').selectOption('Townhouse');
    await next(page);
    expect(await alertText()).toBe('Please fill in all required fields for this step.');
    await dialog().getByRole('radio', { name: /High Performance/ }).check();
    await dialog().getByText('from $5,500').waitFor();
    await page.getByLabel('Whole-home air purifier (+$800)').check();
    await next(page);
    await fillContact(page, { fullName: name, phone: '713.555.0199', email: 'lee.install@example.com', street: '900 Bagby St', zip: '77002' });
    await next(page);
    await fillSchedule(page, dayFromNow(5), 'Afternoon (12 PM - 4 PM)');
    await next(page);

    await stepHeading(page, 'Review your request');
    await dialog().getByRole('button', { name: 'Edit contact and address' }).click();
    await stepHeading(page, 'Contact information and service address');
    await page.locator('#booking-streetAddress').fill('901 Bagby St');
    await next(page);
    await next(page);
    await dialog().getByRole('button', { name: 'Edit details' }).click();
    await stepHeading(page, 'Tell us about your system');
    await next(page);
    await next(page);
    await next(page);
    await dialog().getByRole('button', { name: 'Edit preferred schedule' }).click();
    await stepHeading(page, 'When would you like us to come?');
    await next(page);
    expect(await dialog().textContent()).toContain('901 Bagby St');
    await confirm(page);
    await dialog().getByRole('button', { name: 'Done' }).click();

    const [row] = await findRequests(base, managerToken, name);
    expect(row).toMatchObject({
      serviceType: 'Heating Installation',
      contactStreet: '901 Bagby St',
      contactPhone: '7135550199',
      description: 'Heating Installation',
      additionalDetails: {
        installationType: ['Replacing Existing System'],
        propertySize: '2500-3500 sq ft',
        propertyType: 'Townhouse',
        selectedTier: 'performance',
        addOns: { smartThermostatUpgrade: false, airPurifier: true, extendedWarranty: false },
      },
    });
  }, 90_000);

  it('Indoor Air Quality Consultation: free notes, in Spanish', async () => {
    const name = uniqueName('Rosa Notes');
    await page.goto(`${base}/?lng=es`);
    // The Spanish label only: an untranslated 'Schedule Service' must not open the dialog here.
    await page.getByRole('main').getByRole('button', { name: 'Programar servicio', exact: true }).first().click();
    await dialog().getByRole('heading', { name: 'Programar servicio' }).waitFor();
    await page.locator('#booking-serviceType').selectOption('Indoor Air Quality Consultation');
    await dialog().getByRole('button', { name: 'Siguiente' }).click();
    await page.locator('#booking-generalNotes').fill('Allergies since the flood; musty smell upstairs.');
    await dialog().getByRole('button', { name: 'Siguiente' }).click();
    await page.locator('#booking-fullName').fill(name);
    await page.locator('#booking-phone').fill('7135550123');
    await page.locator('#booking-email').fill('rosa');
    await page.locator('#booking-streetAddress').fill('2 Main St');
    await page.locator('#booking-zipCode').fill('77003');
    await dialog().getByRole('button', { name: 'Siguiente' }).click();
    expect(await dialog().locator('#booking-email-error').textContent()).toBe('Formato de correo electrónico no válido.');
    await page.locator('#booking-email').fill('rosa.notes@example.com');
    await dialog().getByRole('button', { name: 'Siguiente' }).click();
    await page.locator('#booking-preferredDate1').fill(dayFromNow(2));
    await page.locator('#booking-preferredTime1').selectOption('Evening (4 PM - 8 PM)');
    await dialog().getByRole('button', { name: 'Siguiente' }).click();
    await dialog().getByRole('button', { name: 'Confirmar y solicitar servicio' }).click();
    await dialog().getByRole('heading', { name: `¡Gracias, ${name}!` }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog().getByRole('button', { name: 'Listo' }).click();

    const [row] = await findRequests(base, managerToken, name);
    expect(row).toMatchObject({
      serviceType: 'Indoor Air Quality Consultation',
      schedulingPreferences: { preferredTime1: 'Evening (4 PM - 8 PM)' },
      additionalDetails: { generalNotes: 'Allergies since the flood; musty smell upstairs.', commonIssues: [] },
    });
  }, 90_000);
});

describe('a guest who edits the contact on the review (docs/domains/public-site.md#decisions)', () => {
  it('keeps the booking in the account the first lead call created: after setting a password, My Service Requests shows it', async () => {
    const name = uniqueName('Edie Edits');
    const email = `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`;
    await openFromHero();
    await recordBodies('/api/auth/register-service-lead');
    await page.locator('#booking-serviceType').selectOption('Other');
    await next(page);
    await next(page);
    await fillContact(page, { fullName: name, phone: '7135550177', email, street: '10 Main St', zip: '77002' });
    await next(page);
    await fillSchedule(page, dayFromNow(2), 'Any Time');
    await next(page);
    await dialog().getByRole('button', { name: 'Edit contact and address' }).click();
    await page.locator('#booking-streetAddress').fill('12 Main St');
    await next(page);
    await next(page);
    await confirm(page);
    await dialog().getByRole('button', { name: 'Done' }).click();
    expect(await sentBodies('/api/auth/register-service-lead')).toHaveLength(2);

    const [row] = await findRequests(base, managerToken, name);
    expect(row).toMatchObject({ contactStreet: '12 Main St', userId: expect.any(String) });

    // The guest claims the account through the reset link and finds the booking there.
    await page.goto(`${base}/forgot-password`);
    await page.locator('#forgot-email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    const mail = await stack.smtp.waitFor((m) => m.to.some((to) => to.includes(email)) && m.text.includes('/reset-password?token='), 15_000);
    const token = new URL(/https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)![0]).searchParams.get('token');
    await page.goto(`${base}/reset-password?token=${token}`);
    await page.locator('#reset-password').fill('Fresh-Start-2026');
    await page.locator('#reset-confirm').fill('Fresh-Start-2026');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Your password has been reset. You can now log in with your new password.', { exact: true }).waitFor();
    await page.goto(`${base}/my-service-requests`);
    await page.waitForURL(`${base}/login`);
    await page.locator('#login-email').fill(email);
    await page.locator('#login-password').fill('Fresh-Start-2026');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`${base}/my-service-requests`);
    const card = page.locator(`[data-request-id="${row!.id}"]`);
    await card.waitFor();
    expect(await card.textContent()).toContain('12 Main St');
    expect(await page.getByText('No service requests yet').count()).toBe(0);
  }, 120_000);
});

describe('a signed-in client books (docs/domains/public-site.md#booking-dialog)', () => {
  async function signInAsClient(): Promise<void> {
    await page.goto(`${base}/login`);
    await page.locator('#login-email').fill('client@example.com');
    await page.locator('#login-password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    // A client's home (docs/domains/accounts.md#homes) offers the booking dialog as the site's pages do.
    await page.waitForURL(`${base}/my-account`);
  }

  it('finds step 3 filled from the account, every field editable, and books with the edits', async () => {
    await signInAsClient();
    await page.getByRole('main').getByRole('button', { name: 'Schedule Service' }).first().click();
    await page.locator('#booking-serviceType').selectOption('Other');
    await next(page);
    await next(page);
    await stepHeading(page, 'Contact information and service address');
    const value = (field: string) => page.locator(`#booking-${field}`).inputValue();
    expect([await value('fullName'), await value('email'), await value('phone'), await value('city')]).toEqual([
      'Chris Client',
      'client@example.com',
      '(713) 555-0104',
      'Houston',
    ]);
    const name = uniqueName('Chris Client');
    await page.locator('#booking-fullName').fill(name);
    await page.locator('#booking-streetAddress').fill('77 Prefill Ln');
    await page.locator('#booking-zipCode').fill('77005');
    await next(page);
    await fillSchedule(page, dayFromNow(2), 'Any Time');
    await next(page);
    await confirm(page);
    await dialog().getByRole('button', { name: 'Done' }).click();
    const [row] = await findRequests(base, managerToken, name);
    expect(row).toMatchObject({ contactFullName: name, contactEmail: 'client@example.com', contactPhone: '7135550104', contactStreet: '77 Prefill Ln' });
  }, 90_000);

  it('asks before a click beside the dialog discards what was entered, at 390 px and 1920 px; with nothing entered it closes at once', async () => {
    for (const width of [390, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await openFromHero();
      // Nothing entered: a click beside the dialog closes it.
      await page.mouse.click(5, 890);
      await dialog().waitFor({ state: 'detached' });

      await page.getByRole('main').getByRole('button', { name: 'Schedule Service' }).first().click();
      await page.locator('#booking-serviceType').selectOption('AC Repair');
      await next(page);
      await page.getByLabel('Strange Noises').check();
      await page.mouse.click(5, 890);
      await dialog().locator('.bk-step-heading', { hasText: 'Discard this booking?' }).waitFor();
      await dialog().getByText('What you entered will be lost.').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      const fits = await dialog().evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= window.innerWidth);
      expect([width, fits]).toEqual([width, true]);
      await dialog().getByRole('button', { name: 'Keep editing' }).click();
      await stepHeading(page, 'Tell us about your system');
      expect(await page.getByLabel('Strange Noises').isChecked()).toBe(true);
      await page.mouse.click(5, 890);
      await dialog().getByRole('button', { name: 'Discard', exact: true }).click();
      await dialog().waitFor({ state: 'detached' });
    }
  }, 90_000);
});

describe('when the lead or the request fails (docs/domains/public-site.md#messages)', () => {
  const leadPath = '**/api/auth/register-service-lead';

  async function toContactStep(label: string): Promise<void> {
    await openFromHero();
    await page.locator('#booking-serviceType').selectOption('Other');
    await next(page);
    await next(page);
    await fillContact(page, { fullName: uniqueName(label), phone: '7135550100', email: 'net.fail@example.com', street: '3 Main St', zip: '77004' });
  }

  it("words a lead answer without a booking token 'Could not create a temporary account. Please try again.' on step 3", async () => {
    await toContactStep('No Token');
    // Nothing else is known: no server message, no error, only an answer that carries no token.
    await page.route(leadPath, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: false }) }));
    await next(page);
    await dialog().getByRole('alert').waitFor();
    expect(await alertText()).toBe('Could not create a temporary account. Please try again.');
    await stepHeading(page, 'Contact information and service address');
  }, 60_000);

  it('keeps a lead call the network dropped on step 3 with the error\'s own words, and a failed submit open with "Error: …"', async () => {
    await toContactStep('Net Fail');
    await page.route(leadPath, (route) => route.abort('connectionrefused'));
    await next(page);
    const leadAlert = dialog().getByRole('alert');
    await leadAlert.waitFor({ timeout: 20_000 });
    // No server spoke, so the error's own message comes before the fallback: Chromium's, after the client's retries.
    expect(await alertText()).toBe('Failed to fetch');
    await stepHeading(page, 'Contact information and service address');
    await page.unroute(leadPath);

    await next(page);
    await fillSchedule(page, dayFromNow(1), 'Any Time');
    await next(page);
    const submitPath = '**/api/service-requests';
    await page.route(submitPath, (route) => route.abort('connectionrefused'));
    await dialog().getByRole('button', { name: 'Confirm & Request Service' }).click();
    await dialog().getByRole('alert').waitFor({ timeout: 20_000 });
    expect(await alertText()).toBe('Error: Failed to fetch');
    await stepHeading(page, 'Review your request');
    expect(await dialog().getByRole('button', { name: 'Confirm & Request Service' }).isEnabled()).toBe(true);
  }, 90_000);
});

describe('an expired booking token', () => {
  it('sends the guest back to step 3 with the reason, and confirming it again books with a new token', async () => {
    await openFromHero();
    await page.locator('#booking-serviceType').selectOption('Other');
    await next(page);
    await next(page);
    const name = uniqueName('Slow Booker');
    await fillContact(page, { fullName: name, phone: '7135550100', email: 'slow.booker@example.com', street: '5 Main St', zip: '77004' });
    await next(page);
    await fillSchedule(page, dayFromNow(1), 'Any Time');
    await next(page);
    // The server's answer to a token past its two hours, without waiting two hours.
    const submitPath = '**/api/service-requests';
    await page.route(submitPath, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Your booking session has expired. Please confirm your contact details again.', code: 'bookingExpired' }),
      }),
    );
    await dialog().getByRole('button', { name: 'Confirm & Request Service' }).click();
    await stepHeading(page, 'Contact information and service address');
    expect(await alertText()).toBe('Your booking session has expired. Please confirm your contact details again.');
    await page.unroute(submitPath);

    await recordBodies('/api/auth/register-service-lead');
    await next(page);
    expect(await sentBodies('/api/auth/register-service-lead')).toHaveLength(1);
    await next(page);
    await dialog().getByRole('button', { name: 'Confirm & Request Service' }).click();
    await dialog().getByRole('button', { name: 'Done' }).waitFor();
  }, 90_000);
});

describe('keyboard', () => {
  it('loads only when opened, walks the first step by keyboard and closes with Escape, focus back on the opener', async () => {
    const scripts: string[] = [];
    page.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto(`${base}/`);
    const opener = page.getByRole('main').getByRole('button', { name: 'Schedule Service' }).first();
    await opener.waitFor();
    await page.waitForLoadState('networkidle');
    // The dialog's code does not weigh on the home page: it arrives on the first opening.
    expect(scripts.filter((p) => p.includes('BookingDialog'))).toEqual([]);
    await opener.focus();
    await page.keyboard.press('Enter');
    await stepHeading(page, 'What service do you need?');
    expect(scripts.filter((p) => p.includes('BookingDialog'))).toHaveLength(1);
    await page.locator('#booking-serviceType').focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.locator('#booking-serviceType').inputValue()).toBe('AC Repair');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Next');
    await page.keyboard.press('Enter');
    await stepHeading(page, 'Tell us about your system');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('bk-step-heading'))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
  }, 60_000);
});

