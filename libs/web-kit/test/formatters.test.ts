// Houston's zone: a date-only value read as UTC midnight would fall on the previous day here.
process.env.TZ = 'America/Chicago';

import { formatDateTime } from '../src/date-time';
import { formatCurrency, formatDate } from '../src/formatters';

describe('formatCurrency', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [0, '$0.00'],
    [89, '$89.00'],
    [1234567.891, '$1,234,567.89'],
    [-42.1, '-$42.10'],
  ])('%p → %s', (amount, expected) => expect(formatCurrency(amount)).toBe(expected));

  it('says N/A for a value that is not a number', () => {
    expect(formatCurrency(Number.NaN)).toBe('N/A');
  });
});

describe('formatDate', () => {
  it.each([null, undefined, ''])('shows N/A for %p', (value) => expect(formatDate(value)).toBe('N/A'));

  it.each(['not a date', '2026-13-45', 'yesterday'])('shows Invalid Date for %p', (value) => expect(formatDate(value)).toBe('Invalid Date'));

  it('formats a timestamp in the given language', () => {
    expect(formatDate('2026-03-05T15:00:00Z', 'en')).toBe('Mar 5, 2026');
    expect(formatDate(new Date('2026-03-05T15:00:00Z'), 'es')).toBe('5 mar 2026');
  });

  it('says N/A and Invalid Date in the reader’s language', () => {
    expect([formatDate(null, 'fa'), formatDate('soon', 'fa')]).toEqual(['نامشخص', 'تاریخ نامعتبر']);
    expect([formatDate(undefined, 'es'), formatDate('soon', 'es')]).toEqual(['N/D', 'Fecha no válida']);
    expect([formatDateTime('', 'es-MX'), formatDateTime('soon', 'fa')]).toEqual(['N/D', 'تاریخ نامعتبر']);
  });

  it('keeps a calendar day on its day whatever the time zone', () => {
    expect(formatDate('2026-01-01', 'en')).toBe('Jan 1, 2026');
  });
});

describe('formatDateTime', () => {
  it('reads a moment in Houston, not in the machine’s zone or UTC', () => {
    // 03:30 UTC on 1 March is still 29 February, 21:30, in Houston (UTC−6 in winter).
    expect(formatDateTime('2024-03-01T03:30:00.000Z', 'en')).toBe('Feb 29, 2024, 9:30 PM');
  });
  it.each([null, undefined, ''])('shows N/A for %p', (value) => expect(formatDateTime(value)).toBe('N/A'));
  it('shows Invalid Date for what it cannot read', () => expect(formatDateTime('soon')).toBe('Invalid Date'));
});
