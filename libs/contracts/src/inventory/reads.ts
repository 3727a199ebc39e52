import { defineConsumer, reads } from '../core/event-contracts';
import { FINANCE_EVENTS } from '../finance/events';

/** What an item's related-expenses panel shows, and the row version that orders the events. */
const KEPT = ['id', 'inventoryItemId', 'expenseNumber', 'title', 'amount', 'expenseDate', 'status', 'createdByUserId', 'version'] as const;

/** svc-inventory's copy of the expenses that name an item (docs/domains/inventory.md#decisions). */
export const RELATED_EXPENSES_CONSUMER = defineConsumer({
  name: 'related-expenses',
  subject: 'hvac.finance.>',
  reads: Object.values(FINANCE_EVENTS).map((event) => reads(event, KEPT)),
});
