import { Value } from 'typebox/value';
import { ExpenseEventData, FINANCE_EVENTS } from '@hvac/contracts';
import type { EventConsumer } from '@hvac/service-kit';
import { applyExpense } from './repo';

/**
 * Finance's expense events kept as the items' related expenses (docs/domains/inventory.md#decisions), so
 * the detail's panel answers while svc-finance is down. The kit's inbox applies each event once; versions
 * order them. An event that does not match the contract throws, so it is retried and dead-lettered.
 */
export function relatedExpensesConsumer(): EventConsumer {
  const types: ReadonlySet<string> = new Set(Object.values(FINANCE_EVENTS));
  return {
    name: 'related-expenses',
    subject: 'hvac.finance.>',
    async handle(event, trx) {
      if (!types.has(event.type)) return;
      // expense-status-changed carries the expense's fields plus the change's; the former are what is kept.
      if (!Value.Check(ExpenseEventData, event.data)) throw new Error(`${event.type} ${event.id} does not match ExpenseEventData`);
      await applyExpense(trx, event.data, event.type === FINANCE_EVENTS.expenseDeleted);
    },
  };
}
