export { UI_NS } from './i18n';
export { Button, cx, type ButtonProps, type ButtonVariant, type ButtonSize } from './components/Button';
export { Modal, type ModalProps } from './components/Modal';
export { Spinner, ErrorBox, NotFound } from './components/feedback';
export { FreeText, PhoneNumber } from './components/text';
export { Toast, useToast, dismissToasts, type ToastTone, type ToastItem } from './components/Toast';
