import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatUsd, type DocumentTotals, type FieldError } from '@hvac/contracts';
import { TAX_RATE_STEP, type BillingClient, type BillingFormMode } from '@hvac/contracts/billing';
import { Button, ErrorBox } from '@hvac/ui';
import { Field, Input, Select, Textarea, useSubmit } from '@hvac/ui/forms';
import { NS } from '../i18n';
import { ClientSelect } from './ClientSelect';
import { draftBody, draftErrors, draftTotals, endDateField, taxEntry, type DocumentDraft, type DraftKind } from './draft';
import { LineItemsEditor } from './LineItemsEditor';

/** What the form offers its extra buttons. */
export interface DocumentFormActions<T> {
  /**
   * Saves what was typed, by the form's rules, when it differs from what the form started with, then
   * `next` with the server's document (null when nothing changed): Convert hands over what the user sees.
   */
  saveFirst: (next: (saved: T | null) => void) => void;
  /** A save is on its way: the form's buttons wait for its answer. */
  submitting: boolean;
}

export interface DocumentFormProps<T> {
  kind: DraftKind;
  mode: BillingFormMode;
  initial: DocumentDraft;
  /** The statuses the form offers (create: draft and sent_to_client; edit: the kind's full list). */
  statuses: readonly string[];
  /** The client stays the source document's when converting (svc-billing refuses another). */
  clientLocked?: boolean;
  /** The document's own client, offered even when the directory's first page does not hold it. */
  currentClient?: BillingClient | null;
  numberLabel: string;
  dateLabel: string;
  /** The second date's label when it is not Expiry Date (an invoice's Due Date, which is then required). */
  endDateLabel?: string;
  submitLabel: string;
  /** Where Cancel goes. */
  cancelTo: string;
  /** The server's refusal, in the reader's words; the form stays as typed. */
  serverError: string | null;
  /** Fields the form does not show but a save must keep (a quote's service request). */
  extra?: Record<string, unknown>;
  /** The create or update call; its answer goes to `onSaved`, its refusal shows as `serverError`. */
  save: (body: ReturnType<typeof draftBody>) => Promise<T>;
  onSaved: (saved: T) => void;
  /** The kind's own fields, after the dates and status (an invoice's includeInTaxReport and amount paid); their values go in `extra`. */
  fields?: ReactNode;
  /** The rules of those fields, given the live totals (an amount paid from 0 to the total). */
  checkFields?: (totals: DocumentTotals) => FieldError[];
  /** Buttons beside Save (Convert to Estimate, Convert to Invoice). */
  actions?: (form: DocumentFormActions<T>) => ReactNode;
}

const fieldError = (errors: FieldError[], field: string) => errors.find((e) => e.field === field);
/** A draft as compared for unsaved changes: the rows' React keys are new on every reading of a document. */
const typed = (draft: DocumentDraft) => JSON.stringify({ ...draft, lines: draft.lines.map(({ key: _key, ...line }) => line) });

/**
 * The document form of every kind (docs/domains/billing.md#screens): client, number, dates, status, line
 * items with live totals, tax rate, notes and terms. Its rules are svc-billing's own (contracts'
 * validateDocument), checked before anything is sent; every failure shows in the red Error box and the
 * form keeps what was typed. One save at a time: a double click sends one request (libs/ui's useSubmit).
 */
export function DocumentForm<T>(props: DocumentFormProps<T>) {
  const { kind, mode, initial, statuses, clientLocked = false, currentClient, numberLabel, dateLabel, endDateLabel, submitLabel, cancelTo, serverError, extra, fields, checkFields, save, onSaved, actions } = props;
  const { t } = useTranslation(NS);
  const [draft, setDraft] = useState<DocumentDraft>(initial);
  const [started] = useState(() => typed(initial));
  const [errors, setErrors] = useState<FieldError[]>([]);
  const totals = draftTotals(draft, mode);
  const set = (patch: Partial<DocumentDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const say = (e: FieldError | undefined) => e && t(`messages.${e.code}`, { defaultValue: e.message });
  const percent = taxEntry(mode) === 'percent';
  const id = (name: string) => `${kind}-${name}`;

  /** The form's rules, then the call; nothing is sent while one is refused. */
  const saveThen = (next: (saved: T) => void) => {
    const found = [...draftErrors(kind, mode, draft), ...(checkFields?.(totals) ?? [])];
    setErrors(found);
    return found.length === 0 ? save(draftBody(kind, mode, draft, extra)).then(next) : undefined;
  };
  const submit = useSubmit(() => saveThen(onSaved));
  const saveFirst = (next: (saved: T | null) => void) => submit.run(() => (typed(draft) === started ? next(null) : saveThen(next)));
  const shownError = errors.length ? [...new Set(errors.map((e) => say(e)))] : serverError ? [serverError] : [];

  return (
    <form className="bl-form" noValidate onSubmit={submit.onSubmit}>
      {shownError.length > 0 && (
        <ErrorBox title={t('common.error')}>
          {shownError.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </ErrorBox>
      )}
      <div className="bl-grid">
        <Field label={t('common.client')} htmlFor={id('client')} required error={say(fieldError(errors, 'clientId'))} hint={clientLocked ? t('form.lockedClient') : undefined}>
          <ClientSelect value={draft.clientId} placeholder={t('common.selectClient')} current={currentClient} disabled={clientLocked} onChange={(clientId) => set({ clientId })} />
        </Field>
        <Field label={numberLabel} htmlFor={id('number')} required error={say(fieldError(errors, `${kind}Number`))}>
          <Input value={draft.number} maxLength={50} dir="ltr" onChange={(e) => set({ number: e.target.value })} />
        </Field>
        <Field label={dateLabel} htmlFor={id('date')} required error={say(fieldError(errors, `${kind}Date`))}>
          <Input type="date" value={draft.date} onChange={(e) => set({ date: e.target.value })} />
        </Field>
        <Field label={endDateLabel ?? t('common.expiryDate')} htmlFor={id('end-date')} required={kind === 'invoice'} error={say(fieldError(errors, endDateField(kind)))}>
          <Input type="date" value={draft.endDate} onChange={(e) => set({ endDate: e.target.value })} />
        </Field>
        <Field label={t('common.status')} htmlFor={id('status')}>
          <Select value={draft.status} onChange={(e) => set({ status: e.target.value })}>
            {(statuses.includes(draft.status) ? statuses : [draft.status, ...statuses]).map((s) => (
              <option key={s} value={s}>
                {t(`status.${kind}.${s}`, { defaultValue: s })}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {fields}
      <LineItemsEditor lines={draft.lines} totals={totals.lineTotals} onChange={(lines) => set({ lines })} />
      <dl className="bl-totals">
        <div>
          <dt>{t('totals.subTotal')}</dt>
          <dd dir="ltr" data-total="subTotal">
            {formatUsd(totals.subTotal)}
          </dd>
        </div>
        <div>
          <dt>
            <label htmlFor={id('tax-rate')}>{percent ? t('totals.taxRatePercent') : t('totals.taxRateFraction')}</label>
          </dt>
          <dd>
            <Input
              id={id('tax-rate')}
              type="number"
              dir="ltr"
              inputMode="decimal"
              min={0}
              max={percent ? 100 : 1}
              step={TAX_RATE_STEP}
              value={draft.taxRate}
              aria-invalid={fieldError(errors, 'taxRate') ? true : undefined}
              onChange={(e) => set({ taxRate: e.target.value })}
            />
          </dd>
        </div>
        <div>
          <dt>{t('totals.taxAmount')}</dt>
          <dd dir="ltr" data-total="taxAmount">
            {formatUsd(totals.taxAmount)}
          </dd>
        </div>
        <div className="bl-grand">
          <dt>{t('totals.total')}</dt>
          <dd dir="ltr" data-total="totalAmount">
            {formatUsd(totals.totalAmount)}
          </dd>
        </div>
      </dl>
      <Field label={t('form.notes')} htmlFor={id('notes')}>
        <Textarea rows={3} maxLength={5000} value={draft.notes} onChange={(e) => set({ notes: e.target.value })} />
      </Field>
      <Field label={t('form.terms')} htmlFor={id('terms')}>
        <Textarea rows={3} maxLength={5000} value={draft.terms} onChange={(e) => set({ terms: e.target.value })} />
      </Field>
      <div className="bl-actions">
        <Button type="submit" loading={submit.submitting}>
          {submitLabel}
        </Button>
        <Link className="btn btn-secondary btn-md" to={cancelTo}>
          {t('common.cancel')}
        </Link>
        {actions?.({ saveFirst, submitting: submit.submitting })}
      </div>
    </form>
  );
}
