import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { formatCents, todayIn } from '@hvac/contracts';
import { calendarDaysAfter } from '@hvac/contracts/billing';
import { INVENTORY_UNITS, type InventoryCategory } from '@hvac/contracts/inventory';
import { benchSeedMain, insertInBulk, timedPart, vacuumAnalyze } from '@hvac/service-kit';
import { searchTextOf } from '../items/repo';

/*
 * The inventory data set of `npm run bench` (infra/src/bench/inventory-rows.ts, docs/architecture.md#tests):
 * items in the table the migrations made, as the service would have written them. Nothing else seeds it;
 * `npm start` never does.
 */

export interface InventoryBenchCounts {
  items: number;
}

/** What the bench looks for: a word of a twentieth of the names, in its category, low on stock; and one barcode. */
export interface InventoryBenchSearches {
  search: string;
  category: InventoryCategory;
  barcode: string;
}

/** Twenty kinds of part, each with its category; the first is what the bench searches for. */
const KINDS: readonly [string, InventoryCategory][] = [
  ['Run capacitor', 'Electrical'],
  ['Contactor 2-pole', 'Electrical'],
  ['Pleated air filter', 'Filters'],
  ['Media filter', 'Filters'],
  ['R-410A cylinder', 'Refrigerants'],
  ['R-32 cylinder', 'Refrigerants'],
  ['Copper line set', 'Parts'],
  ['Condensate pump', 'Parts'],
  ['Blower motor', 'Parts'],
  ['Thermostat wire', 'Electrical'],
  ['Disconnect box', 'Electrical'],
  ['Digital manifold', 'Tools'],
  ['Tubing cutter', 'Tools'],
  ['Foil duct tape', 'Consumables'],
  ['Coil cleaner', 'Consumables'],
  ['Nitrile gloves', 'Safety Equipment'],
  ['Safety glasses', 'Safety Equipment'],
  ['Sheet metal screws', 'Hardware'],
  ['Pipe hangers', 'Hardware'],
  ['Misc. fittings', 'Other'],
];
const SUPPLIERS = ['Johnstone Supply', 'Ferguson', 'Grainger', 'Home Depot', 'Hudson Technologies', 'Watsco'];
/** Rows per statement: one JSON parameter each (service-kit insertInBulk). */
const SLICE = 5_000;

const at = <T>(list: readonly T[], i: number): T => list[i % list.length]!;
/** Spreads item i over the mixes without lining them up (Knuth's multiplicative hash). */
const scatter = (i: number) => Math.imul(i + 1, 2654435761) >>> 0;
/** A 13-digit code of its own for item i. */
const barcodeOf = (i: number) => String(2_000_000_000_000 + i);

async function seedItems(db: Knex, count: number): Promise<void> {
  const today = todayIn();
  const types = {
    id: 'uuid', name: 'text', sku: 'text', barcode: 'text', description: 'text', category: 'text', quantity: 'integer', minimum_quantity: 'integer', maximum_quantity: 'integer',
    unit: 'text', unit_price: 'numeric', cost_price: 'numeric', location: 'text', supplier: 'text', expiration_date: 'date', search_text: 'text', low_stock_alerted: 'boolean',
  };
  for (let from = 0; from < count; from += SLICE) {
    const rows: Record<string, unknown>[] = [];
    for (let i = from; i < Math.min(count, from + SLICE); i++) {
      const [kind, category] = at(KINDS, i);
      // The hash's high bits: its low bits follow i's parity, which the kinds above line up with.
      const h = scatter(i) >>> 7;
      // A tenth at or below the minimum, a twentieth of those out of stock.
      const minimum = 5 + (h % 20);
      const quantity = h % 10 === 0 ? (h % 200 === 0 ? 0 : minimum - (h % 5)) : minimum + 1 + (h % 200);
      const cost = 100 + (h % 50_000);
      const fields = { name: `${kind} ${String(i).padStart(6, '0')}`, sku: `INV-${String(i).padStart(6, '0')}-BNC`, barcode: barcodeOf(i), description: `${kind} from ${at(SUPPLIERS, h >>> 4)}, bin ${h % 400}` };
      rows.push({
        id: randomUUID(),
        ...fields,
        category,
        quantity,
        minimum_quantity: minimum,
        maximum_quantity: minimum + 300,
        unit: at(INVENTORY_UNITS, h >>> 8),
        unit_price: formatCents(Math.round(cost * 1.8)),
        cost_price: formatCents(cost),
        location: `Aisle ${1 + (h % 30)}`,
        supplier: at(SUPPLIERS, h >>> 4),
        // A third carry a date; about one in twenty-five items has already expired.
        expiration_date: i % 3 === 0 ? calendarDaysAfter(today, (h % 730) - 60) : null,
        search_text: searchTextOf(fields),
        low_stock_alerted: quantity <= minimum,
      });
    }
    await insertInBulk(db, 'items', types, rows);
  }
  await vacuumAnalyze(db, ['items']);
}

/** Seeds the whole inventory data set, telling `progress` how long it took. */
export async function seedInventoryBench(db: Knex, counts: InventoryBenchCounts, progress: (line: string) => void = () => undefined): Promise<InventoryBenchSearches> {
  await timedPart(progress, 'inventory items', () => seedItems(db, counts.items));
  return { search: 'capacitor', category: KINDS[0]![1], barcode: barcodeOf(Math.floor(counts.items / 2)) };
}

if (require.main === module) {
  benchSeedMain({ entry: 'svc-inventory/dist/seed/bench.js', counts: ['items'], seed: (db, counts, progress) => seedInventoryBench(db, counts, progress) });
}
