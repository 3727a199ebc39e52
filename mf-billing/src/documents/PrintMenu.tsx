import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PREVIEW_POPUP, type DocumentType } from '@hvac/contracts';
import { useSession } from '@hvac/web-kit';
import { Button, ErrorBox } from '@hvac/ui';
import { fetchPreview, viewUrl } from './api';
import { downloadPdf } from './downloadPdf';
import { NS } from './i18n';
import { useDocumentLanguage } from './language';
import { useDocumentFailure } from './useDocumentFailure';

export interface PrintMenuProps {
  type: DocumentType;
  id: string;
  number: string;
}

const POPUP_FEATURES = `popup,width=${PREVIEW_POPUP.width},height=${PREVIEW_POPUP.height}`;

/**
 * The print menu of a detail page (docs/domains/billing.md#documents): Download PDF, View PDF in Browser,
 * Preview HTML (a popup of 800 × 600) and Print Current Page. A disclosure, not an ARIA menu: four
 * buttons in the tab order, Escape or a click elsewhere closes it.
 */
export function PrintMenu({ type, id, number }: PrintMenuProps) {
  const { t } = useTranslation(NS);
  const describe = useDocumentFailure();
  const language = useDocumentLanguage();
  const token = useSession((s) => s.token);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const away = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', away);
    return () => document.removeEventListener('mousedown', away);
  }, [open]);

  const act = (run: () => Promise<void> | void) => async () => {
    setOpen(false);
    setFailure(null);
    await run();
  };

  const download = act(async () => {
    setBusy(true);
    try {
      await downloadPdf(type, id, number, language);
    } catch (err) {
      setFailure(describe(err, 'messages.downloadFailed'));
    } finally {
      setBusy(false);
    }
  });

  const view = act(() => {
    if (!token) return setFailure(t('messages.documentAuthRequired'));
    const opened = window.open(viewUrl(type, id, language, token), '_blank');
    if (!opened) return setFailure(t('messages.viewFailed'));
    opened.opener = null;
  });

  // The popup opens inside the click, before anything is awaited, or the browser would block it.
  const preview = act(async () => {
    const popup = window.open('', `preview-${type}-${id}`, POPUP_FEATURES);
    if (!popup) {
      window.alert(t('messages.popupBlocked'));
      return;
    }
    popup.document.title = t('menu.previewLoading');
    popup.document.body.textContent = t('menu.previewLoading');
    try {
      const html = await fetchPreview(type, id, language);
      popup.document.open();
      popup.document.write(html);
      popup.document.close();
    } catch (err) {
      popup.close();
      setFailure(describe(err, 'messages.previewFailed'));
    }
  });

  return (
    <div className="bl-print" ref={root} onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <Button variant="secondary" aria-expanded={open} aria-controls={listId} loading={busy} onClick={() => setOpen((o) => !o)}>
        {t('menu.label')}
      </Button>
      {open && (
        <ul id={listId} className="bl-print-list">
          <li>
            <Button variant="link" onClick={download}>
              {t('menu.download')}
            </Button>
          </li>
          <li>
            <Button variant="link" onClick={view}>
              {t('menu.view')}
            </Button>
          </li>
          <li>
            <Button variant="link" onClick={preview}>
              {t('menu.preview')}
            </Button>
          </li>
          <li>
            <Button variant="link" onClick={act(() => window.print())}>
              {t('menu.print')}
            </Button>
          </li>
        </ul>
      )}
      {failure && <ErrorBox>{failure}</ErrorBox>}
    </div>
  );
}
