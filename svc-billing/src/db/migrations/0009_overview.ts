import type { Migration } from '@hvac/service-kit';

/**
 * The overview widgets' sums (docs/domains/billing.md#overview-widget) read only what they count, from
 * partial indexes that carry the amounts, so a summary at 100 000 documents reads the open ones alone and
 * never the table: the invoices still owed money, the quotes awaiting their client's answer, and the
 * payments by their day. A client's own figures go along the client's index first.
 */
export const m0009Overview: Migration = {
  name: '0009_overview',
  async up(knex) {
    await knex.raw(
      "CREATE INDEX invoices_payable_idx ON invoices (client_id) INCLUDE (status, due_date, total_amount, amount_paid) WHERE status IN ('sent', 'partially_paid', 'overdue')",
    );
    await knex.raw("CREATE INDEX quotes_awaiting_answer_idx ON quotes (client_id) INCLUDE (total_amount) WHERE status = 'sent_to_client'");
    await knex.raw('CREATE INDEX payments_day_idx ON payments (payment_date) INCLUDE (amount)');
  },
};
