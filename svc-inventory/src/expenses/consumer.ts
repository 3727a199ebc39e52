import { FINANCE_EVENTS, RELATED_EXPENSES_CONSUMER } from '@hvac/contracts/events';
import type { EventConsumer } from '@hvac/service-kit';
import { applyExpense } from './repo';

/**
 * Finance's expense events kept as the items' related expenses (docs/domains/inventory.md#decisions), so
 * the detail's panel answers while svc-finance is down. The kit's inbox applies each event once, after
 * checking the fields the contract says this reads; versions order them.
 */
export function relatedExpensesConsumer(): EventConsumer<typeof RELATED_EXPENSES_CONSUMER> {
  return {
    contract: RELATED_EXPENSES_CONSUMER,
    async handle(event, trx) {
      await applyExpense(trx, event.data, event.type === FINANCE_EVENTS.expenseDeleted.type);
    },
  };
}
