/**
 * Issue 11, item 2: an inline error never moves the controls below it. A field's error appears on blur
 * (the press of a click on the next control) or on submit; had it pushed that control down between the
 * press and the release, the click would land elsewhere and be lost.
 */
import type { Page } from 'playwright-core';
import { next, stepHeading } from './booking-steps';
import { useJourney } from './support/journey';

let page: Page;
let base: string;

useJourney({ mode: 'test', apps: ['svc-identity', 'gateway'] }, {
  onStart: (s) => {
    base = s.gatewayUrl;
  },
  onPage: (_c, p) => {
    page = p;
  },
});

/** Where each control of a form sits, measured from the form's top, so a scroll of the page or dialog does not count. */
const offsets = (form: string): Promise<number[]> =>
  page.evaluate((selector) => {
    const root = document.querySelector(selector)!;
    const top = root.getBoundingClientRect().top;
    return Array.from(root.querySelectorAll('input, select, textarea, button'), (control) => control.getBoundingClientRect().top - top);
  }, form);

const visibleErrors = (form: string) => page.locator(`${form} [role="alert"]`).allTextContents();

describe('inline errors keep the layout still', () => {
  it('register: the confirmation’s error on blur leaves the terms box where it was, and one click ticks it', async () => {
    await page.goto(`${base}/register`);
    await page.locator('#register-username').fill('Dana Whitfield');
    await page.locator('#register-email').fill('dana.whitfield@example.com');
    await page.locator('#register-phone').fill('713-555-0150');
    await page.locator('#register-password').fill('Cool-Air-2026');
    await page.locator('#register-confirmPassword').fill('Cool-Air-2062');
    const terms = page.locator('#register-terms');
    await terms.scrollIntoViewIfNeeded();
    const before = await terms.boundingBox();

    await terms.click();

    expect(await terms.isChecked()).toBe(true);
    expect(await page.locator('#register-confirmPassword-error').textContent()).toBe('Passwords do not match.');
    expect(await terms.boundingBox()).toEqual(before);
  });

  it('contact: the errors of an empty submit and their clearing on edit move no control', async () => {
    await page.goto(`${base}/contact`);
    const form = 'form.pub-contact-form';
    await page.locator(form).waitFor();
    const still = await offsets(form);

    await page.getByRole('main').getByRole('button', { name: 'Send Message' }).click();
    expect(await visibleErrors(form)).toEqual(['Full name is required.', 'Email address is required.', 'Message is required.']);
    expect(await offsets(form)).toEqual(still);

    await page.locator('#contact-fullName').fill('Gloria Navarro');
    expect(await visibleErrors(form)).toEqual(['Email address is required.', 'Message is required.']);
    expect(await offsets(form)).toEqual(still);
  });

  it('booking dialog: the contact step’s errors on Next move no field', async () => {
    await page.goto(`${base}/`);
    await page.getByRole('main').getByRole('button', { name: 'Schedule Service' }).first().click();
    await stepHeading(page, 'What service do you need?');
    await page.locator('#booking-serviceType').selectOption('Indoor Air Quality Consultation');
    await next(page);
    await stepHeading(page, 'Tell us about your system');
    await next(page);
    await stepHeading(page, 'Contact information and service address');
    const form = 'form.bk-form';
    const still = await offsets(form);

    await next(page);
    expect((await visibleErrors(form)).length).toBeGreaterThan(3);
    expect(await offsets(form)).toEqual(still);
  });
});
