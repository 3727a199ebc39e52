import { historyMigration, type Migration } from '@hvac/service-kit';
import { m0001Expenses } from './0001_expenses';
import { m0002Receipts } from './0002_receipts';
import { m0003Search } from './0003_search';
import { m0004DayTotals } from './0004_day_totals';
import { m0005IncomeLedger } from './0005_income_ledger';
import { m0006TaxExpenseTotals } from './0006_tax_expense_totals';
import { m0007CreatorList } from './0007_creator_list';
import { m0008PendingOverview } from './0008_pending_overview';
import { m0009PendingCount } from './0009_pending_count';
import { m0010CountedDayTotals } from './0010_counted_day_totals';

/** The domain's own tables, in order; service-kit migrates its tables (outbox, inbox, the users directory …) before them. */
export const migrations: readonly Migration[] = [m0001Expenses, m0002Receipts, m0003Search, m0004DayTotals, m0005IncomeLedger, m0006TaxExpenseTotals, historyMigration, m0007CreatorList, m0008PendingOverview, m0009PendingCount, m0010CountedDayTotals];
