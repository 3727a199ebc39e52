import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentType } from '@hvac/contracts/billing';
import { Button } from '@hvac/ui';
import { downloadPdf } from './downloadPdf';
import { NS } from './i18n';
import { useDocumentLanguage } from './language';
import { useDocumentFailure } from './useDocumentFailure';

/** A list row's Download PDF (a client's own quotes and invoices), with its failure beside it. */
export function DownloadPdfButton({ type, id, number }: { type: DocumentType; id: string; number: string }) {
  const { t } = useTranslation(NS);
  const describe = useDocumentFailure();
  const language = useDocumentLanguage();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await downloadPdf(type, id, number, language);
    } catch (err) {
      setFailure(describe(err, 'messages.downloadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="link" loading={busy} aria-label={t('my.downloadFor', { number })} onClick={() => void download()}>
        {t('my.download')}
      </Button>
      {failure && (
        <span className="bl-danger" role="alert">
          {failure}
        </span>
      )}
    </>
  );
}
