import { useNavigate } from 'react-router-dom';
import { Button } from '@hvac/ui';
import type { DocumentFormActions } from './DocumentForm';

export interface ConvertButtonProps<T> {
  form: DocumentFormActions<T>;
  /** The document as stored; handed over as it is when the form holds no edits. */
  source: T;
  label: string;
  /** The new form it opens, and the router state that carries the document there (docs/domains/billing.md#calls). */
  to: string;
  handover: (doc: T) => object;
  /** Said when unsaved edits were saved on the way (the form's `… updated successfully!`). */
  onSaved: () => void;
}

/**
 * Convert to Estimate / Convert to Invoice on an edit form: hands over what the form shows, its unsaved
 * edits saved first (docs/domains/billing.md#decisions), and waits, disabled, while a save is on its way.
 */
export function ConvertButton<T>({ form, source, label, to, handover, onSaved }: ConvertButtonProps<T>) {
  const navigate = useNavigate();
  const convert = () =>
    form.saveFirst((saved) => {
      if (saved) onSaved();
      navigate(to, { state: handover(saved ?? source) });
    });
  return (
    <Button variant="secondary" disabled={form.submitting} onClick={convert}>
      {label}
    </Button>
  );
}
