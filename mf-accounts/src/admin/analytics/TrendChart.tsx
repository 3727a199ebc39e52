import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface TrendChartProps {
  days: { date: string; views: number }[];
  lng: string;
  label: string;
}

const DAY = 86_400;
const toSeconds = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;

/**
 * The daily trend as a uPlot line chart (this module is loaded lazily, so uPlot never weighs on other
 * screens). Axis numbers and dates follow the reader's language; the chart fills its container's width.
 */
export default function TrendChart({ days, lng, label }: TrendChartProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const number = new Intl.NumberFormat(lng);
    const date = new Intl.DateTimeFormat(lng, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    const color = getComputedStyle(el).getPropertyValue('--color-brand').trim() || '#0b5cab';
    const chart = new uPlot(
      {
        width: Math.max(280, el.clientWidth),
        height: 240,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: false, range: (_u, min, max) => [min - DAY / 4, max + DAY / 4] }, y: { range: (_u, _min, max) => [0, Math.max(1, max) * 1.1] } },
        axes: [
          { values: (_u, ticks) => ticks.map((s) => date.format(new Date(s * 1000))), incrs: [DAY, 2 * DAY, 7 * DAY] },
          { values: (_u, ticks) => ticks.map((v) => (Number.isInteger(v) ? number.format(v) : '')), size: 56 },
        ],
        series: [{}, { label, stroke: color, width: 2, fill: `${color}22`, points: { show: true, size: 6 } }],
      },
      [days.map((d) => toSeconds(d.date)), days.map((d) => d.views)],
      el,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(280, el.clientWidth), height: 240 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, lng, label]);
  return <div ref={host} className="trend-chart" dir="ltr" aria-hidden="true" />;
}
