import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Assignee } from '@hvac/contracts/requests';
import { Button } from '@hvac/ui';
import { Field, Input, Select } from '@hvac/ui/forms';
import { houstonClock, houstonDay, houstonInstant } from '../visits/times';
import { NS } from './i18n';
import { DEFAULT_LENGTH_MS, DEFAULT_START, type Picked } from './slots';

interface SlotFormProps {
  picked: Picked;
  technicians: Assignee[];
  /** The day the board shows, where a request is booked unless another is chosen. */
  day: string;
  busy: boolean;
  onSave: (slot: { technicianId: string; startsAt: string; endsAt: string }) => void;
  onCancel: () => void;
}

function initial(picked: Picked, day: string) {
  if (picked.kind === 'visit') {
    const v = picked.visit;
    return { technicianId: v.technicianId, day: houstonDay(v.startsAt), start: houstonClock(v.startsAt), end: houstonClock(v.endsAt) };
  }
  const end = houstonClock(new Date(houstonInstant(day, DEFAULT_START).getTime() + DEFAULT_LENGTH_MS));
  return { technicianId: picked.request.assignedTo ?? '', day, start: DEFAULT_START, end };
}

/** The picked visit or request by form: technician, day and Houston clock times (docs/domains/service-requests.md#dispatch-board). */
export function SlotForm({ picked, technicians, day, busy, onSave, onCancel }: SlotFormProps) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [form, setForm] = useState(() => initial(picked, day));
  useEffect(() => setForm(initial(picked, day)), [picked, day]);
  const set = (field: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.technicianId || !form.day || !form.start || !form.end) return;
    onSave({ technicianId: form.technicianId, startsAt: houstonInstant(form.day, form.start).toISOString(), endsAt: houstonInstant(form.day, form.end).toISOString() });
  };

  const title = picked.kind === 'visit' ? t('form.moveTitle', { customer: picked.visit.customerName }) : t('form.bookTitle', { customer: picked.request.contactFullName });
  return (
    <form className="db-form" onSubmit={submit} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} dir="auto">
        {title}
      </h2>
      <p className="db-hint">{t('form.hint')}</p>
      <div className="db-form__fields">
        <Field label={t('form.technician')} htmlFor={`${id}-tech`} required>
          <Select value={form.technicianId} onChange={set('technicianId')} required>
            <option value="">{t('form.choose')}</option>
            {technicians.map((tech) => (
              <option key={tech.id} value={tech.id}>
                {tech.username}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('form.day')} htmlFor={`${id}-day`} required>
          <Input type="date" value={form.day} onChange={set('day')} required />
        </Field>
        <Field label={t('form.start')} htmlFor={`${id}-start`} required>
          <Input type="time" value={form.start} onChange={set('start')} required />
        </Field>
        <Field label={t('form.end')} htmlFor={`${id}-end`} required>
          <Input type="time" value={form.end} onChange={set('end')} required />
        </Field>
      </div>
      <div className="db-actions">
        <Button type="submit" loading={busy}>
          {t('form.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}
