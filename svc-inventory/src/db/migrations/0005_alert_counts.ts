import type { Migration } from '@hvac/service-kit';

/**
 * The list's banners count low-stock and expired items over the whole table on every page
 * (docs/domains/inventory.md#decisions). Counting 10 000 low-stock rows of 100 000 read 4 000 heap pages per
 * request, most of a page's database time. Statement triggers keep the number of items per
 * (expiration day, low stock) instead, in the transaction of every write, whoever makes it: the banners
 * sum a few hundred rows, and "expired" still moves with the calendar (days before today). Items without
 * an expiration date count under 'infinity'. Only rows whose day or flag changed touch the counts, so
 * concurrent quantity updates on different items do not queue on them.
 */
export const m0005AlertCounts: Migration = {
  name: '0005_alert_counts',
  async up(knex) {
    await knex.raw(`
      CREATE TABLE item_alert_counts (
        expires date NOT NULL,
        low_stock boolean NOT NULL,
        items integer NOT NULL,
        PRIMARY KEY (expires, low_stock)
      )`);
    // `moves` holds (expiration_date, low_stock, +1 or -1) per row; keys in order, so concurrent writers
    // lock them in the same order.
    const add = (moves: string) => `
      INSERT INTO item_alert_counts AS t (expires, low_stock, items)
      SELECT coalesce(expiration_date, 'infinity'), low_stock, sum(d) FROM (${moves}) AS m
       GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
      ON CONFLICT (expires, low_stock) DO UPDATE SET items = t.items + excluded.items;`;
    const changed = `FROM old_rows o JOIN new_rows n USING (id)
      WHERE (o.expiration_date, o.low_stock) IS DISTINCT FROM (n.expiration_date, n.low_stock)`;
    await knex.raw(`
      CREATE FUNCTION item_alert_counts_apply() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN ${add('SELECT expiration_date, low_stock, 1 AS d FROM new_rows')}
        ELSIF TG_OP = 'DELETE' THEN ${add('SELECT expiration_date, low_stock, -1 AS d FROM old_rows')}
        ELSE ${add(`SELECT o.expiration_date, o.low_stock, -1 AS d ${changed} UNION ALL SELECT n.expiration_date, n.low_stock, 1 ${changed}`)}
        END IF;
        RETURN NULL;
      END $$`);
    await knex.raw('CREATE TRIGGER item_alert_counts_insert AFTER INSERT ON items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION item_alert_counts_apply()');
    await knex.raw(
      'CREATE TRIGGER item_alert_counts_update AFTER UPDATE ON items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION item_alert_counts_apply()',
    );
    await knex.raw('CREATE TRIGGER item_alert_counts_delete AFTER DELETE ON items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION item_alert_counts_apply()');
    await knex.raw(`
      INSERT INTO item_alert_counts (expires, low_stock, items)
      SELECT coalesce(expiration_date, 'infinity'), low_stock, count(*) FROM items GROUP BY 1, 2`);
  },
};
