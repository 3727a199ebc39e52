import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { todayIn } from '@hvac/contracts';
import { calendarDaysAfter } from '@hvac/contracts/billing';
import type { InventoryCategory, InventoryUnit } from '@hvac/contracts/inventory';
import { findActiveByEmail } from '@hvac/service-kit';
import type { InventoryContext } from '../config';
import { itemCreated } from '../items/events';
import * as repo from '../items/repo';
import { crossing, recordChange } from '../stock/service';

export const DEMO_ADMIN_EMAIL = 'admin@example.com';
const SEED_NAME = 'demo-items';
const CORRELATION = 'demo-seed';

interface DemoItem {
  name: string;
  sku: string;
  barcode: string | null;
  category: InventoryCategory;
  quantity: number;
  minimum: number;
  maximum: number;
  unit: InventoryUnit;
  cost: string;
  price: string;
  location: string;
  supplier: string;
  description: string;
  /** Days from today to the expiration date; negative is already expired. */
  expiresIn?: number;
}

/** Thirteen items of an HVAC shop: three at or below their minimum (one out of stock), two expired, all with barcodes but one. */
const DEMO_ITEMS: DemoItem[] = [
  { name: 'Run capacitor 45/5 µF 440V', sku: 'INV-100101-CAP', barcode: '0846316012345', category: 'Electrical', quantity: 24, minimum: 10, maximum: 60, unit: 'piece', cost: '8.40', price: '24.00', location: 'Shelf A1', supplier: 'Johnstone Supply', description: 'Dual run capacitor for condensing units, round can.' },
  { name: 'Contactor 2-pole 40A 24V coil', sku: 'INV-100102-CON', barcode: '0846316012352', category: 'Electrical', quantity: 3, minimum: 5, maximum: 30, unit: 'piece', cost: '11.75', price: '34.50', location: 'Shelf A2', supplier: 'Johnstone Supply', description: 'Definite-purpose contactor for residential condensers.' },
  { name: 'Pleated air filter 16x25x1 MERV 8', sku: 'INV-100103-FLT', barcode: '0074983001167', category: 'Filters', quantity: 120, minimum: 40, maximum: 300, unit: 'piece', cost: '3.10', price: '9.99', location: 'Rack B1', supplier: 'Ferguson', description: 'Standard return-air filter, case of twelve split to pieces.' },
  { name: 'Pleated air filter 20x20x4 MERV 11', sku: 'INV-100104-FLT', barcode: '0074983001174', category: 'Filters', quantity: 0, minimum: 12, maximum: 80, unit: 'piece', cost: '14.20', price: '39.00', location: 'Rack B2', supplier: 'Ferguson', description: 'Media-cabinet filter for high-efficiency systems.' },
  { name: 'R-410A refrigerant 25 lb cylinder', sku: 'INV-100105-REF', barcode: '0781111410255', category: 'Refrigerants', quantity: 6, minimum: 2, maximum: 12, unit: 'piece', cost: '289.00', price: '425.00', location: 'Cage C1', supplier: 'Johnstone Supply', description: 'Cylinder kept in the locked cage; log every charge.' },
  { name: 'R-22 refrigerant 30 lb (reclaimed)', sku: 'INV-100106-REF', barcode: '0781111022304', category: 'Refrigerants', quantity: 1, minimum: 1, maximum: 4, unit: 'piece', cost: '610.00', price: '950.00', location: 'Cage C2', supplier: 'Hudson Technologies', description: 'For legacy systems only.' },
  { name: 'Copper line set 3/8 x 3/4, 25 ft', sku: 'INV-100107-PRT', barcode: '0692042025012', category: 'Parts', quantity: 14, minimum: 4, maximum: 30, unit: 'roll', cost: '92.00', price: '165.00', location: 'Bay D1', supplier: 'Ferguson', description: 'Pre-insulated line set for mini-splits and condensers.' },
  { name: 'Condensate pump 120V', sku: 'INV-100108-PRT', barcode: '0048335145010', category: 'Parts', quantity: 9, minimum: 3, maximum: 15, unit: 'piece', cost: '48.50', price: '119.00', location: 'Shelf A4', supplier: 'Grainger', description: 'Mini condensate pump with safety switch.' },
  { name: 'Digital manifold gauge set', sku: 'INV-100109-TOL', barcode: null, category: 'Tools', quantity: 4, minimum: 1, maximum: 6, unit: 'set', cost: '249.00', price: '0.00', location: 'Tool crib', supplier: 'Grainger', description: 'Shop tool, signed out per technician.' },
  { name: 'Foil duct tape 2.5 in x 60 yd', sku: 'INV-100110-CNS', barcode: '0051131941052', category: 'Consumables', quantity: 36, minimum: 12, maximum: 96, unit: 'roll', cost: '6.80', price: '14.99', location: 'Shelf E1', supplier: 'Home Depot', description: 'UL 181 listed foil tape for duct seams.' },
  { name: 'Coil cleaner, foaming, 1 gal', sku: 'INV-100111-CNS', barcode: '0763446100014', category: 'Consumables', quantity: 8, minimum: 4, maximum: 24, unit: 'gallon', cost: '12.40', price: '27.50', location: 'Shelf E2', supplier: 'Johnstone Supply', description: 'Alkaline condenser coil cleaner.', expiresIn: -20 },
  { name: 'Nitrile gloves, box of 100', sku: 'INV-100112-SAF', barcode: '0036000123451', category: 'Safety Equipment', quantity: 10, minimum: 5, maximum: 40, unit: 'box', cost: '9.90', price: '0.00', location: 'Shelf F1', supplier: 'Grainger', description: 'Disposable gloves for the vans.', expiresIn: -3 },
  { name: 'Refrigerant leak sealant kit', sku: 'INV-100113-CNS', barcode: '0763446200011', category: 'Consumables', quantity: 5, minimum: 2, maximum: 10, unit: 'pack', cost: '31.00', price: '79.00', location: 'Shelf E3', supplier: 'Johnstone Supply', description: 'Sealant with injector for small leaks.', expiresIn: 200 },
];

/**
 * Demo mode: the items above, created by the demo admin (each with its first history row). The admin's
 * id exists only once identity's events have reached the users directory, so this runs after each user
 * event (in a savepoint, so a failure never costs the directory its event) and once at start; the
 * `seeds` row, written in the same transaction, makes it happen once.
 */
export async function seedDemoItems(trx: Knex.Transaction, ctx: InventoryContext): Promise<void> {
  try {
    await trx.transaction(async (sp) => {
      if (await sp('seeds').where({ name: SEED_NAME }).first()) return;
      const admin = await findActiveByEmail(sp, DEMO_ADMIN_EMAIL);
      if (!admin) return;
      const claimed = await sp('seeds').insert({ name: SEED_NAME }).onConflict('name').ignore().returning('name');
      if (claimed.length === 0) return;
      const today = todayIn();
      for (const d of DEMO_ITEMS) {
        const id = randomUUID();
        const fields = { name: d.name, sku: d.sku, barcode: d.barcode, description: d.description };
        await repo.insertItem(sp, {
          id,
          ...fields,
          category: d.category,
          quantity: d.quantity,
          minimum_quantity: d.minimum,
          maximum_quantity: d.maximum,
          unit: d.unit,
          unit_price: d.price,
          cost_price: d.cost,
          location: d.location,
          supplier: d.supplier,
          notes: null,
          expiration_date: d.expiresIn === undefined ? null : calendarDaysAfter(today, d.expiresIn),
          search_text: repo.searchTextOf(fields),
          low_stock_alerted: crossing(false, d.quantity, d.minimum).low_stock_alerted,
        });
        const row = (await repo.lockItem(sp, id))!;
        await itemCreated(ctx.outbox, sp, row, CORRELATION);
        await recordChange(ctx, sp, row, { from: 0, reason: 'created', by: admin.id, alert: false }, CORRELATION);
      }
      ctx.log.info({ count: DEMO_ITEMS.length }, 'demo items seeded');
    });
  } catch (err) {
    ctx.log.error({ err }, 'demo items could not be seeded');
  }
}
