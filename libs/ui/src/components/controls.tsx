import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
// Through the package name, so the page's shared @hvac/ui provides them (this module is bundled into each remote).
import { cx } from '@hvac/ui';

export type InputProps = InputHTMLAttributes<HTMLInputElement>;
export function Input({ className, ...rest }: InputProps) {
  return <input {...rest} className={cx('input', className)} />;
}

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement>;
export function Select({ className, children, ...rest }: SelectProps) {
  return (
    <select {...rest} className={cx('input', 'select', className)}>
      {children}
    </select>
  );
}

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement>;
export function Textarea({ className, ...rest }: TextareaProps) {
  return <textarea {...rest} className={cx('input', 'textarea', className)} />;
}

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
}
/** A checkbox with its label wrapped around it, so the whole text is clickable. */
export function Checkbox({ label, className, ...rest }: CheckboxProps) {
  return (
    <label className={cx('checkbox', className)}>
      <input {...rest} type="checkbox" />
      <span>{label}</span>
    </label>
  );
}
