import type { Knex } from 'knex';

/**
 * Inserts any number of rows in one statement, for bulk loads (the bench's data set). The rows
 * travel as one JSON parameter that PostgreSQL unpacks with json_to_recordset: a multi-row VALUES stops
 * at 65 535 bound parameters (a few thousand rows) and costs more to build and parse, and one statement
 * lets a statement trigger take the whole load at once. `types` gives each column's SQL type, in the
 * order of the INSERT; other keys of a row are ignored.
 */
export async function insertInBulk(db: Knex, table: string, types: Readonly<Record<string, string>>, rows: readonly object[]): Promise<void> {
  if (!rows.length) return;
  const columns = Object.keys(types);
  const list = columns.map(() => '??').join(', ');
  const record = columns.map((column) => `?? ${types[column]}`).join(', ');
  await db.raw(`INSERT INTO ?? (${list}) SELECT * FROM json_to_recordset(?::json) AS r(${record})`, [table, ...columns, JSON.stringify(rows), ...columns]);
}
