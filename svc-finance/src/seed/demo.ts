import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { todayIn } from '@hvac/contracts';
import { calendarDaysAfter } from '@hvac/contracts/billing';
import type { ExpenseCategory, ExpensePaymentMethod, ExpenseStatus } from '@hvac/contracts/finance';
import { findActiveByEmail } from '@hvac/service-kit';
import type { FinanceContext } from '../config';
import { expenseCreated } from '../expenses/events';
import * as repo from '../expenses/repo';

export const DEMO_STAFF_EMAIL = 'staff@example.com';
export const DEMO_MANAGER_EMAIL = 'manager@example.com';
const SEED_NAME = 'demo-expenses';
const CORRELATION = 'demo-seed';

interface DemoExpense {
  title: string;
  category: ExpenseCategory;
  amount: string;
  daysAgo: number;
  vendor: string;
  paymentMethod: ExpensePaymentMethod;
  status: ExpenseStatus;
  tags?: string[];
  isReimbursable?: boolean;
  note?: string;
}

const DEMO_EXPENSES: DemoExpense[] = [
  { title: 'Fuel for service van #2', category: 'vehicle_expenses', amount: '86.40', daysAgo: 1, vendor: 'Buc-ee’s', paymentMethod: 'credit_card', status: 'pending', tags: ['van-2', 'fuel'] },
  { title: 'R-410A refrigerant, 25 lb', category: 'materials_inventory', amount: '312.95', daysAgo: 3, vendor: 'Johnstone Supply', paymentMethod: 'debit_card', status: 'pending', tags: ['refrigerant'] },
  { title: 'Digital manifold gauge set', category: 'tools_supplies', amount: '249.00', daysAgo: 9, vendor: 'Grainger', paymentMethod: 'credit_card', status: 'approved', note: 'Replaces the broken analog set.' },
  { title: 'EPA 608 refresher course', category: 'training_education', amount: '145.00', daysAgo: 15, vendor: 'ESCO Institute', paymentMethod: 'bank_transfer', status: 'approved', isReimbursable: true },
  { title: 'Lunch with a supplier', category: 'travel_meals', amount: '64.18', daysAgo: 20, vendor: 'Pappas Bar-B-Q', paymentMethod: 'cash', status: 'rejected', note: 'Not a business meal under our policy.' },
  { title: 'Field service software, monthly', category: 'software_subscriptions', amount: '129.00', daysAgo: 32, vendor: 'ServiceTitan', paymentMethod: 'credit_card', status: 'paid', tags: ['subscription'] },
  { title: 'Mileage, Katy to Sugar Land', category: 'vehicle_expenses', amount: '38.86', daysAgo: 40, vendor: 'Own vehicle', paymentMethod: 'other', status: 'reimbursed', isReimbursable: true },
];

/**
 * Demo mode: a handful of expenses in every status, made by the demo staff user and decided by the demo
 * manager. Their ids exist only once identity's events have reached the users directory, so this runs
 * after each user event (in a savepoint, so a failure never costs the directory its event) and once at
 * start; the `seeds` row, written in the same transaction, makes it happen once.
 */
export async function seedDemoExpenses(trx: Knex.Transaction, ctx: FinanceContext): Promise<void> {
  try {
    await trx.transaction(async (sp) => {
      if (await sp('seeds').where({ name: SEED_NAME }).first()) return;
      const [staff, manager] = await Promise.all([findActiveByEmail(sp, DEMO_STAFF_EMAIL), findActiveByEmail(sp, DEMO_MANAGER_EMAIL)]);
      if (!staff || !manager) return;
      const claimed = await sp('seeds').insert({ name: SEED_NAME }).onConflict('name').ignore().returning('name');
      if (claimed.length === 0) return;
      const today = todayIn();
      for (const d of DEMO_EXPENSES) {
        const id = randomUUID();
        const expenseDate = calendarDaysAfter(today, -d.daysAgo);
        const decided = d.status !== 'pending';
        const fields = { expense_number: await repo.nextExpenseNumber(sp, Number(today.slice(0, 4))), title: d.title, vendor: d.vendor, description: null, tags: d.tags ?? null };
        await repo.insertExpense(sp, {
          id,
          ...fields,
          category: d.category,
          amount: d.amount,
          expense_date: expenseDate,
          payment_method: d.paymentMethod,
          status: d.status,
          is_tax_deductible: d.category !== 'travel_meals',
          is_reimbursable: d.isReimbursable ?? false,
          has_receipt: false,
          receipt_url: null,
          document_urls: null,
          project_id: null,
          inventory_item_id: null,
          notes: null,
          search_text: repo.searchTextOf(fields),
          created_by: staff.id,
          approved_by: decided ? manager.id : null,
          approved_at: decided ? new Date(`${calendarDaysAfter(expenseDate, 1)}T15:00:00Z`).toISOString() : null,
          approval_note: decided ? (d.note ?? null) : null,
        });
        await expenseCreated(ctx.outbox, sp, (await repo.lockExpense(sp, id))!, CORRELATION);
      }
      ctx.log.info({ count: DEMO_EXPENSES.length }, 'demo expenses seeded');
    });
  } catch (err) {
    ctx.log.error({ err }, 'demo expenses could not be seeded');
  }
}
