import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '@hvac/contracts';
import { NS } from './i18n';

/** One quarter's bars, in cents. */
export interface ChartQuarter {
  quarter: number;
  income: number;
  expenses: number;
  netIncome: number;
}

const SERIES = ['income', 'expenses', 'netIncome'] as const;
const WIDTH = 640;
const HEIGHT = 260;
const PAD = { top: 12, end: 12, bottom: 28, start: 76 };
const TICKS = 4;

/** Axis labels in short en-US dollars ("$12K"), as every amount on the page is en-US. */
const compact = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });

/** A round step (1, 2 or 5 times a power of ten) that covers `span` in about TICKS steps. */
function niceStep(span: number): number {
  const raw = span / TICKS;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw);
  return step ?? 10 * power;
}

/**
 * Income, expenses and net income per quarter as grouped bars, drawn as plain SVG: twelve rectangles need
 * no chart library in the remote's bundle, render in jsdom and scale with the page. A loss goes below the
 * zero line. Screen readers get the figure's caption and description, which point to the Quarterly
 * Breakdown table holding the same figures; each bar also names its amount on hover.
 */
export function QuarterChart({ quarters }: { quarters: readonly ChartQuarter[] }) {
  const { t, i18n } = useTranslation(NS);
  const id = useId();
  // Persian reads the quarters from the right, as its table does: the axis and the bars are mirrored.
  const rtl = i18n.dir() === 'rtl';
  const plotStart = rtl ? PAD.end : PAD.start;
  const plotEnd = rtl ? WIDTH - PAD.start : WIDTH - PAD.end;
  const values = quarters.flatMap((q) => SERIES.map((s) => q[s] / 100));
  const step = niceStep(Math.max(1, Math.max(0, ...values) - Math.min(0, ...values)));
  const top = Math.max(step, Math.ceil(Math.max(0, ...values) / step) * step);
  const bottom = Math.floor(Math.min(0, ...values) / step) * step;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const y = (dollars: number) => PAD.top + ((top - dollars) / (top - bottom)) * plotHeight;
  const ticks = Array.from({ length: Math.round((top - bottom) / step) + 1 }, (_, i) => bottom + i * step);
  const groupWidth = (plotEnd - plotStart) / Math.max(1, quarters.length);
  const barWidth = (groupWidth * 0.75) / SERIES.length;

  return (
    <figure className="tax-chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="tax-chart-title">
        {t('chart.title')}
      </figcaption>
      <p id={`${id}-desc`} className="visually-hidden">
        {t('chart.description')}
      </p>
      {/* The coordinates above place everything; a right-to-left context would flip text-anchor again. */}
      <div dir="ltr">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`} className="tax-chart-svg">
          {ticks.map((tick) => (
            <g key={tick} className="tax-chart-tick">
              <line x1={plotStart} x2={plotEnd} y1={y(tick)} y2={y(tick)} className={tick === 0 ? 'tax-chart-zero' : undefined} />
              <text x={rtl ? plotEnd + 8 : plotStart - 8} y={y(tick)} textAnchor={rtl ? 'start' : 'end'} dominantBaseline="middle">
                {compact.format(tick)}
              </text>
            </g>
          ))}
          {quarters.map((q, i) => {
            const slot = rtl ? quarters.length - 1 - i : i;
            const left = plotStart + slot * groupWidth + (groupWidth - barWidth * SERIES.length) / 2;
            const quarter = t('quarters.short', { quarter: q.quarter });
            return (
              <g key={q.quarter} data-quarter={q.quarter}>
                {SERIES.map((series, j) => {
                  const dollars = q[series] / 100;
                  return (
                    <rect
                      key={series}
                      className={`tax-bar tax-bar--${series}`}
                      data-series={series}
                      x={left + (rtl ? SERIES.length - 1 - j : j) * barWidth}
                      y={Math.min(y(dollars), y(0))}
                      width={barWidth - 2}
                      height={Math.abs(y(dollars) - y(0))}
                    >
                      <title>{t('chart.bar', { quarter, series: t(`chart.${series}`), amount: formatUsd(q[series]) })}</title>
                    </rect>
                  );
                })}
                <text x={left + (barWidth * SERIES.length) / 2} y={HEIGHT - 8} textAnchor="middle" className="tax-chart-label">
                  {quarter}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <ul className="tax-legend" aria-hidden="true">
        {SERIES.map((series) => (
          <li key={series}>
            <span className={`tax-swatch tax-bar--${series}`} />
            {t(`chart.${series}`)}
          </li>
        ))}
      </ul>
    </figure>
  );
}
