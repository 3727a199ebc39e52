import { randomUUID } from 'node:crypto';
import { QUANTITY_PLACES, RATE_PLACES, formatCents, formatScaled } from '@hvac/contracts';
import { validateDocument, type BillingDocumentKind, type BillingFormMode, type DocumentFigures, type LineItemBody } from '@hvac/contracts/billing';
import { badRequest } from '@hvac/service-kit';
import type { NewLine } from './repo';

/**
 * The form's rules (docs/domains/billing.md#validation), or a 400 listing every failure, the first as its
 * message. The figures are the server's own, from the quantities, unit prices and rate: whatever totals
 * the body carried are never read (docs/domains/billing.md#calculations).
 */
export function checkedFigures(kind: BillingDocumentKind, mode: BillingFormMode, input: Parameters<typeof validateDocument>[2]): DocumentFigures {
  const { errors, figures } = validateDocument(kind, mode, input);
  if (errors.length || !figures) throw badRequest(errors[0]!.message, errors[0]!.code, { errors });
  return figures;
}

export const storedFigures = (f: DocumentFigures) => ({
  tax_rate: formatScaled(f.taxRate, RATE_PLACES),
  sub_total: formatCents(f.subTotal),
  tax_amount: formatCents(f.taxAmount),
  total_amount: formatCents(f.totalAmount),
});

/** A line keeps the id the form sent back when it was one of this document's lines; any other line gets a new one. */
export function storedLines(f: DocumentFigures, sent: readonly LineItemBody[], own: ReadonlySet<string> = new Set()): NewLine[] {
  const used = new Set<string>();
  return f.lines.map((line, i) => {
    const given = sent[i]?.id?.toLowerCase();
    const id = given && own.has(given) && !used.has(given) ? given : randomUUID();
    used.add(id);
    return {
      id,
      description: line.description,
      quantity: formatScaled(line.quantity, QUANTITY_PLACES),
      unit_price: formatCents(line.unitPrice),
      total: formatCents(f.lineTotals[i]!),
    };
  });
}

/** The lines of another document, carried over by a conversion with new ids. */
export const copiedLines = (lines: readonly Omit<NewLine, 'id'>[]): NewLine[] =>
  lines.map((l) => ({ id: randomUUID(), description: l.description, quantity: l.quantity, unit_price: l.unit_price, total: l.total }));
