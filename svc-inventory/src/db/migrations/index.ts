import type { Migration } from '@hvac/service-kit';
import { m0001Items } from './0001_items';
import { m0002Search } from './0002_search';
import { m0003LowStock } from './0003_low_stock';

/** The domain's own tables, in order; service-kit migrates its tables (outbox, inbox, the users directory …) before them. */
export const migrations: readonly Migration[] = [m0001Items, m0002Search, m0003LowStock];
