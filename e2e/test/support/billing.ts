import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '@hvac/contracts';
import { apiLogin } from '../booking-steps';

/** What the billing journeys share: the screens' words, signing in, the server's documents. */

export type Language = 'en' | 'fa' | 'es';

/** A bundle of mf-billing's texts in one language ('' for the shared namespace, else the folder of its own), so a renamed text fails here too. */
export const billingTexts = <T>(lng: Language, namespace: '' | 'invoices' | 'documents' = ''): T =>
  JSON.parse(readFileSync(path.join(__dirname, '../../../mf-billing/src', namespace, 'i18n', `${lng}.json`), 'utf8')) as T;

export interface Signed {
  token: string;
  id: string;
}

export async function signIn(base: string, email: string): Promise<Signed> {
  const { token, user } = await apiLogin(base, email, DEMO_PASSWORD);
  return { token, id: user.id };
}

/** A call to the API as `who`, answered with the status it expects, else the test fails with the answer. */
export async function call<T>(base: string, who: Signed, method: string, url: string, expected: number, body?: unknown): Promise<T> {
  const res = await fetch(`${base}/api/${url}`, {
    method,
    headers: { authorization: `Bearer ${who.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== expected) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export interface StoredLine {
  description: string;
  quantity: number;
  unitPrice: string;
  total: string;
}
export interface StoredDocument {
  id: string;
  status: string;
  clientId: string;
  lineItems: StoredLine[];
  subTotal: string;
  taxRate: number;
  taxAmount: string;
  totalAmount: string;
  notes: string | null;
  termsAndConditions: string | null;
  originatingQuoteId?: string | null;
  originatingEstimateId?: string | null;
  amountPaid?: string;
  balanceDue?: string;
  paymentDate?: string | null;
}

export type DocumentKind = 'quote' | 'estimate' | 'invoice';

export async function readDocument(base: string, who: Signed, kind: DocumentKind, id: string): Promise<StoredDocument> {
  return (await call<{ data: Record<string, StoredDocument> }>(base, who, 'GET', `${kind}s/${id}`, 200)).data[kind]!;
}

/** What two documents carry over from one to the other: lines, rate, totals, notes and terms. */
export const carried = (d: StoredDocument) => ({
  lines: d.lineItems.map(({ description, quantity, unitPrice, total }) => ({ description, quantity, unitPrice, total })),
  taxRate: d.taxRate,
  totals: [d.subTotal, d.taxAmount, d.totalAmount],
  notes: d.notes,
  terms: d.termsAndConditions,
});

export async function logIn(page: Page, base: string, email: string, lng: Language): Promise<void> {
  await page.goto(`${base}/login?lng=${lng}`);
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(DEMO_PASSWORD);
  await page.locator('#login-password').press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** A figure as a detail page or form shows it (data-total="totalAmount" …). */
export const shownTotal = (page: Page, name: string) => page.locator(`[data-total="${name}"]`).first().textContent();
export const idFrom = (url: string, prefix: string) => new URL(url).pathname.slice(prefix.length);
