import { Transform, pipeline, type Readable } from 'node:stream';
import { INVENTORY_CSV_COLUMNS, type InventoryReportRow } from '@hvac/contracts/inventory';
import { csvFromRows, type CsvCell } from '@hvac/service-kit';
import type { InventoryContext } from '../config';
import * as repo from './repo';

/*
 * GET /api/inventory/report (docs/domains/inventory.md#calls): every item by SKU, streamed from a
 * PostgreSQL cursor straight to the caller, so memory stays flat at 100 000 items. As JSON (the default)
 * it is `{ status, data: { rows } }`, written row by row; as CSV it is inventory-report.csv itself, written
 * by service-kit's CSV writer (every text cell quoted and guarded against formulas), the file the screen's
 * Export saves.
 */

/** Rows a cursor fetch brings at once: large enough to keep round trips few, small enough to stay flat. */
const BATCH = 1000;

/** One report row as the CSV's cells, in INVENTORY_CSV_COLUMNS' order. */
const recordOf = (row: InventoryReportRow): CsvCell[] => [
  row.sku,
  row.name,
  row.category,
  row.currentQuantity,
  row.minimumQuantity,
  row.unitCost,
  row.unitPrice,
  row.location ?? '',
  row.supplier ?? '',
  row.expirationDate ?? '',
];

function chunks(first: string, each: (row: repo.ReportSource, index: number) => string, last: string): Transform {
  let index = 0;
  return new Transform({
    writableObjectMode: true,
    construct(done) {
      this.push(first);
      done();
    },
    transform(row: repo.ReportSource, _encoding, done) {
      done(null, each(row, index++));
    },
    flush(done) {
      done(null, last);
    },
  });
}

export function reportBody(ctx: InventoryContext, format: 'json' | 'csv'): Readable {
  const rows = repo.reportStream(ctx.db, BATCH);
  const failed = (err: Error) => ctx.log.error({ err }, 'inventory report failed');
  if (format === 'csv') return csvFromRows(rows, INVENTORY_CSV_COLUMNS, (row: repo.ReportSource) => recordOf(repo.toReportRow(row)), failed);
  const out = chunks('{"status":"success","data":{"rows":[', (row, i) => `${i ? ',' : ''}${JSON.stringify(repo.toReportRow(row))}`, ']}}');
  // A failure half-way (the database gone, the caller gone) ends the download short; the cursor is closed either way.
  pipeline(rows, out, (err) => {
    if (err && (err as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') failed(err);
  });
  return out;
}
