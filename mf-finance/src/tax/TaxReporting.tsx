import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUARTERS, taxYears, type Quarter } from '@hvac/contracts/finance';
import { usePageTitle } from '@hvac/web-kit/screens';
import { Button, ErrorBox, Spinner } from '@hvac/ui';
import { Field, Select, useSubmit } from '@hvac/ui/forms';
import type { TaxPeriod } from './api';
import { NS } from './i18n';
import { InsightsView } from './insights';
import { useGenerateTaxReport } from './queries';
import { ReportView } from './ReportView';
import './tax.css';

type View = 'insights' | 'report';

/**
 * /admin/tax-reporting for admin and manager (docs/domains/finance.md#tax-reporting): the Tax Year and
 * Quarter selectors and two views — the insights, read when the page opens, and the report, after
 * Generate Report. A failed generate goes back to the insights with the spec's text.
 */
export function TaxReporting() {
  const { t } = useTranslation(NS);
  usePageTitle(NS, 'meta.page');
  const [years] = useState(() => taxYears());
  const [period, setPeriod] = useState<TaxPeriod>({ taxYear: years[0]!, quarter: null });
  const [view, setView] = useState<View>('insights');
  const [generateFailed, setGenerateFailed] = useState(false);
  const generate = useGenerateTaxReport();

  const runGenerate = useSubmit(() => {
    setGenerateFailed(false);
    setView('report');
    return generate.mutateAsync(period).catch(() => {
      setView('insights');
      setGenerateFailed(true);
    });
  });

  return (
    <div className="screen screen--wide tax-page">
      <div className="fn-head">
        <div>
          <h1>{t('page.heading')}</h1>
          <p className="fn-muted">{t('page.subtitle')}</p>
        </div>
      </div>
      <form
        className="tax-period"
        aria-label={t('page.selectors')}
        onSubmit={runGenerate.onSubmit}
      >
        <Field label={t('page.taxYear')} htmlFor="tax-year">
          <Select value={period.taxYear} onChange={(e) => setPeriod((p) => ({ ...p, taxYear: Number(e.target.value) }))}>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('page.quarter')} htmlFor="tax-quarter" hint={t('page.optional')}>
          <Select value={period.quarter ?? ''} onChange={(e) => setPeriod((p) => ({ ...p, quarter: e.target.value ? (Number(e.target.value) as Quarter) : null }))}>
            <option value="">{t('page.fullYear')}</option>
            {QUARTERS.map((q) => (
              <option key={q} value={q}>
                {t(`quarters.${q}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" loading={runGenerate.submitting}>
          {runGenerate.submitting ? t('page.generating') : t('page.generate')}
        </Button>
        {view === 'report' && !generate.isPending && (
          <Button variant="link" onClick={() => setView('insights')}>
            {t('page.backToInsights')}
          </Button>
        )}
      </form>
      <p className="tax-disclaimer">{t('page.disclaimer')}</p>
      {generateFailed && <ErrorBox>{t('messages.generateRetry')}</ErrorBox>}
      {view === 'insights' && <InsightsView />}
      {view === 'report' && generate.isPending && <Spinner label={t('report.loading')} />}
      {view === 'report' && generate.isSuccess && <ReportView report={generate.data} period={generate.variables} />}
    </div>
  );
}
