import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBox, Spinner } from '@hvac/ui';
import { Field, Select } from '@hvac/ui/forms';
import { formatDate } from '@hvac/web-kit/formatters';
import { useBackOfficeQuery } from '@hvac/web-kit/back-office';
import { NS } from '../i18n';
import { AnalyticsError, DEFAULT_WINDOW, fetchStats, WINDOWS, type AnalyticsWindow } from './api';

// uPlot loads with the first chart, never with the rest of the remote.
const TrendChart = lazy(() => import('./TrendChart'));

/** A labelled bar list: each bar's length is its share of the largest value; the number is always written. */
function BarChart({ title, rows, nameHeader, countHeader, format }: {
  title: string;
  rows: { name: string; count: number }[];
  nameHeader: string;
  countHeader: string;
  format: (n: number) => string;
}) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <figure className="analytics-card bar-chart">
      <figcaption>{title}</figcaption>
      <table>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">{nameHeader}</th>
            <th scope="col">{countHeader}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.name}>
              <th scope="row">
                <bdi dir="ltr">{r.name}</bdi>
              </th>
              <td>
                <span className="bar-row">
                  <span className="bar-track" aria-hidden="true">
                    <span className="bar" style={{ inlineSize: `${(r.count / max) * 100}%` }} />
                  </span>
                  <span className="bar-value">{format(r.count)}</span>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/**
 * The analytics panel (docs/domains/accounts.md#analytics-panel): 7/30/90-day selector (30 by default) and every figure,
 * numbers in the reader's locale. On /admin/analytics its heading is the page's.
 */
export function AnalyticsPanel({ heading: Heading = 'h2' }: { heading?: 'h1' | 'h2' }) {
  const { t, i18n } = useTranslation(NS);
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const [days, setDays] = useState<AnalyticsWindow>(DEFAULT_WINDOW);
  const stats = useBackOfficeQuery({ queryKey: ['analytics', days], queryFn: ({ signal }) => fetchStats(days, signal) });
  const number = useMemo(() => new Intl.NumberFormat(lng), [lng]);
  const decimal = useMemo(() => new Intl.NumberFormat(lng, { maximumFractionDigits: 1 }), [lng]);

  const fmt = (n: number) => number.format(n);
  const s = stats.isError ? null : stats.data;

  return (
    <section className="admin-analytics" aria-labelledby="admin-analytics-heading">
      <div className="analytics-header">
        <Heading id="admin-analytics-heading">{t('analytics.heading')}</Heading>
        <Field label={t('analytics.range')} htmlFor="analytics-range" className="analytics-range">
          <Select value={days} onChange={(e) => setDays(Number(e.target.value) as AnalyticsWindow)}>
            {WINDOWS.map((w) => (
              <option key={w} value={w}>
                {t('analytics.days', { days: fmt(w) })}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {stats.isPending && <Spinner label={t('analytics.loading')} />}
      {stats.isError && <ErrorBox>{t(`analytics.${stats.error instanceof AnalyticsError ? stats.error.key : 'loadFailed'}`)}</ErrorBox>}
      {s && (
        <>
          <dl className="analytics-totals">
            {(
              [
                ['totalViews', fmt(s.totalViews)],
                ['uniqueVisitors', fmt(s.uniqueVisitors)],
                ['mobileViews', `${fmt(s.mobileViews)} (${t('analytics.percent', { value: decimal.format(s.mobilePercentage) })})`],
                ['desktopViews', fmt(s.desktopViews)],
                ['avgResponseTime', t('analytics.ms', { value: fmt(s.avgResponseTime) })],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="analytics-card total" data-testid={`analytics-${key}`}>
                <dt>{t(`analytics.${key}`)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {s.totalViews === 0 ? (
            <p className="analytics-empty">{t('analytics.noData')}</p>
          ) : (
            <div className="analytics-grid">
              <figure className="analytics-card device-split">
                <figcaption>{t('analytics.deviceSplit')}</figcaption>
                <div className="split-bar" aria-hidden="true">
                  <span className="split-mobile" style={{ inlineSize: `${s.mobilePercentage}%` }} />
                </div>
                <p>
                  {t('analytics.mobile')}: {t('analytics.percent', { value: decimal.format(s.mobilePercentage) })} · {t('analytics.desktop')}:{' '}
                  {t('analytics.percent', { value: decimal.format(Math.round((100 - s.mobilePercentage) * 10) / 10) })}
                </p>
              </figure>
              <BarChart
                title={t('analytics.topPages')}
                rows={s.topPages.map((p) => ({ name: p.url, count: p.views }))}
                nameHeader={t('analytics.page')}
                countHeader={t('analytics.views')}
                format={fmt}
              />
              <BarChart
                title={t('analytics.browsers')}
                rows={s.browserStats.map((b) => ({ name: b.browser, count: b.count }))}
                nameHeader={t('analytics.browser')}
                countHeader={t('analytics.count')}
                format={fmt}
              />
              <BarChart
                title={t('analytics.systems')}
                rows={s.osStats.map((o) => ({ name: o.os, count: o.count }))}
                nameHeader={t('analytics.os')}
                countHeader={t('analytics.count')}
                format={fmt}
              />
            </div>
          )}
          <figure className="analytics-card trend">
            <figcaption>{t('analytics.trend')}</figcaption>
            <Suspense fallback={<Spinner />}>
              <TrendChart days={s.viewsByDay} lng={lng} label={t('analytics.views')} />
            </Suspense>
            <table className="visually-hidden">
              <thead>
                <tr>
                  <th scope="col">{t('analytics.date')}</th>
                  <th scope="col">{t('analytics.views')}</th>
                </tr>
              </thead>
              <tbody>
                {s.viewsByDay.map((d) => (
                  <tr key={d.date}>
                    <td>{formatDate(d.date, lng)}</td>
                    <td>{fmt(d.views)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </figure>
        </>
      )}
    </section>
  );
}
