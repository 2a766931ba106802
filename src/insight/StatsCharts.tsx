import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatDZD, type Lang } from '../contract/constants';
import { formatMonth } from './format';
import type { Stats } from './types';
import { intlLocale } from '../i18n/lang';

/** Loaded on demand (React.lazy): the chart library stays out of the dashboards' first paint. No animation: the figures show at once. */
export function WilayaBarChart({ stats, lang, label }: { stats: Stats; lang: Lang; label: string }) {
  const rows = stats.revenue_by_wilaya.slice(0, 15);
  return (
    <BarChart
      height={Math.max(160, rows.length * 36 + 60)}
      layout="horizontal"
      dataset={rows.map((w) => ({ wilaya: `${w.code} ${w.name}`, revenue: w.revenue }))}
      yAxis={[{ scaleType: 'band', dataKey: 'wilaya', width: 110 }]}
      xAxis={[
        { valueFormatter: (v: number) => new Intl.NumberFormat(intlLocale(lang), { notation: 'compact' }).format(v) },
      ]}
      series={[{ dataKey: 'revenue', label, color: '#0f766e', valueFormatter: (v) => formatDZD(v ?? 0, lang) }]}
      hideLegend
      skipAnimation
    />
  );
}

export function MonthLineChart({ stats, lang, label }: { stats: Stats; lang: Lang; label: string }) {
  return (
    <LineChart
      height={260}
      // the last month's label is centred on the chart's edge: room for its half (issue 27 §20)
      margin={{ right: 40 }}
      dataset={stats.revenue_by_month.map((m) => ({ month: formatMonth(m.month, lang), revenue: m.revenue }))}
      xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
      yAxis={[
        {
          width: 60,
          valueFormatter: (v: number) => new Intl.NumberFormat(intlLocale(lang), { notation: 'compact' }).format(v),
        },
      ]}
      series={[
        {
          dataKey: 'revenue',
          label,
          color: '#2563eb',
          area: true,
          curve: 'linear',
          valueFormatter: (v) => formatDZD(v ?? 0, lang),
        },
      ]}
      hideLegend
      skipAnimation
    />
  );
}
