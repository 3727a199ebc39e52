import { useTranslation } from 'react-i18next';
// Through the package name, so the page's shared @hvac/ui provides them (this module is bundled into each remote).
import { UI_NS, cx } from '@hvac/ui';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'accent';

/** Colours of the statuses and roles the specs name; anything else is neutral grey (docs/domains/service-requests.md#statuses). */
const TONES: Record<string, BadgeTone> = {
  pending: 'warning',
  confirmed: 'info',
  in_progress: 'accent',
  completed: 'success',
  cancelled: 'danger',
  admin: 'danger',
  manager: 'warning',
  staff: 'info',
  client: 'success',
};

/** 'in_progress' → 'In progress': first letter capitalised, underscores as spaces. */
export const statusLabel = (status: string): string => {
  const spaced = status.replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

export interface StatusBadgeProps {
  status: string | null | undefined;
  tone?: BadgeTone;
  className?: string;
}

export function StatusBadge({ status, tone, className }: StatusBadgeProps) {
  const { t } = useTranslation(UI_NS);
  if (status === null || status === undefined || status === '') {
    return <span className={cx('badge', 'badge-neutral', className)}>{t('notAvailable')}</span>;
  }
  const key = status.toLowerCase();
  const resolved = tone ?? TONES[key] ?? 'neutral';
  return (
    <span className={cx('badge', `badge-${resolved}`, className)} data-status={key}>
      {t(`status.${key}`, { defaultValue: statusLabel(status) })}
    </span>
  );
}
