import { Alert, Box, Button, Chip, Skeleton, Typography } from '@mui/material';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { AMOUNT_LABEL } from '../contract/amounts';
import { formatDZD, type Lang } from '../contract/constants';
import { FigureCard, FigureTable, Section } from './FigureCard';
import { formatCount, formatMonth } from './format';
import { PeriodPicker } from './PeriodPicker';
import type { Stats } from './types';
import { useStats } from './useStats';
import { usePeriodParam } from './usePeriodParam';
import { useLang } from '../i18n/useLang';
import { useWilayaName } from '../components/useWilayaName';

const WilayaBarChart = lazy(() => import('./StatsCharts').then((m) => ({ default: m.WilayaBarChart })));
const MonthLineChart = lazy(() => import('./StatsCharts').then((m) => ({ default: m.MonthLineChart })));

const chartFallback = <Skeleton variant="rounded" height={220} />;

/**
 * The figures of a dashboard for a chosen period (kept in the address; this month by default): revenue, orders by state, orders
 * awaiting validation, average basket, top products, revenue per wilaya and over 12 months. `awaitingLink`
 * leads to those orders; `extra` adds the area's own blocks (low stock, silent pharmacies).
 */
export function StatsPanel({
  awaitingLink,
  extra,
}: {
  awaitingLink?: string;
  extra?: (stats: Stats, lang: Lang) => ReactNode;
}) {
  const translate = useTranslate();
  const lang = useLang();
  const wilayaName = useWilayaName();
  const [period, setPeriod] = usePeriodParam();
  const { data: stats, isError, isPending } = useStats(period);
  const t = (key: string, vars?: Record<string, unknown>) => translate(`insight.${key}`, vars);
  const money = (v: number) => formatDZD(v, lang);

  return (
    <Box component="section" data-testid="stats-panel" sx={{ mt: { xs: 3, sm: 4 } }}>
      <Box
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}
      >
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          {t('title')}
        </Typography>
        <PeriodPicker value={period} onChange={setPeriod} />
      </Box>
      {isError && <Alert severity="error">{t('loadError')}</Alert>}
      {isPending && <Skeleton variant="rounded" height={120} />}
      {stats && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(4, minmax(0, 1fr))',
            },
          }}
        >
          <FigureCard
            testId="stat-revenue-ttc"
            label={t('revenueTtc')}
            value={money(stats.revenue.ttc)}
            hint={
              <>
                <div>{t('revenueHint')}</div>
                <div>{t('revenueHintTtc')}</div>
                <div data-testid="stat-tva">{`${translate(AMOUNT_LABEL.tvaTotal)} : ${money(stats.revenue.tva)}`}</div>
                <div data-testid="stat-stamp-due">
                  {`${translate(AMOUNT_LABEL.stamp)} : ${money(stats.revenue.stamp_duty)} · ${translate(AMOUNT_LABEL.due)} : ${money(stats.revenue.due)}`}
                </div>
                <div data-testid="stat-refunds">
                  {t('refundedNet', {
                    refunded: money(stats.revenue.refunded),
                    credited: money(stats.revenue.credit_notes),
                    net: money(stats.revenue.net),
                  })}
                </div>
              </>
            }
          />
          <FigureCard
            testId="stat-revenue-ht"
            label={t('revenueHt')}
            value={money(stats.revenue.ht)}
            hint={`${formatCount(stats.revenue_orders, lang)} ${t('orders').toLowerCase()}`}
          />
          <FigureCard testId="stat-average-basket" label={t('averageBasket')} value={money(stats.average_basket)} />
          <FigureCard
            testId="stat-awaiting"
            label={t('awaitingValidation')}
            value={formatCount(stats.awaiting_validation, lang)}
            hint={
              awaitingLink && stats.awaiting_validation > 0 ? (
                <Button
                  component={Link}
                  to={awaitingLink}
                  size="small"
                  sx={{ ml: -1 }}
                  data-testid="stat-awaiting-link"
                >
                  {t('seeThem')}
                </Button>
              ) : undefined
            }
          />
          <Box sx={{ gridColumn: { sm: 'span 2' } }}>
            <Section title={t('byState')} testId="stat-by-state">
              {stats.orders_by_state.length === 0 ? (
                <Typography color="text.secondary">{t('noOrders')}</Typography>
              ) : (
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  {stats.orders_by_state.map((s) => (
                    <Chip
                      key={s.state}
                      label={`${translate(`insight.states.${s.state}`, { _: s.state })}${lang === 'fr' ? ' :' : ':'} ${formatCount(s.count, lang)}`}
                      variant="outlined"
                    />
                  ))}
                </Box>
              )}
            </Section>
          </Box>
          {extra?.(stats, lang)}
          <Box sx={{ gridColumn: { sm: 'span 2' } }}>
            <Section title={t('topProducts')} testId="stat-top-products">
              <FigureTable
                head={[t('product'), t('quantity'), t('revenueExclTax')]}
                rows={stats.top_products.map((p) => ({
                  key: `${p.product_id}-${p.ref}`,
                  cells: [
                    <>
                      <Box component="span" sx={{ fontFamily: 'monospace', mr: 1 }}>
                        {p.ref}
                      </Box>
                      {p.name}
                    </>,
                    formatCount(p.quantity, lang),
                    money(p.revenue_ht),
                  ],
                }))}
              />
            </Section>
          </Box>
          <Box sx={{ gridColumn: { sm: 'span 2' } }}>
            <Section title={t('byWilaya')} testId="stat-by-wilaya">
              <Suspense fallback={chartFallback}>
                {stats.revenue_by_wilaya.length > 0 && (
                  <WilayaBarChart stats={stats} lang={lang} label={t('revenue')} />
                )}
              </Suspense>
              <FigureTable
                head={[t('wilaya'), t('orders'), t('revenue'), t('refunded')]}
                rows={stats.revenue_by_wilaya.map((w) => ({
                  key: w.wilaya_id,
                  cells: [
                    `${w.code} — ${wilayaName(w.name)}`,
                    formatCount(w.orders, lang),
                    money(w.revenue),
                    money(w.refunded),
                  ],
                }))}
              />
            </Section>
          </Box>
          <Box sx={{ gridColumn: { sm: 'span 2', lg: 'span 4' } }}>
            <Section title={t('byMonth')} testId="stat-by-month">
              <Suspense fallback={chartFallback}>
                <MonthLineChart stats={stats} lang={lang} label={t('revenue')} />
              </Suspense>
              <Typography variant="caption" color="text.secondary">
                {`${formatMonth(stats.revenue_by_month[0]!.month, lang, 'long')} – ${formatMonth(stats.revenue_by_month.at(-1)!.month, lang, 'long')}`}
              </Typography>
            </Section>
          </Box>
        </Box>
      )}
    </Box>
  );
}
