import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidEmail } from '@hvac/contracts';
import { EMAIL_DIALOG_CLOSE_MS, type DocumentType } from '@hvac/contracts/billing';
import { Button, ErrorBox, Modal } from '@hvac/ui';
import { Field, Input, useSubmit } from '@hvac/ui/forms';
import { NS } from './i18n';
import { useDocumentLanguage } from './language';
import { useSendDocument } from './queries';
import { useDocumentFailure } from './useDocumentFailure';

export interface SendEmailDialogProps {
  type: DocumentType;
  id: string;
  /** The address and name to start with: the document's customer, else its client. */
  email: string;
  customerName: string;
  onClose: () => void;
}

/**
 * Send Email (docs/domains/billing.md#dialogs): the customer's address (required, checked) and name
 * (optional; the server uses the client's own when it is empty). On success the dialog says so and
 * closes EMAIL_DIALOG_CLOSE_MS later; a failure stays in the dialog with what was typed.
 */
export function SendEmailDialog({ type, id, email: initialEmail, customerName: initialName, onClose }: SendEmailDialogProps) {
  const { t } = useTranslation(NS);
  const describe = useDocumentFailure();
  const language = useDocumentLanguage();
  const [email, setEmail] = useState(initialEmail);
  const [customerName, setCustomerName] = useState(initialName);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendDocument(type, id);

  useEffect(() => {
    if (!send.isSuccess) return;
    const timer = setTimeout(onClose, EMAIL_DIALOG_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [send.isSuccess, onClose]);

  const submit = useSubmit(() => {
    const address = email.trim();
    const found = address === '' ? t('messages.documentEmailRequired') : isValidEmail(address) ? null : t('messages.documentEmailInvalid');
    setProblem(found);
    return found ? undefined : send.mutateAsync({ email: address, customerName: customerName.trim() || null, lang: language });
  });
  const shown = problem ?? (send.isError ? describe(send.error, 'messages.sendEmailFailed') : null);

  return (
    <Modal open onClose={onClose} title={t(`send.title.${type}`)}>
      {send.isSuccess ? (
        <p className="bl-success" role="status">
          {t(`send.success.${type}`)}
        </p>
      ) : (
        <form className="bl-dialog" noValidate onSubmit={submit.onSubmit}>
          {shown && <ErrorBox>{shown}</ErrorBox>}
          <Field label={t('send.email')} htmlFor={`send-${type}-email`} required>
            <Input type="email" dir="ltr" autoComplete="email" maxLength={254} value={email} onChange={(e) => setEmail(e.target.value)} />
          </Field>
          <Field label={t('send.name')} htmlFor={`send-${type}-name`} hint={t('send.nameHint')}>
            <Input maxLength={200} value={customerName} onChange={(e) => setCustomerName(e.target.value)} />
          </Field>
          <div className="bl-actions">
            <Button type="submit" loading={submit.submitting}>
              {t('send.submit')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
