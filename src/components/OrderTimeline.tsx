import { Alert, Box, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type Identifier, useDataProvider, useTranslate } from 'react-admin';
import { formatDateTime, formatDZD } from '../contract/constants';
import type { TimelineEvent } from '../contract/orderTimeline';
import type { BackOfficeDataProvider } from '../dataProvider/backOffice';
import { contentLang } from '../i18n/lang';
import { useLang } from '../i18n/useLang';

/**
 * The timeline of an order in its details (issue 13): created, payment attempts and their outcomes, validation by
 * whom, every note with its author, refunds with their amounts. Texts: `resources.orders.timeline.*`.
 */
export function OrderTimeline({ orderId }: { orderId: Identifier }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  // amounts as before: French digits and separators in Arabic too
  const lang = contentLang(useLang());
  const t = (key: string, vars?: Record<string, unknown>) => translate(`resources.orders.timeline.${key}`, vars);
  const { data, isPending, isError } = useQuery({
    queryKey: ['orderTimeline', orderId],
    queryFn: () => dataProvider.orderTimeline(orderId),
    retry: false,
  });

  if (isPending) return <Skeleton variant="rounded" height={80} />;
  if (isError || !Array.isArray(data)) return <Alert severity="warning">{t('error')}</Alert>;

  const title = (e: TimelineEvent) => {
    const amount = formatDZD(Number(e.amount ?? 0), lang);
    if (e.kind === 'payment') return t('payment', { amount, outcome: t(`paymentOutcome.${e.outcome}`) });
    if (e.kind === 'refund') return t('refund', { amount, outcome: t(`refundOutcome.${e.outcome}`) });
    if (e.kind === 'rejected') {
      // the reason is the admin's own words, maybe in another script: isolated, so a French reason on an Arabic page
      // keeps its final full stop at its end
      const [before, after = ''] = t('rejected', { reason: '\u0000' }).split('\u0000');
      return (
        <>
          {before}
          <bdi>{e.reason ?? ''}</bdi>
          {after}
        </>
      );
    }
    // a shipment's tracking number, a delivery's receiver (issue 28): typed by people, isolated
    if ((e.kind === 'shipment' || e.kind === 'delivery') && e.text)
      return (
        <>
          {t(e.kind)} · <bdi>{e.text}</bdi>
        </>
      );
    return t(e.kind);
  };
  const who = (e: TimelineEvent) =>
    e.by ? t('by', { who: e.by }) : e.by_role ? t('by', { who: t(`role.${e.by_role}`) }) : '';

  return (
    <Box
      component="ol"
      sx={{ listStyle: 'none', m: 0, p: 0, borderLeft: 2, borderColor: 'divider', ml: 1 }}
      data-testid="order-timeline"
    >
      {data.map((e, i) => (
        <Box component="li" key={i} sx={{ position: 'relative', pl: 2.5, pb: 1.5 }} data-testid={`timeline-${e.kind}`}>
          <Box
            sx={{
              position: 'absolute',
              left: -6,
              top: 6,
              width: 10,
              height: 10,
              borderRadius: '50%',
              bgcolor:
                e.kind === 'rejected'
                  ? 'error.main'
                  : e.kind === 'refund' || e.outcome === 'declined'
                    ? 'warning.main'
                    : 'primary.main',
            }}
          />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {title(e)}
          </Typography>
          {/* a rejection's reason is already in its title */}
          {e.reason && e.kind !== 'rejected' && (
            <Typography variant="body2" color="text.secondary">
              <bdi>{e.reason}</bdi>
            </Typography>
          )}
          {e.text && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', fontStyle: 'italic' }}>
              <bdi>{e.text}</bdi>
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary">
            {formatDateTime(e.at)}
            {who(e) ? ` · ${who(e)}` : ''}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
