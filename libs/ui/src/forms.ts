/*
 * Forms and the dialog that confirms an action: labelled fields, their controls and one submit at a time
 * (docs/architecture.md#frontend-conventions). A subpath of its own, @hvac/ui/forms, outside the shared `@hvac/ui`
 * that every page downloads, so / carries none of it; its modules reach what the page shares (Button,
 * Modal, the toasts, the ui strings) through the package name.
 */
export { Field, type FieldProps } from './components/Field';
export { Input, Select, Textarea, Checkbox, type InputProps, type SelectProps, type TextareaProps, type CheckboxProps } from './components/controls';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog';
export { useSubmit, type Submit } from './components/useSubmit';
