import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Receipt } from '@hvac/contracts/finance';
import { Button } from '@hvac/ui';
import { fetchReceipt } from './api';
import { NS } from './i18n';

interface ReceiptUrls {
  /** A blob: URL for the link that opens the file in a new tab. */
  href: string | null;
  /** A data: URL for an image's thumbnail: the gateway's Content-Security-Policy allows data:, not blob:, images. */
  src: string | null;
  failed: boolean;
}

const dataUrlOf = (blob: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(blob);
  });

/**
 * The receipt's bytes as page-local URLs: the file answers only with the session's token, which neither an
 * <img src> nor a link can send. The blob URL is revoked when the receipt leaves the page.
 */
function useReceiptUrls(receipt: Receipt, image: boolean): ReceiptUrls {
  const [state, setState] = useState<ReceiptUrls>({ href: null, src: null, failed: false });
  useEffect(() => {
    let href: string | null = null;
    let live = true;
    fetchReceipt(receipt)
      .then(async (blob) => {
        const src = image ? await dataUrlOf(blob) : null;
        if (!live) return;
        href = URL.createObjectURL(blob);
        setState({ href, src, failed: false });
      })
      .catch(() => live && setState({ href: null, src: null, failed: true }));
    return () => {
      live = false;
      if (href) URL.revokeObjectURL(href);
    };
  }, [receipt, image]);
  return state;
}

/** A file's icon: a page with its corner folded and its kind (PDF; HEIC, which browsers cannot draw). */
function FileIcon({ kind }: { kind: string }) {
  return (
    <svg className="fn-file-icon" viewBox="0 0 48 60" aria-hidden="true" focusable="false">
      <path d="M4 2h28l12 12v44H4z" fill="#fff" stroke="currentColor" strokeWidth="3" />
      <path d="M32 2v12h12" fill="none" stroke="currentColor" strokeWidth="3" />
      <text x="24" y="44" textAnchor="middle" fontSize="13" fontWeight="700" fill="currentColor">
        {kind}
      </text>
    </svg>
  );
}

/** Images a browser draws; a HEIC photo is stored and linked, but shown as an icon. */
const DRAWN = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** One receipt: an image as a thumbnail, a PDF as an icon, each a link that opens the file in a new tab. */
function ReceiptItem({ receipt, onRemove, removing }: { receipt: Receipt; onRemove?: (receipt: Receipt) => void; removing?: boolean }) {
  const { t } = useTranslation(NS);
  const image = DRAWN.has(receipt.contentType);
  const { href, src, failed } = useReceiptUrls(receipt, image);
  const name = receipt.fileName;
  return (
    <li className="fn-receipt" data-receipt={receipt.id}>
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer" aria-label={t('detail.openReceipt', { name })}>
          {src ? <img src={src} alt={name} className="fn-thumb" /> : <FileIcon kind={receipt.contentType === 'application/pdf' ? 'PDF' : 'HEIC'} />}
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
