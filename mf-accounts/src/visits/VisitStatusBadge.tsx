import { useTranslation } from 'react-i18next';
import type { VisitStatus } from '@hvac/contracts/requests';
import { type BadgeTone } from '@hvac/ui/list';
import { NS } from './i18n';

const TONES: Record<VisitStatus, BadgeTone> = { scheduled: 'info', on_the_way: 'warning', started: 'accent', completed: 'success', cancelled: 'danger' };

/** A visit's status in libs/ui's badge colours, worded in the reader's language (libs/ui knows the request statuses only). */
export function VisitStatusBadge({ status }: { status: VisitStatus }) {
  const { t } = useTranslation(NS);
  return (
    <span className={`badge badge-${TONES[status]}`} data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}
