import { useTranslation } from 'react-i18next';
import { formatUsd } from '@hvac/contracts';
import { QUANTITY_MIN, QUANTITY_STEP, UNIT_PRICE_MIN, UNIT_PRICE_STEP } from '@hvac/contracts/billing';
import { Button } from '@hvac/ui';
import { Input } from '@hvac/ui/forms';
import { NS } from '../i18n';
import { newLine, type LineDraft } from './draft';

export interface LineItemsEditorProps {
  lines: LineDraft[];
  /** Each line's total in cents, in the lines' order. */
  totals: number[];
  onChange: (lines: LineDraft[]) => void;
}

/**
 * The editable line items (docs/domains/billing.md#calculations): description, quantity (min 0.01, step
 * 0.01), unit price (min 0, step 0.01) and the line's total, recomputed as either changes. Remove shows
 * only while more than one line is left.
 */
export function LineItemsEditor({ lines, totals, onChange }: LineItemsEditorProps) {
  const { t } = useTranslation(NS);
  const set = (key: string, patch: Partial<LineDraft>) => onChange(lines.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  return (
    <fieldset className="bl-lines">
      <legend>{t('lines.heading')}</legend>
      <div className="bl-line bl-line--head" aria-hidden="true">
        <span>{t('lines.description')}</span>
        <span>{t('lines.quantity')}</span>
        <span>{t('lines.unitPrice')}</span>
        <span>{t('lines.total')}</span>
        <span />
      </div>
      {lines.map((line, i) => {
        const n = i + 1;
        return (
          <div className="bl-line" key={line.key} data-line={n}>
            <Input aria-label={t('lines.descriptionFor', { n })} value={line.description} maxLength={500} onChange={(e) => set(line.key, { description: e.target.value })} />
            <Input
              aria-label={t('lines.quantityFor', { n })}
              type="number"
              dir="ltr"
              inputMode="decimal"
              min={QUANTITY_MIN}
              step={QUANTITY_STEP}
              value={line.quantity}
              onChange={(e) => set(line.key, { quantity: e.target.value })}
            />
            <Input
              aria-label={t('lines.unitPriceFor', { n })}
              type="number"
              dir="ltr"
              inputMode="decimal"
              min={UNIT_PRICE_MIN}
              step={UNIT_PRICE_STEP}
              value={line.unitPrice}
              onChange={(e) => set(line.key, { unitPrice: e.target.value })}
            />
            <output aria-label={t('lines.totalFor', { n })} dir="ltr" className="bl-amount">
              {formatUsd(totals[i] ?? 0)}
            </output>
            {lines.length > 1 ? (
              <Button variant="link" className="bl-danger" aria-label={t('lines.removeFor', { n })} onClick={() => onChange(lines.filter((l) => l.key !== line.key))}>
                {t('lines.remove')}
              </Button>
            ) : (
              <span />
            )}
          </div>
        );
      })}
      <div>
        <Button variant="secondary" onClick={() => onChange([...lines, newLine()])}>
          {t('lines.add')}
        </Button>
      </div>
    </fieldset>
  );
}
