import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents, formatUsd, parseCents, todayIn } from '@hvac/contracts';
import { DEFAULT_PAYMENT_METHOD, PAYMENT_METHODS, validatePayment, type Invoice, type PaymentMethod } from '@hvac/contracts/billing';
import { Button, ErrorBox, Modal, useToast } from '@hvac/ui';
import { Field, Input, Select, Textarea, useSubmit } from '@hvac/ui/forms';
import { NS as BILLING } from '../i18n';
import { today } from '../shared/draft';
import { usd } from '../shared/money';
import { useFailureText } from '../shared/queries';
import { NS } from './i18n';
import { useRecordPayment } from './queries';

/**
 * A fresh Idempotency-Key. getRandomValues, not randomUUID: the latter exists only on https or
 * localhost, and the back office may be reached over plain http inside the office network.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `pay-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

interface PaymentDraft {
  amount: string;
  paymentDate: string;
  paymentMethod: PaymentMethod;
  referenceNumber: string;
  notes: string;
}

/**
 * Record Payment (docs/domains/billing.md#dialogs): amount (the balance due to start with, at most that),
 * date (today; at most a year before the invoice date, at latest tomorrow), method (Credit Card),
 * reference and notes. One Idempotency-Key per opening of the dialog:
 * the API client retries a payment that got no answer, and a double click sends it twice, yet svc-billing
 * records it once. It stores the key only with a payment it made, so a refused attempt corrected in the
 * same dialog goes through under the same key. On success the server's invoice replaces the shown one,
 * and a toast says what was paid and what is still owed (#28 item 7: it closed without a word).
 */
export function RecordPaymentDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const { t: tb } = useTranslation(BILLING);
  const describe = useFailureText();
  const toast = useToast();
  const [key] = useState(newIdempotencyKey);
  const balance = parseCents(invoice.balanceDue) ?? 0;
  const [draft, setDraft] = useState<PaymentDraft>({
    amount: formatCents(balance),
    paymentDate: today(),
    paymentMethod: DEFAULT_PAYMENT_METHOD,
    referenceNumber: '',
    notes: '',
  });
  const [problems, setProblems] = useState<string[]>([]);
  const record = useRecordPayment(invoice.id);
  const set = (patch: Partial<PaymentDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = useSubmit(() => {
    const body = {
      amount: draft.amount.trim(),
      paymentDate: draft.paymentDate,
      paymentMethod: draft.paymentMethod,
      referenceNumber: draft.referenceNumber.trim() || null,
      notes: draft.notes.trim() || null,
    };
    // svc-billing's own bounds on the date: Houston's calendar, whatever the reader's.
    const { errors, amount } = validatePayment(body, { invoiceDate: invoice.invoiceDate, today: todayIn() });
    const found = errors.map((e) => tb(`messages.${e.code}`, { defaultValue: e.message }));
    if (amount !== null && amount > balance) found.push(t('payment.exceedsBalance', { balance: formatUsd(balance) }));
    setProblems(found);
    if (found.length > 0 || amount === null) return undefined;
    return record.mutateAsync({ body, key }).then((paid) => {
      toast.show(t('payment.recorded', { amount: formatUsd(amount), balance: usd(paid.balanceDue) }), 'success');
      onClose();
    });
  });
  const shown = problems.length ? problems : record.isError ? [describe(record.error, 'messages.recordPaymentFailed')] : [];

  return (
    <Modal open onClose={onClose} title={t('payment.title', { number: invoice.invoiceNumber })}>
      <form className="bl-dialog" noValidate onSubmit={submit.onSubmit}>
        {shown.length > 0 && (
          <ErrorBox>
            {shown.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </ErrorBox>
        )}
        <p className="bl-muted">
          {t('payment.balance')} <strong dir="ltr">{formatUsd(balance)}</strong>
        </p>
        <Field label={t('payment.amount')} htmlFor="payment-amount" required>
          <Input type="number" dir="ltr" inputMode="decimal" min={0.01} max={formatCents(balance)} step={0.01} value={draft.amount} onChange={(e) => set({ amount: e.target.value })} />
        </Field>
        <Field label={t('payment.date')} htmlFor="payment-date" required>
          <Input type="date" value={draft.paymentDate} onChange={(e) => set({ paymentDate: e.target.value })} />
        </Field>
        <Field label={t('payment.method')} htmlFor="payment-method">
          <Select value={draft.paymentMethod} onChange={(e) => set({ paymentMethod: e.target.value as PaymentMethod })}>
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`methods.${m}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('payment.reference')} htmlFor="payment-reference">
          <Input maxLength={100} dir="ltr" value={draft.referenceNumber} onChange={(e) => set({ referenceNumber: e.target.value })} />
        </Field>
        <Field label={t('payment.notes')} htmlFor="payment-notes">
          <Textarea rows={2} maxLength={2000} value={draft.notes} onChange={(e) => set({ notes: e.target.value })} />
        </Field>
        <div className="bl-actions">
          <Button type="submit" loading={submit.submitting}>
            {t('payment.submit')}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={submit.submitting}>
            {tb('common.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
