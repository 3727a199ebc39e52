import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeEmail, type FieldError } from '@hvac/contracts';
import type { ServiceLeadResponse } from '@hvac/contracts/identity';
import { BOOKING_MESSAGES, validateBookingContact, validateBookingDetails, validateBookingSchedule, validateBookingServiceType } from '@hvac/contracts/requests';
import { ApiError, api, useModal, useSession, useTranslationsLoaded } from '@hvac/web-kit';
import { failureText } from '@hvac/web-kit/failure-text';
import { Button, ErrorBox, Modal } from '@hvac/ui';
import { useSubmit } from '@hvac/ui/forms';
import { emptyForm, leadBody, localToday, requestBody, type BookingForm, type ContactField } from './form';
import { NS } from './i18n';
import en from './i18n/en.json';
import { STEP_COUNT } from './options';
import { DiscardQuestion } from './DiscardQuestion';
import { Progress, STEP_NAMES } from './Progress';
import { Review, ThankYou } from './Review';
import { withAccountContact } from './account-contact';
import { StepContact, StepDetails, StepSchedule, StepService } from './StepFields';
import './booking.css';

const STEP_HEADINGS: Record<number, string> = {
  1: 'service.heading',
  2: 'details.heading',
  3: 'contact.heading',
  4: 'schedule.heading',
  5: 'review.heading',
};

type Translate = (key: string, options?: Record<string, string | number>) => string;

/** A message the dialog knows by code is shown in the reader's language; anything else as the server wrote it. */
const known = (code: string | undefined): code is keyof typeof BOOKING_MESSAGES => code !== undefined && code in BOOKING_MESSAGES;
/** What a failure may be said in the reader's language by: the field rules, and the booking limit (a 429 saying when). */
const KNOWN: Readonly<Record<string, string>> = { ...BOOKING_MESSAGES, bookingRateLimited: en.messages.bookingRateLimited };
const fieldText = (t: Translate, error: FieldError): string => (known(error.code) ? t(`messages.${error.code}`) : error.message);


export interface BookingDialogProps {
  type?: string | null;
  data?: Record<string, unknown> | null;
  onClose?: () => void;
}

function BookingFlow({ type, data, onClose }: { type: string; data: Record<string, unknown> | null; onClose: () => void }) {
  const { t: translate } = useTranslation(NS);
  const t = translate as Translate;
  const user = useSession((s) => s.user);
  const token = useSession((s) => s.token);
  const [opening] = useState<BookingForm>(() => emptyForm(data));
  const [form, setForm] = useState<BookingForm>(opening);
  const [discarding, setDiscarding] = useState(false);
  const [step, setStep] = useState(1);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [guestId, setGuestId] = useState<string | null>(null);
  // Every lead answer by the e-mail it was issued for: confirming step 3 again for that e-mail sends it
  // back, so the account the first call created stays the booking's (docs/domains/public-site.md#decisions).
  const leadTokens = useRef(new Map<string, string>());
  const [done, setDone] = useState(false);
  const today = localToday();

  // Each step change moves focus to the step's heading, so screen readers announce where the user is.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const heading = document.querySelector<HTMLElement>('.bk-step-heading');
    heading?.focus();
  }, [step, done, discarding]);

  // A click beside the dialog is easily a slip: with anything entered it asks first (docs/domains/public-site.md#booking-dialog).
  const entered = JSON.stringify(form) !== JSON.stringify(opening);
  const onBackdropClick = () => (entered ? setDiscarding(true) : onClose());

  const set = (patch: Partial<BookingForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setAlert(null);
    // An error clears as soon as its field is edited (docs/domains/public-site.md#validation).
    const edited = Object.keys(patch);
    setFieldErrors((errors) => {
      if (!edited.some((k) => k in errors)) return errors;
      const next = { ...errors };
      for (const k of edited) delete next[k as ContactField];
      return next;
    });
  };
  const replace = (next: BookingForm) => {
    setForm(next);
    setAlert(null);
  };
  const goTo = (next: number) => {
    setAlert(null);
    setStep(next);
  };

  const signedInId = token && user ? user.id : null;

  async function createLead(): Promise<boolean> {
    try {
      const email = normalizeEmail(form.email);
      const response = await api.post<ServiceLeadResponse | undefined>('auth/register-service-lead', leadBody(form, leadTokens.current.get(email)));
      // The lead's booking token travels back as the request's userId (docs/domains/public-site.md#calls).
      if (!response?.success || !response.user?.id) {
        setAlert(t('messages.leadFailed'));
        return false;
      }
      leadTokens.current.set(email, response.user.id);
      setGuestId(response.user.id);
      return true;
    } catch (err) {
      setAlert(failureText(err, translate, 'messages.leadFailed', { known: KNOWN, errorsOwnMessage: true }));
      return false;
    }
  }

  async function submit() {
    const userId = signedInId ?? guestId;
    if (!userId) {
      goTo(3);
      return;
    }
    setAlert(null);
    try {
      await api.post('service-requests', requestBody(form, userId));
      setDone(true);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'bookingExpired') {
        // The lead's booking token lasts two hours: confirming step 3 again asks for a new one.
        setGuestId(null);
        setStep(3);
        setAlert(t('messages.bookingExpired'));
        return;
      }
      setAlert(failureText(err, translate, 'messages.submitFailed', { known: KNOWN, framed: 'messages.submitError', errorsOwnMessage: true }));
    }
  }

  // One step at a time: a double click on Next or Confirm sends one lead or one booking (libs/ui's useSubmit).
  const next = useSubmit(() => {
    if (step === 1) {
      // docs/domains/public-site.md#validation: without a service type, Next does nothing.
      if (validateBookingServiceType(form.serviceType).length === 0) goTo(2);
      return;
    }
    if (step === 2) {
      const [error] = validateBookingDetails(form.serviceType, form);
      if (error) {
        setAlert(fieldText(t, error));
        return;
      }
      // Signed in, step 3 starts from the account's details, all of them editable.
      if (signedInId && user) setForm((f) => withAccountContact(f, user));
      goTo(3);
      return;
    }
    if (step === 3) {
      const errors = validateBookingContact(form);
      if (errors.length > 0) {
        const byField: Partial<Record<ContactField, string>> = {};
        for (const error of errors) byField[error.field as ContactField] ??= fieldText(t, error);
        setFieldErrors(byField);
        const first = errors[0]?.field;
        if (first) document.getElementById(`booking-${first}`)?.focus();
        return;
      }
      setFieldErrors({});
      if (!signedInId) return createLead().then((ok) => ok && goTo(4));
      goTo(4);
      return;
    }
    if (step === 4) {
      const [error] = validateBookingSchedule(form, today);
      if (error) setAlert(fieldText(t, error));
      else goTo(5);
      return;
    }
    return submit();
  });
  const busy = next.submitting;

  const title = t(type === 'getEstimate' ? 'title.getEstimate' : 'title.scheduleService');

  if (done) {
    return (
      <Modal open onClose={onClose} title={title} hideClose className="bk-dialog">
        <ThankYou form={form} onDone={onClose} />
      </Modal>
    );
  }

  const stepName = STEP_NAMES[step - 1] ?? 'service';
  return (
    <Modal open onClose={onClose} onBackdropClick={onBackdropClick} title={title} className="bk-dialog">
      {discarding ? (
        <DiscardQuestion onKeep={() => setDiscarding(false)} onDiscard={onClose} />
      ) : (
        <>
          <Progress step={step} />
          <form className="bk-form" onSubmit={next.onSubmit} noValidate>
            <h3 className="bk-step-heading" tabIndex={-1}>
              <span className="bk-sr-only">
                {t('progress.status', { current: step, total: STEP_COUNT, name: t(`progress.steps.${stepName}`) })}{' '}
              </span>
              {t(STEP_HEADINGS[step] ?? 'service.heading')}
            </h3>
            {alert && <ErrorBox className="bk-alert">{alert}</ErrorBox>}
            {step === 1 && <StepService form={form} set={set} replace={replace} />}
            {step === 2 && <StepDetails form={form} set={set} replace={replace} />}
            {step === 3 && <StepContact form={form} set={set} replace={replace} errors={fieldErrors} />}
            {step === 4 && <StepSchedule form={form} set={set} replace={replace} today={today} />}
            {step === 5 && <Review form={form} goTo={goTo} />}
            <div className="modal-actions bk-actions">
              {step > 1 && (
                <Button variant="secondary" onClick={() => goTo(step - 1)} disabled={busy}>
                  {t('nav.previous')}
                </Button>
              )}
              {step < STEP_COUNT ? (
                <Button type="submit" loading={busy} disabled={step === 1 && !form.serviceType}>
                  {t('nav.next')}
                </Button>
              ) : (
                <Button type="submit" disabled={busy}>
                  {busy ? t('nav.submitting') : t('nav.confirm')}
                </Button>
              )}
            </div>
          </form>
        </>
      )}
    </Modal>
  );
}

const openings = new WeakMap<object, number>();
let lastOpening = 0;
/** A new data object means a new opening (useModal.open always makes one), which starts from step 1. */
function openingKey(data: Record<string, unknown> | null): number {
  if (!data) return 0;
  let key = openings.get(data);
  if (key === undefined) {
    key = ++lastOpening;
    openings.set(data, key);
  }
  return key;
}

/**
 * Exposed as `mf_public/BookingDialog`. The shell mounts it while the modal store holds
 * 'scheduleService' or 'getEstimate' and passes type, data and onClose; standing alone it reads the
 * store itself.
 */
export default function BookingDialog(props: BookingDialogProps) {
  useTranslationsLoaded();
  const storeType = useModal((s) => s.type);
  const storeData = useModal((s) => s.data);
  const close = useModal((s) => s.close);
  const type = props.type ?? storeType;
  const data = props.data === undefined ? storeData : props.data;
  if (!type) return null;
  return <BookingFlow key={`${type}-${openingKey(data)}`} type={type} data={data} onClose={props.onClose ?? close} />;
}
