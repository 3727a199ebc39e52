import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { generateSku, INVENTORY_CATEGORIES, INVENTORY_DEFAULTS, INVENTORY_LIMITS, INVENTORY_UNITS, PRICE_STEP, timestampBarcode, validateInventoryForm, type InventoryFormBody, type InventoryFormMode, type InventoryItem } from '@hvac/contracts/inventory';
import { ApiError } from '@hvac/web-kit';
import { usePageTitle } from '@hvac/web-kit/screens';
import { Button, Spinner, useToast } from '@hvac/ui';
import { Field, Input, Select, Textarea, useSubmit, type InputProps } from '@hvac/ui/forms';
import { NS } from './i18n';
import { useFailureToast, useItem, useSaveItem } from './queries';
import { useLoadFailure } from './useLoadFailure';

/** The form's fields as typed (docs/domains/inventory.md#data: the form's names, currentQuantity and unitCost). */
type Draft = Record<keyof InventoryFormBody, string>;

const newDraft = (): Draft => ({
  sku: generateSku(),
  barcode: '',
  name: '',
  description: '',
  category: '',
  currentQuantity: String(INVENTORY_DEFAULTS.currentQuantity),
  minimumQuantity: String(INVENTORY_DEFAULTS.minimumQuantity),
  maximumQuantity: String(INVENTORY_DEFAULTS.maximumQuantity),
  unit: INVENTORY_DEFAULTS.unit,
  unitCost: '',
  unitPrice: '',
  supplier: '',
  location: '',
  expirationDate: '',
  notes: '',
});

/** A stored item in the form: the answer's `quantity` and `costPrice` under the form's names. */
const draftOf = (item: InventoryItem): Draft => ({
  sku: item.sku,
  barcode: item.barcode ?? '',
  name: item.name,
  description: item.description ?? '',
  category: item.category,
  currentQuantity: String(item.quantity),
  minimumQuantity: String(item.minimumQuantity),
  maximumQuantity: String(item.maximumQuantity),
  unit: item.unit,
  unitCost: item.costPrice,
  unitPrice: item.unitPrice,
  supplier: item.supplier ?? '',
  location: item.location ?? '',
  expirationDate: item.expirationDate ?? '',
  notes: item.notes ?? '',
});

/** What is sent: the typed text (svc-inventory reads numbers from text as the form's rules do); an empty expiration date as null. */
const bodyOf = (draft: Draft): InventoryFormBody => ({ ...draft, expirationDate: draft.expirationDate.trim() === '' ? null : draft.expirationDate });

/** Fields a server refusal names by its code, so the message sits under the field it is about. */
const FIELD_OF_CODE: Readonly<Record<string, keyof Draft>> = { skuTaken: 'sku', barcodeTaken: 'barcode' };

function ItemForm({ mode, item }: { mode: InventoryFormMode; item: InventoryItem | null }) {
  const { t } = useTranslation(NS);
  const toast = useToast();
  const failure = useFailureToast();
  const navigate = useNavigate();
  const save = useSaveItem(item?.id ?? null);
  const [draft, setDraft] = useState<Draft>(() => (item ? draftOf(item) : newDraft()));
  const [fieldError, setFieldError] = useState<{ field: string; message: string } | null>(null);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const errorOf = (field: keyof Draft) => (fieldError?.field === field ? fieldError.message : undefined);
  const creating = mode === 'create';

  const submit = useSubmit(() => {
    const body = bodyOf(draft);
    // The requirements' rules in their order, then ours; the first failing one is said (docs/domains/inventory.md#validation).
    const [first] = validateInventoryForm(body, mode).errors;
    if (first) {
      setFieldError({ field: first.field, message: t(`messages.${first.code}`, { defaultValue: first.message }) });
      toast.show(t(`messages.${first.code}`, { defaultValue: first.message }), 'error');
      return;
    }
    setFieldError(null);
    return save.mutateAsync(body).then(
      (saved) => {
        toast.show(t(creating ? 'toasts.created' : 'toasts.updated'), 'success');
        navigate(`/admin/inventory/${saved.id}`);
      },
      (err: unknown) => {
        const message = failure(err, creating ? 'toasts.createFailed' : 'toasts.updateFailed', 'toasts.saveError');
        const field = err instanceof ApiError && err.code ? FIELD_OF_CODE[err.code] : undefined;
        if (field) setFieldError({ field, message });
        toast.show(message, 'error');
      },
    );
  });

  const text = (field: keyof Draft, label: string, input: Omit<InputProps, 'value' | 'onChange'> = {}) => (
    <Field label={label} htmlFor={`inventory-${field}`} error={errorOf(field)}>
      <Input {...input} value={draft[field]} onChange={(e) => set({ [field]: e.target.value })} />
    </Field>
  );
  const number = (field: keyof Draft, label: string, step: number) =>
    text(field, label, { type: 'number', min: 0, step, inputMode: step < 1 ? 'decimal' : 'numeric', dir: 'ltr' });

  return (
    <div className="screen">
      <div className="inv-head">
        <div>
          <h1>{t(creating ? 'form.createHeading' : 'form.editHeading')}</h1>
          <p className="inv-muted">{t('form.subtitle')}</p>
        </div>
      </div>
      <form className="inv-form" onSubmit={submit.onSubmit} noValidate>
        <fieldset className="inv-fieldset">
          <legend>{t('form.basics')}</legend>
          <div className="inv-grid">
            <Field label={t('form.name')} htmlFor="inventory-name" error={errorOf('name')} required>
              <Input maxLength={INVENTORY_LIMITS.name} value={draft.name} onChange={(e) => set({ name: e.target.value })} />
            </Field>
            <div className="inv-inline">
              <Field label={t('form.sku')} htmlFor="inventory-sku" error={errorOf('sku')} required>
                <Input dir="ltr" maxLength={INVENTORY_LIMITS.sku} value={draft.sku} onChange={(e) => set({ sku: e.target.value })} />
              </Field>
              {creating && (
                <Button variant="secondary" aria-label={t('form.generateSkuLabel')} onClick={() => set({ sku: generateSku() })}>
                  {t('form.generateSku')}
                </Button>
              )}
            </div>
            <div className="inv-inline">
              <Field label={t('form.barcode')} htmlFor="inventory-barcode" error={errorOf('barcode')}>
                <Input dir="ltr" maxLength={INVENTORY_LIMITS.barcode} value={draft.barcode} onChange={(e) => set({ barcode: e.target.value })} />
              </Field>
              <Button variant="secondary" aria-label={t('form.generateBarcodeLabel')} onClick={() => set({ barcode: timestampBarcode() })}>
                {t('form.generateBarcode')}
              </Button>
            </div>
            <Field label={t('form.category')} htmlFor="inventory-category" error={errorOf('category')} required>
              <Select value={draft.category} onChange={(e) => set({ category: e.target.value })}>
                <option value="">{t('form.chooseCategory')}</option>
                {INVENTORY_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t(`categories.${c}`)}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <Field label={t('form.description')} htmlFor="inventory-description">
            <Textarea rows={3} maxLength={INVENTORY_LIMITS.description} value={draft.description} onChange={(e) => set({ description: e.target.value })} />
          </Field>
        </fieldset>
        <fieldset className="inv-fieldset">
          <legend>{t('form.stock')}</legend>
          <div className="inv-grid">
            {number('currentQuantity', t('form.currentQuantity'), 1)}
            {number('minimumQuantity', t('form.minimumQuantity'), 1)}
            {number('maximumQuantity', t('form.maximumQuantity'), 1)}
            <Field label={t('form.unit')} htmlFor="inventory-unit" error={errorOf('unit')}>
              <Select value={draft.unit} onChange={(e) => set({ unit: e.target.value })}>
                {INVENTORY_UNITS.map((u) => (
                  <option key={u} value={u}>
                    {t(`units.${u}`)}
                  </option>
                ))}
              </Select>
            </Field>
            {text('expirationDate', t('form.expirationDate'), { type: 'date' })}
          </div>
        </fieldset>
        <fieldset className="inv-fieldset">
          <legend>{t('form.pricing')}</legend>
          <div className="inv-grid">
            {number('unitCost', t('form.unitCost'), PRICE_STEP)}
            {number('unitPrice', t('form.unitPrice'), PRICE_STEP)}
            {text('supplier', t('form.supplier'), { maxLength: INVENTORY_LIMITS.supplier })}
            {text('location', t('form.location'), { maxLength: INVENTORY_LIMITS.location })}
          </div>
          <Field label={t('form.notes')} htmlFor="inventory-notes">
            <Textarea rows={3} maxLength={INVENTORY_LIMITS.notes} value={draft.notes} onChange={(e) => set({ notes: e.target.value })} />
          </Field>
        </fieldset>
        <div className="inv-actions">
          <Link className="btn btn-secondary btn-md" to={item ? `/admin/inventory/${item.id}` : '/admin/inventory'}>
            {t('form.cancel')}
          </Link>
          <Button type="submit" loading={submit.submitting}>
            {save.isPending ? t('form.saving') : t(creating ? 'form.create' : 'form.save')}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** /admin/inventory/new: defaults 0 / 5 / 100 / piece and a generated SKU (docs/domains/inventory.md#item-form). */
export function InventoryCreate() {
  usePageTitle(NS, 'meta.create');
  return <ItemForm mode="create" item={null} />;
}

/** /admin/inventory/{id}/edit: the same form on the stored item, without Generate for the SKU. */
export function InventoryEdit() {
  const { t } = useTranslation(NS);
  usePageTitle(NS, 'meta.edit');
  const { id = '' } = useParams();
  const { data: item, error } = useItem(id);
  useLoadFailure(error);
  if (!item) return error ? null : <Spinner label={t('form.loading')} />;
  return <ItemForm key={item.id} mode="edit" item={item} />;
}
