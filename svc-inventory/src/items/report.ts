import { Transform, pipeline, type Readable } from 'node:stream';
import { INVENTORY_CSV_COLUMNS, inventoryCsvLine, inventoryReportRecord } from '@hvac/contracts';
import type { InventoryContext } from '../config';
import * as repo from './repo';

/*
 * GET /api/inventory/report (docs/domains/inventory.md#calls): every item by SKU, streamed from a
 * PostgreSQL cursor straight to the caller, so memory stays flat at 100 000 items. As JSON (the default)
 * it is `{ status, data: { rows } }`, written row by row; as CSV it is inventory-report.csv itself, quoted
 * and formula-neutralised by the same contracts functions the screen's export uses.
 */

/** Rows a cursor fetch brings at once: large enough to keep round trips few, small enough to stay flat. */
const BATCH = 1000;

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
  const out =
    format === 'csv'
      ? chunks(inventoryCsvLine(INVENTORY_CSV_COLUMNS), (row) => inventoryCsvLine(inventoryReportRecord(repo.toReportRow(row))), '')
      : chunks('{"status":"success","data":{"rows":[', (row, i) => `${i ? ',' : ''}${JSON.stringify(repo.toReportRow(row))}`, ']}}');
  // A failure half-way (the database gone, the caller gone) ends the download short; the cursor is closed either way.
  pipeline(repo.reportStream(ctx.db, BATCH), out, (err) => {
    if (err && (err as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') ctx.log.error({ err }, 'inventory report failed');
  });
  return out;
}
