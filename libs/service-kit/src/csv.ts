import { Transform, pipeline, type Readable } from 'node:stream';
import { stringify as stringifyStream, type Options } from 'csv-stringify';
import { stringify } from 'csv-stringify/sync';

/*
 * Every CSV file the services write (docs/domains/finance.md#export, docs/domains/finance.md#tax-export,
 * docs/domains/inventory.md#decisions), in one place: RFC 4180 with CRLF and a header row, by csv-stringify
 * (quoting, escaping and streaming are a kept library's job, not hand-written code's), and two guards so a
 * file cannot run anything when a spreadsheet opens it.
 *
 * - Every text cell is quoted, not only one with a comma, quote or line break: a spreadsheet that splits
 *   on semicolons (es-ES, fr, de locales) would cut an unquoted `a;=1+1` into `a` and the formula `=1+1`.
 * - A text cell starting with =, +, -, @, a tab or a carriage return (or the full-width =, +, - and @ that
 *   some spreadsheets read the same way) gets a leading apostrophe, so it opens as text.
 *
 * A JS number is written as it is, unquoted. A text that is a plain negative number (a loss in the tax
 * report, whose money is two-decimal text) gets no apostrophe: it cannot be a formula, and the apostrophe
 * would make it text, where quoted it still opens as a number.
 */

/** A cell: text, quoted and guarded; or a number, written as it is. */
export type CsvCell = string | number;

const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const PLAIN_NEGATIVE = /^-\d+(\.\d+)?$/;

const guard = (cell: string): string => (FORMULA_START.test(cell) && !PLAIN_NEGATIVE.test(cell) ? `'${cell}` : cell);

const options = (columns: readonly string[]): Options => ({
  header: true,
  columns: [...columns],
  record_delimiter: 'windows',
  quoted_string: true,
  cast: { string: guard },
});

/**
 * A stream of rows (a database cursor) as a CSV file, streamed: `recordOf` gives each row's cells in
 * `columns`' order. A failure half-way (the database gone) ends the file short and reaches `onFailure`;
 * the caller going away only closes the rows.
 */
export function csvFromRows<T>(rows: Readable, columns: readonly string[], recordOf: (row: T) => readonly CsvCell[], onFailure: (err: Error) => void): Readable {
  const records = new Transform({
    objectMode: true,
    transform(row: T, _encoding, done) {
      done(null, recordOf(row));
    },
  });
  const csv = stringifyStream(options(columns));
  pipeline(rows, records, csv, (err) => {
    if (err && (err as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') onFailure(err);
  });
  return csv;
}

/** A CSV file written at once, for one small enough to hold. */
export const csvText = (columns: readonly string[], records: readonly (readonly CsvCell[])[]): string => stringify(records as CsvCell[][], options(columns));
