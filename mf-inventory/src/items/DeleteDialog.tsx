import { useTranslation } from 'react-i18next';
import type { InventoryItem } from '@hvac/contracts/inventory';
import { Button, Modal } from '@hvac/ui';
import { useSubmit } from '@hvac/ui/forms';
import { NS } from './i18n';

/**
 * The delete confirmation of docs/domains/inventory.md#screens, naming the item: Delete and Cancel. The
 * delete's promise keeps Delete disabled until the answer, so a double click deletes once.
 */
export function DeleteDialog({ item, onConfirm, onCancel }: { item: InventoryItem | null; onConfirm: () => unknown; onCancel: () => void }) {
  const { t } = useTranslation(NS);
  const confirm = useSubmit(onConfirm);
  return (
    <Modal open={item !== null} onClose={onCancel} title={t('delete.title')}>
      <p className="confirm-message">{t('delete.message', { name: item?.name ?? '' })}</p>
      <div className="modal-actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('delete.cancel')}
        </Button>
        <Button variant="danger" onClick={() => confirm.run()} loading={confirm.submitting}>
          {t('delete.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
