import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Receipt } from '@hvac/contracts';
import { Button } from '@hvac/ui';
import { fetchReceipt } from './api';
import { NS } from './i18n';

/**
 * The receipt's bytes as a page-local URL: the file answers only with the session's token, which neither an
 * <img src> nor a link can send. Revoked when the receipt leaves the page.
 */
function useReceiptUrl(receipt: Receipt): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    fetchReceipt(receipt).then(
      (blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setState({ url, failed: false });
      },
      () => live && setState({ url: null, failed: true }),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [receipt]);
  return state;
}

/** A PDF's icon: a page with its corner folded and the letters PDF. */
function PdfIcon() {
  return (
    <svg className="fn-pdf-icon" viewBox="0 0 48 60" aria-hidden="true" focusable="false">
      <path d="M4 2h28l12 12v44H4z" fill="#fff" stroke="currentColor" strokeWidth="3" />
      <path d="M32 2v12h12" fill="none" stroke="currentColor" strokeWidth="3" />
      <text x="24" y="44" textAnchor="middle" fontSize="13" fontWeight="700" fill="currentColor">
        PDF
      </text>
    </svg>
  );
}

/** One receipt: an image as a thumbnail, a PDF as an icon, each a link that opens the file in a new tab. */
function ReceiptItem({ receipt, onRemove, removing }: { receipt: Receipt; onRemove?: (receipt: Receipt) => void; removing?: boolean }) {
  const { t } = useTranslation(NS);
  const { url, failed } = useReceiptUrl(receipt);
  const image = receipt.contentType.startsWith('image/');
  const name = receipt.fileName;
  return (
    <li className="fn-receipt" data-receipt={receipt.id}>
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer" aria-label={t('detail.openReceipt', { name })}>
          {image ? <img src={url} alt={name} className="fn-thumb" /> : <PdfIcon />}
        </a>
      ) : (
        <span className="fn-thumb fn-thumb--empty" role={failed ? 'alert' : 'status'}>
          {failed ? t('detail.receiptFailed', { name }) : t('detail.receiptLoading', { name })}
        </span>
      )}
      <span className="fn-receipt-name" dir="auto">
        {name}
      </span>
      {onRemove && (
        <Button variant="link" className="fn-danger" loading={removing} aria-label={t('form.removeReceipt', { name })} onClick={() => onRemove(receipt)}>
          {t('common.delete')}
        </Button>
      )}
    </li>
  );
}

export interface ReceiptListProps {
  receipts: readonly Receipt[];
  /** The edit form's Delete per receipt; the detail page only shows them. */
  onRemove?: (receipt: Receipt) => void;
  removingId?: string | null;
}

export function ReceiptList({ receipts, onRemove, removingId }: ReceiptListProps) {
  const { t } = useTranslation(NS);
  if (receipts.length === 0) return <p className="fn-muted">{t('detail.noReceipts')}</p>;
  return (
    <ul className="fn-receipts">
      {receipts.map((r) => (
        <ReceiptItem key={r.id} receipt={r} onRemove={onRemove} removing={removingId === r.id} />
      ))}
    </ul>
  );
}
