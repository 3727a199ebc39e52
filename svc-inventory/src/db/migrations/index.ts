import { historyMigration, type Migration } from '@hvac/service-kit';
import { m0001Items } from './0001_items';
import { m0002Search } from './0002_search';
import { m0003LowStock } from './0003_low_stock';
import { m0004History } from './0004_history';
import { m0005AlertCounts } from './0005_alert_counts';
import { m0006ExpenseCreator } from './0006_expense_creator';

/** The domain's own tables, in order; service-kit migrates its tables (outbox, inbox, the users directory …) before them. */
export const migrations: readonly Migration[] = [m0001Items, m0002Search, m0003LowStock, historyMigration, m0004History, m0005AlertCounts, m0006ExpenseCreator];
