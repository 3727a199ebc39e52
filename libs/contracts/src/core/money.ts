/**
 * Billing's arithmetic (docs/domains/billing.md#calculations), shared by svc-billing, which stores its
 * own figures, and the billing screens, which show live totals: both must land on the same cent. No
 * float ever holds money. A decimal (as typed, or as JSON sends it) is read as text into an integer of
 * its smallest unit: cents for money, hundredths for quantities, ten-thousandths for tax rates (the
 * scales of their PostgreSQL columns, docs/architecture.md#money-lists-and-concurrency); products are
 * taken in bigint and rounded half-up (away from zero) to the cent.
 */

/** A decimal as a form or a JSON body carries it. */
export type DecimalInput = string | number;

/** Money columns are numeric(14,2): at most 999 999 999 999.99, which a JS number holds exactly in cents. */
export const MAX_CENTS = 99_999_999_999_999;
export const MONEY_PLACES = 2;
export const QUANTITY_PLACES = 2;
export const RATE_PLACES = 4;

const DECIMAL_RE = /^([+-])?(\d{0,15})(?:\.(\d*))?$/;
/** Digits every integer of which a double holds exactly (2^53 has sixteen). */
const SAFE_DIGITS = 15;

/**
 * A decimal read exactly as an integer of 10^-places units (`'1.5'`, 2 → 150), or null when it is not
 * a plain decimal or has more decimals than `places`. With `round`, extra decimals are rounded half-up
 * instead: a tax rate worked out as percent / 100 in a browser (2.9 / 100 = 0.028999999999999998) still
 * means 0.0290.
 */
export function parseScaled(value: DecimalInput | null | undefined, places: number, round = false): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const m = DECIMAL_RE.exec(String(value).trim());
  if (!m) return null;
  const [, sign, whole = '', fraction = ''] = m;
  if (whole === '' && fraction === '') return null;
  if (fraction.length > places && !round) return null;
  const kept = (fraction + '0'.repeat(places)).slice(0, places);
  if (whole.length + places <= SAFE_DIGITS) {
    // Plain numbers are exact below 2^53, and BigInt here cost a list page of 100 invoices 3 ms of CPU.
    let small = Number(whole || '0') * 10 ** places + Number(kept || '0');
    if (fraction.length > places && fraction[places]! >= '5') small += 1;
    return sign === '-' && small !== 0 ? -small : small;
  }
  let units = BigInt(whole || '0') * 10n ** BigInt(places) + BigInt(kept || '0');
  if (fraction.length > places && fraction[places]! >= '5') units += 1n;
  if (sign === '-') units = -units;
  return Number(units);
}

export const parseCents = (value: DecimalInput | null | undefined): number | null => parseScaled(value, MONEY_PLACES);
export const parseQuantity = (value: DecimalInput | null | undefined): number | null => parseScaled(value, QUANTITY_PLACES);
export const parseRate = (value: DecimalInput | null | undefined): number | null => parseScaled(value, RATE_PLACES, true);

/** A tax rate typed as a percentage on the create forms ('8.25') as the fraction stored (825 ten-thousandths). */
export const percentToRate = (percent: DecimalInput | null | undefined): number | null => parseScaled(percent, RATE_PLACES - 2, true);

/** n / d rounded half away from zero (d > 0): 0.005 → 0.01, -0.005 → -0.01. */
function divideHalfUp(n: bigint, d: bigint): bigint {
  const q = n / d;
  const r = n % d;
  if (2n * (r < 0n ? -r : r) >= d) return n < 0n ? q - 1n : q + 1n;
  return q;
}

/** quantity × unit price, to the cent. */
export const lineTotalCents = (quantityHundredths: number, unitCents: number): number =>
  Number(divideHalfUp(BigInt(quantityHundredths) * BigInt(unitCents), 10n ** BigInt(QUANTITY_PLACES)));

/** subtotal × rate, to the cent. */
export const taxCents = (subTotalCents: number, rateTenThousandths: number): number =>
  Number(divideHalfUp(BigInt(subTotalCents) * BigInt(rateTenThousandths), 10n ** BigInt(RATE_PLACES)));

export interface LineFigures {
  quantity: number;
  unitPrice: number;
}

export interface DocumentTotals {
  /** Each line's total, in the lines' order. */
  lineTotals: number[];
  subTotal: number;
  taxAmount: number;
  totalAmount: number;
}

/** Every figure of a quote, estimate or invoice from its lines (hundredths, cents) and its rate (ten-thousandths). */
export function computeTotals(lines: readonly LineFigures[], rate: number): DocumentTotals {
  const lineTotals = lines.map((l) => lineTotalCents(l.quantity, l.unitPrice));
  const subTotal = lineTotals.reduce((sum, t) => sum + t, 0);
  const taxAmount = taxCents(subTotal, rate);
  return { lineTotals, subTotal, taxAmount, totalAmount: subTotal + taxAmount };
}

/** An integer of 10^-places units as a plain decimal: (14850, 2) → '148.50'. */
export function formatScaled(units: number, places: number): string {
  const negative = units < 0;
  const digits = String(Math.abs(units)).padStart(places + 1, '0');
  const text = places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
  return negative ? `-${text}` : text;
}

/** Cents as the two-decimal string the answers carry ('148.50'). */
export const formatCents = (cents: number): string => formatScaled(cents, MONEY_PLACES);
/** Hundredths as the quantity they are (150 → 1.5). */
export const quantityValue = (hundredths: number): number => Number(formatScaled(hundredths, QUANTITY_PLACES));
/** Ten-thousandths as the fraction the answers carry (825 → 0.0825). */
export const rateValue = (tenThousandths: number): number => Number(formatScaled(tenThousandths, RATE_PLACES));

/** Cents as users read them: US dollars, `$` and two decimals, thousands grouped ('$1,234.50'). */
export function formatUsd(cents: number): string {
  const [whole, fraction] = formatCents(Math.abs(cents)).split('.') as [string, string];
  return `${cents < 0 ? '-' : ''}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}
