import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, PhoneNumber } from '@hvac/ui';
import { COMPANY, useModal } from '@hvac/web-kit';
import { SHELL_NS } from '../i18n';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteModule } from './remoteComponent';

export const BOOKING_MODAL_TYPES: readonly string[] = ['scheduleService', 'getEstimate'];

/** Shown when mf-public's booking dialog cannot be loaded (or is not deployed yet): never a broken page. */
function BookingUnavailable({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(SHELL_NS);
  return (
    <Modal open onClose={onClose} title={t('booking.title')}>
      <p role="status">
        {t('booking.unavailable')}{' '}
        <a href={COMPANY.phone.href}>
          <PhoneNumber display={COMPANY.phone.display} />
        </a>
      </p>
    </Modal>
  );
}

/**
 * Renders mf-public's ./BookingDialog while the modal store holds a booking type. The dialog reads
 * useModal() itself; type, data and onClose are passed as well for convenience.
 */
export function BookingDialogHost() {
  const type = useModal((s) => s.type);
  const data = useModal((s) => s.data);
  const close = useModal((s) => s.close);
  if (!type || !BOOKING_MODAL_TYPES.includes(type)) return null;
  return (
    <RemoteBoundary remote="mf_public" renderError={() => <BookingUnavailable onClose={close} />}>
      <Suspense fallback={null}>
        <RemoteModule id="mf_public/BookingDialog" type={type} data={data} onClose={close} />
      </Suspense>
    </RemoteBoundary>
  );
}
