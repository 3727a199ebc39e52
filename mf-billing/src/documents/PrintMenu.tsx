import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PREVIEW_POPUP, type DocumentType } from '@hvac/contracts/billing';
import { Button, ErrorBox } from '@hvac/ui';
import { fetchPreview } from './api';
import { downloadPdf } from './downloadPdf';
import { NS } from './i18n';
import { useDocumentLanguage } from './language';
import { useDocumentFailure } from './useDocumentFailure';
import { viewPdf } from './viewPdf';

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

  /** Fills a window the click opened: it says `loading` until `show` is done, and closes again if that fails. */
  const fill = async (popup: Window, loading: string, show: () => Promise<void>, fallbackKey: string) => {
    popup.document.title = loading;
    popup.document.body.textContent = loading;
    try {
      await show();
    } catch (err) {
      popup.close();
      setFailure(describe(err, fallbackKey));
    }
  };

  // Each window opens inside the click, before anything is awaited, or the browser would block it.
  const view = act(async () => {
    const viewer = window.open('', '_blank');
    if (!viewer) return setFailure(t('messages.viewFailed'));
    viewer.opener = null;
    await fill(viewer, t('menu.viewLoading'), () => viewPdf(viewer, type, id, language), 'messages.viewFailed');
  });

  const preview = act(async () => {
    const popup = window.open('', `preview-${type}-${id}`, POPUP_FEATURES);
    if (!popup) return window.alert(t('messages.popupBlocked'));
    await fill(
      popup,
      t('menu.previewLoading'),
      async () => {
        const html = await fetchPreview(type, id, language);
        popup.document.open();
        popup.document.write(html);
        popup.document.close();
      },
      'messages.previewFailed',
    );
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
