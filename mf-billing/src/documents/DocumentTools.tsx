import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentType } from '@hvac/contracts/billing';
import { Button } from '@hvac/ui';
import { isStaffRole, useRole } from '../shared/access';
import { NS } from './i18n';
import { PrintMenu } from './PrintMenu';
import { SendEmailDialog } from './SendEmailDialog';

export interface DocumentToolsProps {
  type: DocumentType;
  id: string;
  number: string;
  /** Who the Send Email dialog addresses first: the document's customer, else its client. */
  email: string;
  customerName: string;
}

/** The print menu for everyone who may read the document, and Send Email for staff (svc-billing refuses it to a client too). */
export function DocumentTools({ type, id, number, email, customerName }: DocumentToolsProps) {
  const { t } = useTranslation(NS);
  const role = useRole();
  const [sending, setSending] = useState(false);
  const close = useCallback(() => setSending(false), []);
  return (
    <>
      <PrintMenu type={type} id={id} number={number} />
      {isStaffRole(role) && (
        <Button variant="secondary" onClick={() => setSending(true)}>
          {t('send.open')}
        </Button>
      )}
      {sending && <SendEmailDialog type={type} id={id} email={email} customerName={customerName} onClose={close} />}
    </>
  );
}
