import { useTranslation } from 'react-i18next';
import { listedStatus, type BillingDocumentKind } from '@hvac/contracts/billing';
import { statusLabel, type BadgeTone } from '@hvac/ui/list';
import { NS } from '../i18n';

const TONES: Record<string, BadgeTone> = {
  draft: 'neutral',
  sent_to_client: 'info',
  sent: 'info',
  accepted_by_client: 'success',
  paid: 'success',
  rejected_by_client: 'danger',
  overdue: 'danger',
  void: 'danger',
  converted_to_estimate: 'accent',
  converted_to_invoice: 'accent',
  invoiced: 'accent',
  partially_paid: 'warning',
  expired: 'warning',
  archived: 'neutral',
};

/**
 * A document's status as its list colours it (contracts' listedStatus): a value the kind's list does not
 * know is neutral grey, named in the reader's language when it is one of the kind's stored values and as
 * sent otherwise (docs/domains/billing.md#statuses).
 */
export function BillingStatus({ kind, status }: { kind: BillingDocumentKind; status: string }) {
  const text = useBillingStatusText(kind);
  const known = listedStatus(kind, status);
  const tone = known ? (TONES[known] ?? 'neutral') : 'neutral';
  return (
    <span className={`badge badge-${tone}`} data-status={status}>
      {text(status)}
    </span>
  );
}

/** The badge's words for a status of `kind`, for wherever else the screen names one (its change history: shared/history.ts). */
export function useBillingStatusText(kind: BillingDocumentKind): (status: string) => string {
  const { t } = useTranslation(NS);
  return (status) => t(`status.${kind}.${status}`, { defaultValue: statusLabel(status) });
}
