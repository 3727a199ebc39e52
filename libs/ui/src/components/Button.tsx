import type { ButtonHTMLAttributes, ReactNode } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disables the button and shows a spinner while an action runs; the label stays for screen readers. */
  loading?: boolean;
  children?: ReactNode;
}

export const cx = (...names: (string | false | null | undefined)[]): string => names.filter(Boolean).join(' ');

export function Button({ variant = 'primary', size = 'md', loading = false, disabled, className, type = 'button', children, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={cx('btn', `btn-${variant}`, `btn-${size}`, loading && 'btn-loading', className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <span className="btn-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
