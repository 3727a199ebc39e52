import { useTranslation } from 'react-i18next';
import { formatUsd, parseCents } from '@hvac/contracts';
import { EXPENSE_STATUS_COLORS, type ExpenseStatus } from '@hvac/contracts/finance';
import { statusLabel, type BadgeTone } from '@hvac/ui/list';
import { NS } from './i18n';

/** A two-decimal amount from an answer ('148.50') as users read it ('$148.50'), en-US whatever the language. */
export const usd = (amount: string | null | undefined): string => formatUsd(parseCents(amount) ?? 0);

/** The contracts' badge colours in the ui's tones: yellow, green, red, blue and purple. */
const TONES: Record<(typeof EXPENSE_STATUS_COLORS)[ExpenseStatus], BadgeTone> = { yellow: 'warning', green: 'success', red: 'danger', blue: 'info', purple: 'accent' };

const colourOf = (status: string) => EXPENSE_STATUS_COLORS[status as ExpenseStatus] as (typeof EXPENSE_STATUS_COLORS)[ExpenseStatus] | undefined;

/** An expense's status as a badge in its colour (docs/domains/finance.md#statuses); an unknown value is grey, as sent. */
export function ExpenseStatusBadge({ status }: { status: string }) {
  const text = useExpenseStatusText();
  const colour = colourOf(status);
  return (
    <span className={`badge badge-${colour ? TONES[colour] : 'neutral'}`} data-status={status} data-colour={colour}>
      {text(status)}
    </span>
  );
}

/** The badge's words for a status, for wherever else a screen names one (the change history). */
export function useExpenseStatusText(): (status: string) => string {
  const { t } = useTranslation(NS);
  return (status) => (colourOf(status) ? t(`statuses.${status}`) : statusLabel(status));
}
