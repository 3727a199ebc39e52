import { formatUsd, parseCents } from '@hvac/contracts';

/** A two-decimal amount from an answer ('148.50') as users read it ('$148.50'). */
export const usd = (amount: string | null | undefined): string => formatUsd(parseCents(amount) ?? 0);

/** A stored fraction (0.0825) as the percentage the detail pages show ('8.25%'). */
export function percent(rate: number): string {
  const text = (Math.round(rate * 1_000_000) / 10_000).toFixed(4).replace(/\.?0+$/, '');
  return `${text}%`;
}
