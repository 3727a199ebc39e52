import type { Migration } from '@hvac/service-kit';

/** The domain's own tables, in order; service-kit migrates its tables (outbox, inbox, dead letters …) before them. */
export const migrations: readonly Migration[] = [];
