import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { INSTALLATION_ADD_ONS, REPAIR_ADD_ONS, bookingVariant } from '@hvac/contracts/requests';
import { formatDate } from '@hvac/web-kit/formatters';
import { Button, FreeText } from '@hvac/ui';
import { OTHER_ISSUE, TIER_PRICES, wholeDollars } from './options';
import type { BookingForm } from './form';
import { NS } from './i18n';
import { addOnLabel } from './StepFields';

type T = (key: string, options?: Record<string, string>) => string;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="bk-review__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Section({ title, editLabel, onEdit, children }: { title: string; editLabel?: string; onEdit?: () => void; children: ReactNode }) {
  const { t } = useTranslation(NS);
  return (
    <section className="bk-review__section">
      <div className="bk-review__head">
        <h4>{title}</h4>
        {onEdit && (
          <Button variant="link" size="sm" onClick={onEdit} aria-label={editLabel}>
            {t('review.edit')}
          </Button>
        )}
      </div>
      <dl>{children}</dl>
    </section>
  );
}

export const addressLine = (form: BookingForm): string =>
  [[form.streetAddress.trim(), form.aptSuite.trim()].filter(Boolean).join(', '), form.city.trim(), form.zipCode].filter(Boolean).join(', ');

const list = (t: T, prefix: string, values: readonly string[]): string =>
  values.length === 0 ? t('review.none') : values.map((v) => t(`${prefix}.${v}`)).join(', ');

function chosenAddOns(t: T, form: BookingForm): string {
  const variant = bookingVariant(form.serviceType);
  const keys: readonly string[] = variant === 'repair' ? REPAIR_ADD_ONS : variant === 'installation' ? INSTALLATION_ADD_ONS : [];
  const chosen = keys.filter((key) => form.addOns[key]);
  return chosen.length === 0 ? t('review.none') : chosen.map((key) => addOnLabel(t, key)).join(', ');
}

function DetailsRows({ form }: { form: BookingForm }) {
  const { t } = useTranslation(NS);
  const variant = bookingVariant(form.serviceType);
  const pick = (prefix: string, value: string) => (value ? t(`${prefix}.${value}`) : t('review.none'));
  if (variant === 'repair') {
    return (
      <>
        <Row label={t('details.issues')}>{list(t, 'issues', form.commonIssues)}</Row>
        {form.commonIssues.includes(OTHER_ISSUE) && form.otherDescription.trim() && (
          <Row label={t('details.otherDescription')}>
            <FreeText>{form.otherDescription}</FreeText>
          </Row>
        )}
        <Row label={t('details.systemAge')}>{pick('systemAges', form.systemAge)}</Row>
        <Row label={t('details.systemType')}>{pick('systemTypes', form.systemType)}</Row>
        <Row label={t('review.addOns')}>{chosenAddOns(t, form)}</Row>
      </>
    );
  }
  if (variant === 'installation') {
    return (
      <>
        <Row label={t('details.installationType')}>{list(t, 'installationTypes', form.installationType)}</Row>
        <Row label={t('details.propertySize')}>{pick('propertySizes', form.propertySize)}</Row>
        <Row label={t('details.propertyType')}>{pick('propertyTypes', form.propertyType)}</Row>
        <Row label={t('details.tier')}>
          {form.selectedTier
            ? `${t(`tiers.${form.selectedTier}.name`)} (${t('details.tierFrom', { price: wholeDollars(TIER_PRICES[form.selectedTier] ?? 0) })})`
            : t('review.none')}
        </Row>
        <Row label={t('review.addOns')}>{chosenAddOns(t, form)}</Row>
      </>
    );
  }
  return <Row label={t('details.generalNotes')}>{form.generalNotes.trim() ? <FreeText>{form.generalNotes}</FreeText> : t('review.none')}</Row>;
}

/** Step 5: everything entered, with Edit links back to steps 2, 3 and 4 (docs/domains/public-site.md#booking-dialog). */
export function Review({ form, goTo }: { form: BookingForm; goTo: (step: number) => void }) {
  const { t, i18n } = useTranslation(NS);
  const slot = (date: string, time: string) => (date || time ? `${formatDate(date, i18n.language)} · ${time ? t(`timeWindows.${time}`) : ''}` : t('review.none'));
  return (
    <div className="bk-review">
      <Section title={t('review.service')}>
        <Row label={t('service.type')}>{t(`serviceTypes.${form.serviceType}`)}</Row>
        {form.description.trim() && (
          <Row label={t('service.description')}>
            <FreeText>{form.description}</FreeText>
          </Row>
        )}
      </Section>
      <Section title={t('review.details')} editLabel={t('review.editDetails')} onEdit={() => goTo(2)}>
        <DetailsRows form={form} />
      </Section>
      <Section title={t('review.contact')} editLabel={t('review.editContact')} onEdit={() => goTo(3)}>
        <Row label={t('contact.fullName')}>
          <FreeText>{form.fullName}</FreeText>
        </Row>
        <Row label={t('contact.phone')}>
          <FreeText>{form.phone}</FreeText>
        </Row>
        <Row label={t('contact.email')}>
          <FreeText>{form.email}</FreeText>
        </Row>
        <Row label={t('thanks.address')}>
          <FreeText>{addressLine(form)}</FreeText>
        </Row>
      </Section>
      <Section title={t('review.schedule')} editLabel={t('review.editSchedule')} onEdit={() => goTo(4)}>
        <Row label={t('review.option1')}>{slot(form.preferredDate1, form.preferredTime1)}</Row>
        <Row label={t('review.option2')}>{slot(form.preferredDate2, form.preferredTime2)}</Row>
        {form.schedulingNotes.trim() && (
          <Row label={t('schedule.notes')}>
            <FreeText>{form.schedulingNotes}</FreeText>
          </Row>
        )}
      </Section>
      <p className="bk-notice">{t('review.disclaimer')}</p>
    </div>
  );
}

/** After success: who, what, where, the callback promise and the next steps; only Done closes it. */
export function ThankYou({ form, onDone }: { form: BookingForm; onDone: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <div className="bk-thanks">
      <h3 className="bk-step-heading" tabIndex={-1}>
        {t('thanks.heading', { name: form.fullName.trim() })}
      </h3>
      <p>{t('thanks.received', { service: t(`serviceTypes.${form.serviceType}`) })}</p>
      <dl className="bk-review__section">
        <Row label={t('thanks.address')}>
          <FreeText>{addressLine(form)}</FreeText>
        </Row>
        <Row label={t('thanks.contact')}>
          <FreeText>{form.phone}</FreeText> · <FreeText>{form.email}</FreeText>
        </Row>
      </dl>
      <p className="bk-callback">{t('thanks.callback')}</p>
      <p className="bk-notice">{t('thanks.prices')}</p>
      <h4>{t('thanks.nextHeading')}</h4>
      <ol className="bk-next">
        <li>{t('thanks.next.call')}</li>
        <li>{t('thanks.next.appointment')}</li>
        <li>{t('thanks.next.technician')}</li>
      </ol>
      <div className="modal-actions">
        <Button onClick={onDone}>{t('thanks.done')}</Button>
      </div>
    </div>
  );
}
