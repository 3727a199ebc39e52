/**
 * Steps of the booking dialog and calls to the stack's API that the booking and service-request
 * journeys share.
 */
import type { Page } from 'playwright-core';
import { todayIn } from '@hvac/contracts';

/**
 * A calendar day `days` from today in the company's time zone, the day the server checks bookings
 * against (the journeys' browsers live in that zone too), as a date input takes it.
 */
export function dayFromNow(days: number): string {
  const day = new Date(`${todayIn()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  // A later day the demo's technicians work (Monday to Saturday by default), so its windows can be chosen
  // (docs/domains/service-requests.md#availability).
  if (days > 0 && day.getUTCDay() === 0) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

let counter = 0;
/** Names no other run or demo row carries, so a search finds exactly this booking. */
export const uniqueName = (label: string): string => `${label} ${Date.now().toString(36)}${(counter++).toString(36)}`;

export interface Contact {
  fullName: string;
  phone: string;
  email: string;
  street: string;
  apartment?: string;
  zip: string;
}

const dialog = (page: Page) => page.getByRole('dialog');
export const next = (page: Page) => dialog(page).getByRole('button', { name: 'Next', exact: true }).click();
export const stepHeading = (page: Page, text: string) => dialog(page).locator('.bk-step-heading', { hasText: text }).waitFor();

export async function fillContact(page: Page, contact: Contact): Promise<void> {
  await stepHeading(page, 'Contact information and service address');
  await page.locator('#booking-fullName').fill(contact.fullName);
  await page.locator('#booking-phone').fill(contact.phone);
  await page.locator('#booking-email').fill(contact.email);
  await page.locator('#booking-streetAddress').fill(contact.street);
  if (contact.apartment) await page.locator('#booking-aptSuite').fill(contact.apartment);
  await page.locator('#booking-zipCode').fill(contact.zip);
}

export async function fillSchedule(page: Page, date1: string, time1: string, date2?: string, time2?: string): Promise<void> {
  await stepHeading(page, 'When would you like us to come?');
  await page.locator('#booking-preferredDate1').fill(date1);
  await page.locator('#booking-preferredTime1').selectOption(time1);
  if (date2) await page.locator('#booking-preferredDate2').fill(date2);
  if (time2) await page.locator('#booking-preferredTime2').selectOption(time2);
}

/** Confirms on the review and waits for the thank-you view; returns how the button read while sending. */
export async function confirm(page: Page): Promise<string> {
  await stepHeading(page, 'Review your request');
  // The real request, held back a moment on its way out so the sending state can be read.
  const path = '**/api/service-requests';
  await page.route(path, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await dialog(page).getByRole('button', { name: 'Confirm & Request Service' }).click();
  const sending = dialog(page).locator('.bk-actions button[type="submit"]');
  const label = `${await sending.textContent()}${(await sending.isDisabled()) ? ' (disabled)' : ''}`;
  await dialog(page).getByRole('heading', { name: /^Thank you, / }).waitFor();
  await page.unroute(path);
  return label;
}

/** Logs in through the API and returns the bearer token. */
export async function apiLogin(base: string, email: string, password: string): Promise<{ token: string; user: { id: string; username: string } }> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { token: string; user: { id: string; username: string } };
}

export async function apiGet<T>(base: string, token: string, path: string): Promise<T> {
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export interface RequestRow {
  id: string;
  status: string;
  userId: string | null;
  contactFullName: string;
  contactPhone: string;
  contactEmail: string;
  contactStreet: string;
  contactCity: string;
  contactZip: string;
  contactApartment: string | null;
  serviceType: string;
  description: string;
  customer: { id: string; username: string; email: string } | null;
  assignedTo: string | null;
  technician: { username: string; email: string } | null;
  schedulingPreferences: Record<string, unknown>;
  additionalDetails: Record<string, unknown>;
}

/** The manager's view of requests whose contact name matches, through the admin list's search. */
export async function findRequests(base: string, token: string, name: string): Promise<RequestRow[]> {
  const body = await apiGet<{ data: { serviceRequests: RequestRow[] } }>(base, token, `/api/service-requests/admin?search=${encodeURIComponent(name)}`);
  return body.data.serviceRequests;
}

/** Signs the browser in through the login screen (success goes to the role's home: docs/domains/accounts.md#login). */
export async function logInThroughScreen(page: Page, base: string, email: string, password: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}
