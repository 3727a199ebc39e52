import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
// Through the package name, so the page's shared @hvac/ui provides them (this module is bundled into each remote).
import { UI_NS, cx } from '@hvac/ui';

export interface FieldProps {
  label: ReactNode;
  /** The control's id; `id` is accepted as a synonym. */
  htmlFor?: string;
  id?: string;
  error?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

type ControlProps = { id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string; required?: boolean };

/**
 * Label, control, hint and error in one block. A single control child gets its id, aria-invalid and
 * aria-describedby from here, so every form is wired for screen readers the same way. The error is an
 * alert only while it has a message, so the empty slot is never announced.
 */
export function Field({ label, htmlFor, id, error, hint, required, className, children }: FieldProps) {
  const { t } = useTranslation(UI_NS);
  const controlId = htmlFor ?? id;
  const hintId = controlId && hint ? `${controlId}-hint` : undefined;
  const errorId = controlId && error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const only = Children.count(children) === 1 && isValidElement(children) ? (children as ReactElement<ControlProps>) : null;
  const control = only
    ? cloneElement(only, {
        id: only.props.id ?? controlId,
        'aria-invalid': only.props['aria-invalid'] ?? (error ? true : undefined),
        'aria-describedby': only.props['aria-describedby'] ?? describedBy,
        required: only.props.required ?? required,
      })
    : children;
  return (
    <div className={cx('field', Boolean(error) && 'field-invalid', className)}>
      <label className="field-label" htmlFor={controlId}>
        {label}
        {required && (
          <span className="field-required" title={t('required')}>
            {' *'}
          </span>
        )}
      </label>
      {control}
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
      {/* Always rendered: inside a form the empty slot keeps the error's line (components.css). */}
      <p className="field-error" id={errorId} role={error ? 'alert' : undefined}>
        {error}
      </p>
    </div>
  );
}
