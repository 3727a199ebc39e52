import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { formatCents, todayIn } from '@hvac/contracts';
import { EXPENSE_CATEGORIES, EXPENSE_PAYMENT_METHODS, expenseNumberOf, type ExpenseCategory, type ExpenseStatus } from '@hvac/contracts/finance';
import { benchSeedMain, insertInBulk, timedPart, vacuumAnalyze } from '@hvac/service-kit';
import { searchTextOf } from '../expenses/repo';

/*
 * The finance data set of `npm run bench` (infra/src/bench/expense-rows.ts, docs/architecture.md#tests):
 * bench staff in this service's users directory, then expenses spread over the last two years, in the
 * tables the migrations made. Nothing else seeds it; `npm start` never does.
 */

export interface FinanceBenchCounts {
  staff: number;
  expenses: number;
}

/** What the bench filters on: this year, one category and one status (about a tenth and a fifth of the rows). */
export const financeBenchSearches = (year: number) => ({ year, category: 'vehicle_expenses' satisfies ExpenseCategory, status: 'approved' satisfies ExpenseStatus });

// Most expenses of an office that has run a while are decided; a fifth are still pending.
const STATUS_MIX: ExpenseStatus[] = ['approved', 'approved', 'approved', 'approved', 'paid', 'paid', 'reimbursed', 'rejected', 'pending', 'pending'];
// The common categories come up more often, as in a real ledger.
const CATEGORY_MIX: ExpenseCategory[] = [...EXPENSE_CATEGORIES, 'vehicle_expenses', 'tools_supplies', 'materials_inventory', 'office_supplies', 'travel_meals'];
const TITLES = ['Fuel for service van', 'Refrigerant R-410A', 'Capacitors and contactors', 'Printer paper and toner', 'Liability insurance, monthly', 'Dispatch software', 'Lunch with a supplier', 'Duct tape and mastic'];
const VENDORS = ['Buc-ee’s', 'Johnstone Supply', 'Grainger', 'Office Depot', 'State Farm', 'ServiceTitan', 'Home Depot', 'Ferguson'];
const DAY = 86_400_000;
/** Rows per statement: one JSON parameter each (service-kit insertInBulk). */
const SLICE = 5_000;

const at = <T>(list: readonly T[], i: number): T => list[i % list.length]!;
/** Spreads expense i over the staff without lining up with the mixes (Knuth's multiplicative hash). */
const scatter = (i: number) => Math.imul(i + 1, 2654435761) >>> 0;

async function seedStaff(db: Knex, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  const rows = ids.map((id, i) => ({ id, username: `Bench Staff ${i + 1}`, email: `bench-staff-${i}@example.com`, role: i % 5 === 0 ? 'manager' : 'staff', version: 1, token_version: 0 }));
  await insertInBulk(db, 'users_directory', { id: 'uuid', username: 'text', email: 'text', role: 'text', version: 'integer', token_version: 'integer' }, rows);
  return ids;
}

async function seedExpenses(db: Knex, count: number, staff: readonly string[]): Promise<void> {
  const now = Date.now();
  const year = Number(todayIn().slice(0, 4));
  const types = {
    id: 'uuid', expense_number: 'text', title: 'text', category: 'text', amount: 'numeric', expense_date: 'date', vendor: 'text', payment_method: 'text', status: 'text',
    is_tax_deductible: 'boolean', is_reimbursable: 'boolean', has_receipt: 'boolean', tags: 'text[]', search_text: 'text', created_by: 'uuid', approved_by: 'uuid',
    approved_at: 'timestamptz', created_at: 'timestamptz', updated_at: 'timestamptz',
  };
  for (let from = 0; from < count; from += SLICE) {
    const rows: Record<string, unknown>[] = [];
    for (let i = from; i < Math.min(count, from + SLICE); i++) {
      // Spread over two years, newest first by index.
      const created = now - (i / count) * 730 * DAY;
      const status = at(STATUS_MIX, i);
      const decided = status !== 'pending';
      const tags = i % 3 === 0 ? [`job-${i % 97}`] : null;
      const fields = { expense_number: expenseNumberOf(year, 900_000_000 + i), title: `${at(TITLES, i)} #${i}`, vendor: at(VENDORS, scatter(i)), description: null, tags };
      const by = at(staff, scatter(i));
      rows.push({
        id: randomUUID(),
        ...fields,
        category: at(CATEGORY_MIX, scatter(i) >>> 3),
        amount: formatCents(500 + (scatter(i) % 250_000)),
        expense_date: new Date(created).toISOString().slice(0, 10),
        payment_method: at(EXPENSE_PAYMENT_METHODS, i),
        status,
        is_tax_deductible: i % 7 !== 0,
        is_reimbursable: i % 4 === 0,
        has_receipt: i % 2 === 0,
        tags: tags ? `{${tags.join(',')}}` : null,
        search_text: searchTextOf(fields),
        created_by: by,
        approved_by: decided ? at(staff, 0) : null,
        approved_at: decided ? new Date(created + DAY).toISOString() : null,
        created_at: new Date(created).toISOString(),
        updated_at: new Date(created).toISOString(),
      });
    }
    await insertInBulk(db, 'expenses', types, rows);
  }
  await vacuumAnalyze(db, ['expenses']);
}

/** Seeds the whole finance data set, telling `progress` how long each part took. */
export async function seedFinanceBench(db: Knex, counts: FinanceBenchCounts, progress: (line: string) => void = () => undefined): Promise<void> {
  let staff: string[] = [];
  await timedPart(progress, 'finance staff', async () => (staff = await seedStaff(db, counts.staff)));
  await vacuumAnalyze(db, ['users_directory']);
  await timedPart(progress, 'expenses', () => seedExpenses(db, counts.expenses, staff));
}

if (require.main === module) {
  benchSeedMain({
    entry: 'svc-finance/dist/seed/bench.js',
    counts: ['staff', 'expenses'],
    seed: async (db, counts, progress) => {
      await seedFinanceBench(db, counts, progress);
      return financeBenchSearches(Number(todayIn().slice(0, 4)));
    },
  });
}
