import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { UI_NS } from '../i18n';
import { cx } from './Button';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Hides the close button (e.g. the booking dialog's thank-you view); Escape still closes. */
  hideClose?: boolean;
  /** What a click on the backdrop does, when it must not simply close (the booking dialog asks first). */
  onBackdropClick?: () => void;
  className?: string;
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

const focusables = (root: HTMLElement): HTMLElement[] =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true');

/**
 * A dialog in a portal: focus moves in when it opens, Tab and Shift+Tab cycle inside it, Escape
 * closes it, and focus returns to the element that opened it. Focus that falls out of it to the page,
 * as from a submit button disabled while its form is sent, comes back to the dialog, which its keys
 * (Escape) are listened on.
 */
export function Modal({ open, onClose, title, children, hideClose = false, onBackdropClick = onClose, className }: ModalProps) {
  const { t } = useTranslation(UI_NS);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) (focusables(dialog)[0] ?? dialog).focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusables(dialogRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      dialogRef.current.focus();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current || !dialogRef.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialogRef.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  const keepFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget) return;
    // Known only after the blur: a window losing focus keeps its active element; a disabled one drops it.
    queueMicrotask(() => {
      const active = document.activeElement;
      if ((!active || active === document.body) && dialogRef.current?.isConnected) dialogRef.current.focus();
    });
  };

  return createPortal(
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onBackdropClick()}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx('modal', className)}
        onKeyDown={onKeyDown}
        onBlur={keepFocus}
      >
        <div className="modal-header">
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          {!hideClose && (
            <button type="button" className="modal-close" aria-label={t('close')} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div className="modal-body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
