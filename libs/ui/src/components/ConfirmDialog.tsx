import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_NS } from '../i18n';
import { Button } from './Button';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  open: boolean;
  /** What is deleted, already in the reader's language: 'user', 'quote'... */
  item: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  title?: ReactNode;
}

/** docs/domains/accounts.md#messages: 'Are you sure you want to delete this {item}? This action cannot be undone.' */
export function ConfirmDialog({ open, item, onConfirm, onCancel, busy = false, title }: ConfirmDialogProps) {
  const { t } = useTranslation(UI_NS);
  return (
    <Modal open={open} onClose={onCancel} title={title ?? t('confirm.title')}>
      <p className="confirm-message">{t('confirm.deleteMessage', { item })}</p>
      <div className="modal-actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('confirm.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} loading={busy}>
          {t('confirm.delete')}
        </Button>
      </div>
    </Modal>
  );
}
