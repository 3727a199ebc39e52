/**
 * Issue 18's inventory journey through the whole system: Chromium → gateway → shell + mf-inventory →
 * svc-inventory → PostgreSQL (docs/domains/inventory.md#screens). A manager adds an item with a generated
 * SKU and barcode, finds it by barcode search, updates its quantity through the prompt and prints its label,
 * whose Code 128 decodes back to the item's barcode; a staff user sees no Add, Edit or Delete. In English
 * and in Persian. Issue 27's: quantities with their units in the plural their count takes, and the label of
 * an item without a barcode, in English, Spanish and Persian. Then the scanner reads a barcode from
 * Chromium's fake camera and opens its item.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { formatUsd } from '@hvac/contracts';
import { SKU_PATTERN, type InventoryItem, type InventoryMovement } from '@hvac/contracts/inventory';
import { decodeBars, writeBarcodeVideo } from './support/barcode';
import { CONTEXT_OPTIONS, documentLanguage, launchChromium, seriousViolations } from './support/browser';
import { call, logIn, signIn, type Language } from './support/billing';
import { useJourney } from './support/journey';

let browser: Browser;
let page: Page;
let base: string;

useJourney({ mode: 'test', demo: true, apps: ['svc-identity', 'svc-inventory', 'gateway'] }, {
  onStart: (s, b) => {
    base = s.gatewayUrl;
    browser = b;
  },
  onPage: (_c, p) => {
    page = p;
  },
});

interface InventoryTexts {
  list: { add: string; scan: string; barcodeSearch: string; search: string };
  form: { generateSkuLabel: string; generateBarcodeLabel: string };
  detail: { printLabel: string; updateQuantity: string; quantityPrompt: string; lowStockTitle: string; history: string };
  common: { edit: string; delete: string };
  label: { noBarcode: string; sku: string };
  unitCounts: Record<string, string>;
  scanner: { title: string };
  toasts: Record<string, string>;
}
/** mf-inventory's item texts in one language, so a renamed text fails here too. */
const texts = (lng: Language): InventoryTexts =>
  JSON.parse(readFileSync(path.join(__dirname, '../../mf-inventory/src/items/i18n', `${lng}.json`), 'utf8')) as InventoryTexts;

const itemOf = async (who: Awaited<ReturnType<typeof signIn>>, id: string) => (await call<{ data: { item: InventoryItem } }>(base, who, 'GET', `inventory/${id}`, 200)).data.item;

/** The label's barcode as drawn (the SVG's bars), read back by ZXing. */
async function labelBarcode(p: Page): Promise<string | null> {
  const bars = await p.locator('.inv-label svg').evaluate((svg) =>
    Array.from(svg.querySelectorAll('g rect')).map((rect) => {
      const g = rect.parentElement!.getAttribute('transform') ?? '';
      const offset = Number(/translate\(\s*([\d.]+)/.exec(g)?.[1] ?? 0);
      return { x: offset + Number(rect.getAttribute('x')), width: Number(rect.getAttribute('width')) };
    }),
  );
  return decodeBars(bars);
}

describe.each(['en', 'fa'] as const)('inventory in %s (docs/domains/inventory.md#screens)', (lng: Language) => {
  const t = texts(lng);

  it('a manager adds an item with a generated SKU, finds it by barcode, updates its quantity and prints its label; staff see no Add, Edit or Delete', async () => {
    const manager = await signIn(base, 'manager@example.com');
    const name = `Capacitor 45/5 ${lng} ${Date.now()}`;

    await logIn(page, base, 'manager@example.com', lng);
    await page.goto(`${base}/admin/inventory`);
    await page.getByRole('link', { name: t.list.add, exact: true }).click();
    await page.waitForURL(/\/admin\/inventory\/new$/);
    // A generated SKU from the start; Generate makes another of the same form.
    const first = await page.locator('#inventory-sku').inputValue();
    expect(first).toMatch(SKU_PATTERN);
    await page.getByRole('button', { name: t.form.generateSkuLabel }).click();
    await page.waitForFunction((was) => (document.querySelector('#inventory-sku') as HTMLInputElement).value !== was, first);
    const sku = await page.locator('#inventory-sku').inputValue();
    expect(sku).toMatch(/^INV-\d{6}-[A-Z]{3}$/);
    await page.getByRole('button', { name: t.form.generateBarcodeLabel }).click();
    const barcode = await page.locator('#inventory-barcode').inputValue();
    expect(barcode).toMatch(/^\d{13}$/);
    expect([await page.locator('#inventory-currentQuantity').inputValue(), await page.locator('#inventory-minimumQuantity').inputValue()]).toEqual(['0', '5']);
    await page.locator('#inventory-name').fill(name);
    await page.locator('#inventory-category').selectOption('Electrical');
    await page.locator('#inventory-currentQuantity').fill('12');
    await page.locator('#inventory-unitCost').fill('8.40');
    await page.locator('#inventory-unitPrice').fill('24.00');
    await page.locator('#inventory-location').fill('Shelf A1');
    if (lng === 'fa') expect(await documentLanguage(page)).toEqual(['fa', 'rtl']);
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('form.inv-form button[type="submit"]').click();
    await page.waitForURL(/\/admin\/inventory\/[0-9a-f-]{36}$/);
    await page.getByText(t.toasts.created!).waitFor();
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const created = await itemOf(manager, id);
    expect([created.name, created.sku, created.barcode, created.category, created.quantity, created.minimumQuantity, created.maximumQuantity, created.unit, created.costPrice]).toEqual([
      name,
      sku,
      barcode,
      'Electrical',
      12,
      5,
      100,
      'piece',
      '8.40',
    ]);

    // Barcode search from the list opens it.
    await page.goto(`${base}/admin/inventory`);
    await page.locator('#inventory-barcode').fill(barcode);
    await page.getByRole('button', { name: t.list.barcodeSearch, exact: true }).click();
    await page.waitForURL(`${base}/admin/inventory/${id}`);
    await page.getByText(t.toasts.itemFound!).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Update Quantity through the prompt: 3 is at or below the minimum, so the Low Stock banner shows.
    const asked = new Promise<[string, string]>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve([dialog.message(), dialog.defaultValue()]);
        void dialog.accept('3');
      }),
    );
    await page.getByRole('button', { name: t.detail.updateQuantity, exact: true }).click();
    expect(await asked).toEqual([t.detail.quantityPrompt, '12']);
    await page.getByText(t.toasts.quantityUpdated!).waitFor();
    await page.getByRole('heading', { name: t.detail.lowStockTitle, exact: true }).waitFor();
    expect((await itemOf(manager, id)).quantity).toBe(3);
    const history = (await call<{ data: { movements: InventoryMovement[] } }>(base, manager, 'GET', `inventory/${id}/history`, 200)).data.movements;
    expect(history.map((m) => [m.fromQuantity, m.toQuantity, m.reason])).toEqual([
      [12, 3, 'quantity-update'],
      [0, 12, 'created'],
    ]);
    await page.locator('section[aria-labelledby="inventory-history"] tbody tr').nth(1).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The label: name, SKU, price, location, and a Code 128 that reads back as the barcode.
    await page.getByRole('link', { name: t.detail.printLabel, exact: true }).click();
    await page.waitForURL(`${base}/admin/inventory/${id}/label`);
    await page.locator('.inv-label svg g rect').first().waitFor();
    const label = (await page.locator('.inv-label').textContent())!;
    for (const part of [name, sku, formatUsd(2400), 'Shelf A1']) expect(label).toContain(part);
    expect(label).not.toContain(t.label.noBarcode);
    expect(await labelBarcode(page)).toBe(barcode);
    expect(await seriousViolations(page)).toEqual([]);

    // Staff: the item and the list without Add, Edit, Update Quantity or Delete.
    const staffContext = await browser.newContext(CONTEXT_OPTIONS);
    try {
      const sp = await staffContext.newPage();
      await logIn(sp, base, 'staff@example.com', lng);
      await sp.goto(`${base}/admin/inventory/${id}`);
      await sp.getByRole('link', { name: t.detail.printLabel, exact: true }).waitFor();
      for (const button of [t.detail.updateQuantity, t.common.delete]) expect(await sp.getByRole('button', { name: button, exact: true }).count()).toBe(0);
      expect(await sp.getByRole('link', { name: t.common.edit, exact: true }).count()).toBe(0);
      await sp.goto(`${base}/admin/inventory`);
      await sp.locator('#inventory-search').fill(sku);
      await sp.waitForFunction(() => document.querySelectorAll('main tbody tr').length === 1);
      await sp.locator('main tbody tr', { hasText: name }).waitFor();
      expect(await sp.getByRole('link', { name: t.list.add, exact: true }).count()).toBe(0);
      expect(await sp.locator(`main a[href="/admin/inventory/${id}/edit"]`).count()).toBe(0);
      expect(await sp.locator('main tbody button').count()).toBe(0);
      expect(await seriousViolations(sp)).toEqual([]);
    } finally {
      await staffContext.close();
    }
  }, 180_000);
});

describe.each([
  ['en', '12 pieces', '1 piece'],
  ['es', '12 piezas', '1 pieza'],
  ['fa', '۱۲ عدد', '۱ عدد'],
] as const)('counts and labels in %s (docs/domains/inventory.md#decisions)', (lng, twelve, one) => {
  const t = texts(lng);

  it('says a quantity with its unit in the plural its count takes, and labels an item without a barcode with its SKU’s, captioned as the SKU', async () => {
    const manager = await signIn(base, 'manager@example.com');
    const stamp = String(Date.now());
    const sku = `INV-${stamp.slice(-6)}-${lng.toUpperCase()}Z`;
    const name = `Float switch ${lng} ${stamp}`;
    const made = (
      await call<{ data: { item: InventoryItem } }>(base, manager, 'POST', 'inventory', 201, { name, sku, category: 'Electrical', currentQuantity: 12, minimumQuantity: 1, unit: 'piece' })
    ).data.item;
    expect(made.barcode).toBeNull();

    await logIn(page, base, 'manager@example.com', lng);
    await page.goto(`${base}/admin/inventory`);
    await page.locator('#inventory-search').fill(sku);
    const row = page.locator('main tbody tr', { hasText: name });
    await row.waitFor();
    expect(await row.locator('td').nth(3).textContent()).toBe(twelve);
    await page.goto(`${base}/admin/inventory/${made.id}`);
    const minimum = page.locator('section[aria-labelledby="inventory-stock"] dd').nth(1);
    await minimum.waitFor();
    expect(await minimum.textContent()).toBe(one);

    // The label: the SKU's bars, captioned as the SKU just under them, and "No Barcode" among the facts.
    await page.goto(`${base}/admin/inventory/${made.id}/label`);
    await page.locator('.inv-label svg g rect').first().waitFor();
    expect(await labelBarcode(page)).toBe(sku);
    expect(await page.locator('.inv-label svg + p').textContent()).toBe(`${t.label.sku}: ${sku}`);
    expect(await page.locator('.inv-label-meta [data-no-barcode]').textContent()).toBe(t.label.noBarcode);
    expect((await page.locator('.inv-label').textContent())!.split(sku)).toHaveLength(2);
    expect(await seriousViolations(page)).toEqual([]);
  }, 120_000);
});

describe('the scanner with a camera (docs/domains/inventory.md#screens)', () => {
  it('reads a barcode from the camera and opens its item', async () => {
    const manager = await signIn(base, 'manager@example.com');
    const barcode = String(Date.now());
    const sku = `INV-${barcode.slice(-6)}-CAM`;
    const created = (
      await call<{ data: { item: InventoryItem } }>(base, manager, 'POST', 'inventory', 201, { name: 'Camera-scanned contactor', sku, barcode, category: 'Electrical' })
    ).data.item;
    const dir = mkdtempSync(path.join(tmpdir(), 'hvac-camera-'));
    const video = path.join(dir, 'barcode.y4m');
    writeBarcodeVideo(video, barcode);
    const cameraBrowser = await launchChromium({ fakeCamera: video });
    try {
      const context = await cameraBrowser.newContext({ ...CONTEXT_OPTIONS, permissions: ['camera'] });
      const cp = await context.newPage();
      const t = texts('en');
      await logIn(cp, base, 'manager@example.com', 'en');
      await cp.goto(`${base}/admin/inventory`);
      await cp.getByRole('button', { name: t.list.scan, exact: true }).click();
      await cp.getByRole('dialog', { name: t.scanner.title }).waitFor();
      await cp.waitForURL(`${base}/admin/inventory/${created.id}`, { timeout: 30_000 });
      await cp.getByText(t.toasts.itemFound!).waitFor();
      await context.close();
    } finally {
      await cameraBrowser.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
