import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@hvac/ui';
import { Field, Textarea } from '@hvac/ui/forms';
import { NS } from './i18n';
import { enqueue } from './offline/outbox';
import { scalePhoto } from './offline/scale-photo';
import { SignaturePad } from './SignaturePad';

interface CompleteFormProps {
  visitId: string;
  onDone: () => void;
}

/**
 * Completing a visit (docs/domains/service-requests.md#visit-attachments): the work notes, optional
 * photos and the customer's signature, queued in the outbox with the moment of completion, so it holds
 * offline too. The photos and the signature go first, so the office never sees a completed visit whose
 * signature has not arrived yet.
 */
export function CompleteForm({ visitId, onDone }: CompleteFormProps) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [notes, setNotes] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [signature, setSignature] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ notes?: string; signature?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = { ...(notes.trim() ? {} : { notes: t('complete.notesRequired') }), ...(signature ? {} : { signature: t('complete.signatureRequired') }) };
    setErrors(found);
    if (found.notes || found.signature) return;
    setBusy(true);
    const at = new Date().toISOString();
    const scaled = await Promise.all(photos.map((p) => scalePhoto(p)));
    await enqueue(
      ...scaled.map((dataUrl) => ({ visitId, type: 'attachment' as const, kind: 'photo' as const, dataUrl, at })),
      { visitId, type: 'attachment', kind: 'signature', dataUrl: signature!, at },
      { visitId, type: 'status', body: { status: 'completed', notes: notes.trim(), at } },
    );
    setBusy(false);
    onDone();
  };

  return (
    <form className="vj-complete" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{t('complete.heading')}</h3>
      <Field label={t('complete.notes')} htmlFor={`${id}-notes`} error={errors.notes} required>
        <Textarea rows={4} value={notes} maxLength={5000} onChange={(e) => setNotes(e.target.value)} />
      </Field>
      <Field label={t('complete.photos')} htmlFor={`${id}-photos`}>
        <input type="file" accept="image/*" capture="environment" multiple className="vj-file" onChange={(e) => setPhotos([...(e.target.files ?? [])])} />
      </Field>
      <fieldset className="vj-fieldset">
        <legend>{t('complete.signature')}</legend>
        <p className="vj-hint">{t('complete.signHint')}</p>
        <SignaturePad onChange={setSignature} />
        {errors.signature && (
          <p role="alert" className="vj-error">
            {errors.signature}
          </p>
        )}
      </fieldset>
      <div className="vj-actions">
        <Button type="submit" loading={busy}>
          {t('complete.submit')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('complete.back')}
        </Button>
      </div>
    </form>
  );
}
