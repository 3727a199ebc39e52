import type { Migration } from '@hvac/service-kit';

/** What an invoice still owes, as the overview sums it. */
const BALANCE = '(total_amount - amount_paid)';
const PAYABLE = "('sent', 'partially_paid', 'overdue')";

/**
 * The company's overview figures (docs/domains/billing.md#overview-widget) read a few hundred rows instead
 * of every open invoice: statement triggers keep, per status and due date, how many payable invoices there
 * are and what they owe (all of them, and those with a balance due), and per quote status how many quotes
 * and their totals, in the transaction of every insert, update and delete, whoever writes them (the API,
 * the demo or bench seed). Overdue depends on today, so it is summed from the due dates at read time. A
 * client's own figures still go along the client's index (0009).
 */
export const m0010OverviewTotals: Migration = {
  name: '0010_overview_totals',
  async up(knex) {
    await knex.schema.createTable('invoice_open_totals', (t) => {
      t.text('status').notNullable();
      t.date('due_date').notNullable();
      t.integer('invoices').notNullable();
      t.decimal('balance', 16, 2).notNullable();
      t.integer('owing').notNullable();
      t.decimal('owing_balance', 16, 2).notNullable();
      t.primary(['status', 'due_date']);
    });
    await knex.schema.createTable('quote_status_totals', (t) => {
      t.text('status').primary();
      t.integer('quotes').notNullable();
      t.decimal('total', 16, 2).notNullable();
    });

    // Each statement's rows are summed per key and added (or, for the rows it replaced or removed, taken
    // away); keys in order, so concurrent writers lock them in the same order.
    const invoiceRows = (rows: string, sign: '+' | '-') => `
      SELECT status, due_date, ${sign}count(*), ${sign}sum(${BALANCE}),
             ${sign}count(*) FILTER (WHERE ${BALANCE} > 0), ${sign}coalesce(sum(${BALANCE}) FILTER (WHERE ${BALANCE} > 0), 0)
        FROM ${rows} WHERE status IN ${PAYABLE} GROUP BY status, due_date ORDER BY status, due_date`;
    const applyInvoices = (rows: 'old_rows' | 'new_rows', sign: '+' | '-') => `
      INSERT INTO invoice_open_totals AS t (status, due_date, invoices, balance, owing, owing_balance) ${invoiceRows(rows, sign)}
      ON CONFLICT (status, due_date) DO UPDATE SET invoices = t.invoices + excluded.invoices, balance = t.balance + excluded.balance,
        owing = t.owing + excluded.owing, owing_balance = t.owing_balance + excluded.owing_balance;`;
    const applyQuotes = (rows: 'old_rows' | 'new_rows', sign: '+' | '-') => `
      INSERT INTO quote_status_totals AS t (status, quotes, total)
      SELECT status, ${sign}count(*), ${sign}sum(total_amount) FROM ${rows} GROUP BY status ORDER BY status
      ON CONFLICT (status) DO UPDATE SET quotes = t.quotes + excluded.quotes, total = t.total + excluded.total;`;

    for (const [table, apply] of [
      ['invoices', applyInvoices],
      ['quotes', applyQuotes],
    ] as const) {
      const fn = `${table}_overview_totals_apply`;
      await knex.raw(`
        CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
        BEGIN
          IF TG_OP IN ('UPDATE', 'DELETE') THEN ${apply('old_rows', '-')} END IF;
          IF TG_OP IN ('INSERT', 'UPDATE') THEN ${apply('new_rows', '+')} END IF;
          RETURN NULL;
        END $$`);
      await knex.raw(`CREATE TRIGGER ${table}_overview_totals_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`);
      await knex.raw(
        `CREATE TRIGGER ${table}_overview_totals_update AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
      );
      await knex.raw(`CREATE TRIGGER ${table}_overview_totals_delete AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`);
    }

    await knex.raw(`INSERT INTO invoice_open_totals (status, due_date, invoices, balance, owing, owing_balance) ${invoiceRows('invoices', '+')}`);
    await knex.raw('INSERT INTO quote_status_totals (status, quotes, total) SELECT status, count(*), sum(total_amount) FROM quotes GROUP BY status');
  },
};
