import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_ISSUES, INSTALLATION_ADD_ONS, INSTALLATION_TYPES, PROPERTY_SIZES, PROPERTY_TYPES, REPAIR_ADD_ONS, SERVICE_TYPES, SYSTEM_AGES, SYSTEM_TIERS, SYSTEM_TYPES, TIME_WINDOWS, bookingVariant } from '@hvac/contracts/requests';
import { formatCurrency } from '@hvac/web-kit/formatters';
import { Checkbox, Field, Input, Select, Textarea } from '@hvac/ui/forms';
import { toggleIssue, zipInput, type BookingForm, type ContactField } from './form';
import { useFullWindows } from './availability';
import { NS } from './i18n';
import { ADD_ON_PRICES, DIAGNOSTIC_FEE, OTHER_ISSUE, TIER_PRICES, wholeDollars, type AddOnPrice } from './options';

export interface StepProps {
  form: BookingForm;
  set: (patch: Partial<BookingForm>) => void;
  replace: (next: BookingForm) => void;
}

/** The prices of docs/domains/public-site.md#constants inside the add-on labels. */
export function addOnLabel(t: (key: string, options?: Record<string, string>) => string, key: string): string {
  const price: AddOnPrice | undefined = ADD_ON_PRICES[key];
  if (!price) return t(`addOns.${key}`);
  if ('min' in price) return t(`addOns.${key}`, { min: wholeDollars(price.min), max: wholeDollars(price.max) });
  const amount = 'exact' in price ? price.exact : 'from' in price ? price.from : price.plus;
  return t(`addOns.${key}`, { price: wholeDollars(amount) });
}

export function StepService({ form, set }: StepProps) {
  const { t } = useTranslation(NS);
  return (
    <>
      <Field label={t('service.type')} htmlFor="booking-serviceType" required>
        <Select value={form.serviceType} onChange={(e) => set({ serviceType: e.target.value })}>
          <option value="">{t('service.choose')}</option>
          {SERVICE_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`serviceTypes.${value}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('service.description')} htmlFor="booking-description" hint={t('service.descriptionHint')}>
        <Textarea rows={3} maxLength={2000} value={form.description} onChange={(e) => set({ description: e.target.value })} />
      </Field>
    </>
  );
}

function CheckboxGroup({
  legend,
  name,
  values,
  labelPrefix,
  selected,
  onToggle,
  required,
}: {
  legend: string;
  name: string;
  values: readonly string[];
  labelPrefix: string;
  selected: readonly string[];
  onToggle: (value: string, checked: boolean) => void;
  required?: boolean;
}) {
  const { t } = useTranslation(NS);
  return (
    <fieldset className="bk-group">
      <legend className="field-label">
        {legend}
        {required && <span className="field-required" title={t('required')}>{' *'}</span>}
      </legend>
      <div className="bk-options">
        {values.map((value) => (
          <Checkbox
            key={value}
            name={name}
            value={value}
            label={t(`${labelPrefix}.${value}`)}
            checked={selected.includes(value)}
            onChange={(e) => onToggle(value, e.target.checked)}
          />
        ))}
      </div>
    </fieldset>
  );
}

function OptionSelect({
  id,
  label,
  values,
  labelPrefix,
  value,
  onChange,
  required,
  unavailable,
}: {
  id: string;
  label: string;
  values: readonly string[];
  labelPrefix: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  /** Options shown but not offered: disabled, with '(full)' after their label. */
  unavailable?: ReadonlySet<string>;
}) {
  const { t } = useTranslation(NS);
  return (
    <Field label={required ? label : `${label} (${t('optional')})`} htmlFor={id} required={required}>
      <Select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('select')}</option>
        {values.map((v) => (
          <option key={v} value={v} disabled={unavailable?.has(v)}>
            {unavailable?.has(v) ? `${t(`${labelPrefix}.${v}`)} ${t('schedule.full')}` : t(`${labelPrefix}.${v}`)}
          </option>
        ))}
      </Select>
    </Field>
  );
}

function AddOns({ keys, form, set }: StepProps & { keys: readonly string[] }) {
  const { t } = useTranslation(NS);
  return (
    <fieldset className="bk-group">
      <legend className="field-label">{t('details.addOns')}</legend>
      <div className="bk-options">
        {keys.map((key) => (
          <Checkbox
            key={key}
            name="addOns"
            value={key}
            label={addOnLabel(t, key)}
            checked={form.addOns[key] === true}
            onChange={(e) => set({ addOns: { ...form.addOns, [key]: e.target.checked } })}
          />
        ))}
      </div>
    </fieldset>
  );
}

function RepairDetails(props: StepProps) {
  const { form, set, replace } = props;
  const { t } = useTranslation(NS);
  return (
    <>
      <CheckboxGroup
        legend={t('details.issues')}
        name="commonIssues"
        values={COMMON_ISSUES}
        labelPrefix="issues"
        selected={form.commonIssues}
        onToggle={(value, checked) => replace(toggleIssue(form, value, checked))}
        required
      />
      {form.commonIssues.includes(OTHER_ISSUE) && (
        <Field label={t('details.otherDescription')} htmlFor="booking-otherDescription">
          <Textarea rows={3} maxLength={2000} value={form.otherDescription} onChange={(e) => set({ otherDescription: e.target.value })} />
        </Field>
      )}
      <div className="bk-row">
        <OptionSelect
          id="booking-systemAge"
          label={t('details.systemAge')}
          values={SYSTEM_AGES}
          labelPrefix="systemAges"
          value={form.systemAge}
          onChange={(systemAge) => set({ systemAge })}
        />
        <OptionSelect
          id="booking-systemType"
          label={t('details.systemType')}
          values={SYSTEM_TYPES}
          labelPrefix="systemTypes"
          value={form.systemType}
          onChange={(systemType) => set({ systemType })}
        />
      </div>
      <p className="bk-notice" role="note">
        {t('details.diagnostic', { fee: formatCurrency(DIAGNOSTIC_FEE) })}
      </p>
      <AddOns keys={REPAIR_ADD_ONS} {...props} />
    </>
  );
}

function InstallationDetails(props: StepProps) {
  const { form, set } = props;
  const { t } = useTranslation(NS);
  const toggle = (value: string, checked: boolean) =>
    set({ installationType: checked ? [...form.installationType.filter((v) => v !== value), value] : form.installationType.filter((v) => v !== value) });
  return (
    <>
      <CheckboxGroup
        legend={t('details.installationType')}
        name="installationType"
        values={INSTALLATION_TYPES}
        labelPrefix="installationTypes"
        selected={form.installationType}
        onToggle={toggle}
        required
      />
      <div className="bk-row">
        <OptionSelect
          id="booking-propertySize"
          label={t('details.propertySize')}
          values={PROPERTY_SIZES}
          labelPrefix="propertySizes"
          value={form.propertySize}
          onChange={(propertySize) => set({ propertySize })}
          required
        />
        <OptionSelect
          id="booking-propertyType"
          label={t('details.propertyType')}
          values={PROPERTY_TYPES}
          labelPrefix="propertyTypes"
          value={form.propertyType}
          onChange={(propertyType) => set({ propertyType })}
          required
        />
      </div>
      <fieldset className="bk-group">
        <legend className="field-label">
          {t('details.tier')}
          <span className="field-required" title={t('required')}>{' *'}</span>
        </legend>
        <div className="bk-tiers">
          {SYSTEM_TIERS.map((tier) => {
            const features = t(`tiers.${tier}.features`, { returnObjects: true }) as unknown;
            return (
              <label key={tier} className={form.selectedTier === tier ? 'bk-tier bk-tier--selected' : 'bk-tier'}>
                <input type="radio" name="selectedTier" value={tier} checked={form.selectedTier === tier} onChange={() => set({ selectedTier: tier })} />
                <span className="bk-tier__name">{t(`tiers.${tier}.name`)}</span>
                <span className="bk-tier__price">{t('details.tierFrom', { price: wholeDollars(TIER_PRICES[tier] ?? 0) })}</span>
                <span className="bk-tier__features">{Array.isArray(features) ? features.join(' · ') : ''}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <AddOns keys={INSTALLATION_ADD_ONS} {...props} />
    </>
  );
}

function OtherDetails({ form, set }: StepProps) {
  const { t } = useTranslation(NS);
  return (
    <Field label={t('details.generalNotes')} htmlFor="booking-generalNotes" hint={t('details.generalNotesHint')}>
      <Textarea rows={5} maxLength={2000} value={form.generalNotes} onChange={(e) => set({ generalNotes: e.target.value })} />
    </Field>
  );
}

export function StepDetails(props: StepProps) {
  const variant = bookingVariant(props.form.serviceType);
  if (variant === 'repair') return <RepairDetails {...props} />;
  if (variant === 'installation') return <InstallationDetails {...props} />;
  return <OtherDetails {...props} />;
}

const CONTACT_INPUTS: { name: ContactField | 'aptSuite'; type: string; autoComplete: string }[] = [
  { name: 'fullName', type: 'text', autoComplete: 'name' },
  { name: 'phone', type: 'tel', autoComplete: 'tel-national' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'streetAddress', type: 'text', autoComplete: 'address-line1' },
  { name: 'aptSuite', type: 'text', autoComplete: 'address-line2' },
  { name: 'city', type: 'text', autoComplete: 'address-level2' },
  { name: 'zipCode', type: 'text', autoComplete: 'postal-code' },
];

const CONTROL_LIMITS: Record<ContactField | 'aptSuite', { maxLength: number; inputMode?: 'numeric' | 'tel'; pattern?: string }> = {
  fullName: { maxLength: 100 },
  phone: { maxLength: 20, inputMode: 'tel' },
  email: { maxLength: 320 },
  streetAddress: { maxLength: 200 },
  aptSuite: { maxLength: 50 },
  city: { maxLength: 100 },
  zipCode: { maxLength: 5, inputMode: 'numeric', pattern: '[0-9]*' },
};

export function StepContact({ form, set, errors }: StepProps & { errors: Partial<Record<ContactField, string>> }) {
  const { t } = useTranslation(NS);
  return (
    <div className="bk-contact">
      {CONTACT_INPUTS.map(({ name, type, autoComplete }) => {
        const optional = name === 'aptSuite';
        const zip = name === 'zipCode';
        return (
          <Field
            key={name}
            className={`bk-field-${name}`}
            label={optional ? `${t(`contact.${name}`)} (${t('optional')})` : t(`contact.${name}`)}
            htmlFor={`booking-${name}`}
            error={optional ? undefined : errors[name]}
            hint={name === 'email' ? t('contact.emailHint') : undefined}
            required={!optional}
          >
            <Input
              type={type}
              autoComplete={autoComplete}
              value={form[name]}
              {...CONTROL_LIMITS[name]}
              onChange={(e) => set({ [name]: zip ? zipInput(e.target.value) : e.target.value })}
            />
          </Field>
        );
      })}
    </div>
  );
}

export function StepSchedule({ form, set, today }: StepProps & { today: string }) {
  const { t } = useTranslation(NS);
  const full = { 1: useFullWindows(form.preferredDate1, form.serviceType), 2: useFullWindows(form.preferredDate2, form.serviceType) };
  // A window chosen before its day was known to be full is taken back, so a full one is never sent.
  useEffect(() => {
    if (full[1].has(form.preferredTime1)) set({ preferredTime1: '' });
    if (full[2].has(form.preferredTime2)) set({ preferredTime2: '' });
  }, [full[1], full[2], form.preferredTime1, form.preferredTime2, set]);
  // The first preferred visit is required; the second is a fallback the customer may leave empty.
  const slot = (n: 1 | 2) => {
    const date = n === 1 ? 'preferredDate1' : 'preferredDate2';
    const time = n === 1 ? 'preferredTime1' : 'preferredTime2';
    const required = n === 1;
    return (
      <div className="bk-row">
        <Field label={required ? t(`schedule.date${n}`) : `${t(`schedule.date${n}`)} (${t('optional')})`} htmlFor={`booking-${date}`} required={required}>
          <Input type="date" min={today} value={form[date]} onChange={(e) => set({ [date]: e.target.value })} />
        </Field>
        <OptionSelect
          id={`booking-${time}`}
          label={t(`schedule.time${n}`)}
          values={TIME_WINDOWS}
          labelPrefix="timeWindows"
          value={form[time]}
          onChange={(value) => set({ [time]: value })}
          required={required}
          unavailable={full[n]}
        />
      </div>
    );
  };
  return (
    <>
      {slot(1)}
      {slot(2)}
      <Field label={`${t('schedule.notes')} (${t('optional')})`} htmlFor="booking-schedulingNotes">
        <Textarea rows={3} maxLength={2000} value={form.schedulingNotes} onChange={(e) => set({ schedulingNotes: e.target.value })} />
      </Field>
    </>
  );
}
