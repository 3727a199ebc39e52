import { MAX_CENTS, computeTotals, formatCents, formatUsd, lineTotalCents, parseCents, parseQuantity, parseRate, parseScaled, percentToRate, quantityValue, rateValue, taxCents } from '@hvac/contracts';

describe('reading decimals without floats (docs/domains/billing.md#calculations)', () => {
  it('reads money as integer cents from text or JSON numbers', () => {
    expect(parseCents('449.50')).toBe(44950);
    expect(parseCents(449.5)).toBe(44950);
    expect(parseCents('99')).toBe(9900);
    expect(parseCents('.5')).toBe(50);
    expect(parseCents('0.01')).toBe(1);
    expect(parseCents(' 12.3 ')).toBe(1230);
    expect(parseCents('-4.00')).toBe(-400);
    expect(parseCents(0.1 + 0.2)).toBeNull();
    for (const bad of ['', '.', 'abc', '1.234', '1e3', '12,50', '$5', null, undefined, Number.NaN, Infinity]) expect(parseCents(bad)).toBeNull();
  });

  it('reads the same on both sides of the exact-number limit (fifteen digits with the decimals)', () => {
    expect(parseCents('9999999999999.99')).toBe(999_999_999_999_999);
    expect(parseCents('99999999999999.99')).toBe(Number(9_999_999_999_999_999n));
    expect(parseScaled('1234567890123.455', 2, true)).toBe(123_456_789_012_346);
    expect(parseScaled('-0.004', 2, true)).toBe(0);
    expect(Object.is(parseCents('-0.00'), 0)).toBe(true);
  });

  it('reads quantities in hundredths and rates in ten-thousandths, rounding a rate’s float noise', () => {
    expect(parseQuantity('1.5')).toBe(150);
    expect(parseQuantity(2)).toBe(200);
    expect(parseQuantity('0.001')).toBeNull();
    expect(parseRate(0.0825)).toBe(825);
    expect(parseRate('0.0825')).toBe(825);
    expect(parseRate(2.9 / 100)).toBe(290);
    expect(parseRate('0.08875')).toBe(888);
    expect(percentToRate('8.25')).toBe(825);
    expect(percentToRate(7.35)).toBe(735);
    expect(parseScaled('999999999999.99', 2)).toBe(MAX_CENTS);
  });

  it('writes figures back as the answers carry them', () => {
    expect(formatCents(14850)).toBe('148.50');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(0)).toBe('0.00');
    expect(formatCents(-1)).toBe('-0.01');
    expect(quantityValue(150)).toBe(1.5);
    expect(rateValue(825)).toBe(0.0825);
    expect(formatUsd(123456789)).toBe('$1,234,567.89');
    expect(formatUsd(3900)).toBe('$39.00');
    expect(formatUsd(-50)).toBe('-$0.50');
  });
});

describe('totals to the cent, half-up', () => {
  it('1.5 × 99 is 148.50', () => {
    expect(lineTotalCents(150, 9900)).toBe(14850);
  });

  it('0.0825 on 449.50 is 37.08 (37.08375)', () => {
    expect(taxCents(44950, 825)).toBe(3708);
    expect(computeTotals([{ quantity: 100, unitPrice: 44950 }], 825)).toEqual({ lineTotals: [44950], subTotal: 44950, taxAmount: 3708, totalAmount: 48658 });
  });

  it('adds many 0.01 lines exactly, where floats drift', () => {
    const lines = Array.from({ length: 100 }, () => ({ quantity: 100, unitPrice: 1 }));
    let floatSum = 0;
    for (let i = 0; i < 100; i += 1) floatSum += 0.01;
    expect(floatSum).not.toBe(1);
    expect(computeTotals(lines, 0)).toMatchObject({ subTotal: 100, totalAmount: 100 });
    // 0.01 of a cent-priced item is less than half a cent: each line rounds to nothing.
    expect(computeTotals(Array.from({ length: 10 }, () => ({ quantity: 1, unitPrice: 1 })), 825).totalAmount).toBe(0);
  });

  it('rounds a tax of exactly half a cent up, and just under it down', () => {
    expect(taxCents(10, 500)).toBe(1); // 0.10 × 0.05 = 0.005
    expect(taxCents(200, 825)).toBe(17); // 2.00 × 0.0825 = 0.165
    expect(taxCents(10050, 100)).toBe(101); // 100.50 × 0.01 = 1.005, which floats read as 1.00499…
    expect(taxCents(9, 500)).toBe(0); // 0.0045
    expect(lineTotalCents(50, 1)).toBe(1); // 0.5 × 0.01 = 0.005
    expect(lineTotalCents(49, 1)).toBe(0);
  });

  it('rounds away from zero for negative figures, as the screens may show while typing', () => {
    expect(lineTotalCents(50, -1)).toBe(-1);
    expect(taxCents(-10, 500)).toBe(-1);
  });

  it('stays exact at the largest line a form accepts', () => {
    // 99 999.99 × 9 999 999.99 = 999 999 899 000.0001: the product passes 2^53 in cents, so it is taken in bigint.
    expect(lineTotalCents(9_999_999, 999_999_999)).toBe(99_999_989_900_000);
    expect(lineTotalCents(9_999_999, 999_999_999)).toBeLessThanOrEqual(MAX_CENTS);
  });
});
