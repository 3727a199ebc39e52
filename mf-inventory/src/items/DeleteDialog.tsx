import { useTranslation } from 'react-i18next';
import type { InventoryItem } from '@hvac/contracts';
import { Button, Modal } from '@hvac/ui';
import { NS } from './i18n';

/** The delete confirmation of docs/domains/inventory.md#screens, naming the item: Delete and Cancel. */
export function DeleteDialog({ item, busy, onConfirm, onCancel }: { item: InventoryItem | null; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <Modal open={item !== null} onClose={onCancel} title={t('delete.title')}>
      <p className="confirm-message">{t('delete.message', { name: item?.name ?? '' })}</p>
      <div className="modal-actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('delete.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} loading={busy}>
          {t('delete.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
