import { useTranslation } from 'react-i18next';
import { create } from 'zustand';
import { UI_NS } from '../i18n';
import { cx } from './Button';

export type ToastTone = 'info' | 'success' | 'error';
export interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
}

interface ToastState {
  toasts: ToastItem[];
  show: (message: string, tone?: ToastTone, durationMs?: number) => number;
  dismiss: (id: number) => void;
}

let nextId = 1;

const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  show: (message, tone = 'info', durationMs = 5000) => {
    const id = nextId++;
    set({ toasts: [...get().toasts, { id, message, tone }] });
    if (durationMs > 0) setTimeout(() => get().dismiss(id), durationMs);
    return id;
  },
  dismiss: (id) => set({ toasts: get().toasts.filter((toast) => toast.id !== id) }),
}));

/** Clears every toast: a new try's feedback replaces the last one's (useSubmit). */
export const dismissToasts = (): void => useToastStore.setState({ toasts: [] });

/** `const toast = useToast(); toast.show(t('saved'), 'success')` from any app; the shell renders <Toast/> once. */
export function useToast(): Pick<ToastState, 'show' | 'dismiss'> {
  const show = useToastStore((s) => s.show);
  const dismiss = useToastStore((s) => s.dismiss);
  return { show, dismiss };
}

export function Toast() {
  const { t } = useTranslation(UI_NS);
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <div className="toast-region" role="region" aria-label={t('toast.region')} aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={cx('toast', `toast-${toast.tone}`)} role={toast.tone === 'error' ? 'alert' : 'status'}>
          <span>{toast.message}</span>
          <button type="button" className="toast-dismiss" aria-label={t('toast.dismiss')} onClick={() => dismiss(toast.id)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}
