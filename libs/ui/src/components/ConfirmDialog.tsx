import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
// Through the package name, so the page's shared @hvac/ui provides them (this module is bundled into each remote).
import { Button, Modal, UI_NS } from '@hvac/ui';
import { useSubmit } from './useSubmit';

export interface ConfirmDialogProps {
  open: boolean;
  /** What is deleted, already in the reader's language: 'user', 'quote'... */
  item: string;
  /** The delete; its promise keeps Delete disabled until the answer, so a double click deletes once. */
  onConfirm: () => unknown;
  onCancel: () => void;
  title?: ReactNode;
}

/** docs/domains/accounts.md#messages: 'Are you sure you want to delete this {item}? This action cannot be undone.' */
export function ConfirmDialog({ open, item, onConfirm, onCancel, title }: ConfirmDialogProps) {
  const { t } = useTranslation(UI_NS);
  const confirm = useSubmit(onConfirm);
  return (
    <Modal open={open} onClose={onCancel} title={title ?? t('confirm.title')}>
      <p className="confirm-message">{t('confirm.deleteMessage', { item })}</p>
      <div className="modal-actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('confirm.cancel')}
        </Button>
        <Button variant="danger" onClick={() => confirm.run()} loading={confirm.submitting}>
          {t('confirm.delete')}
        </Button>
      </div>
    </Modal>
  );
}
