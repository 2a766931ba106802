import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ShowBase, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatAlgiersDate } from '../../contract/algiersTime';
import { OwnDirText } from '../../components/LtrText';
import { PageHeader } from '../../components/PageHeader';
import type { RecallDetailView } from '../../dataProvider/recalls';
import { MIRROR_IN_RTL } from '../../theme/themes';
import { RecallPharmacies } from './RecallPharmacies';
import { RecallProgress } from './RecallProgress';
import { RecallTrace } from './RecallTrace';
import { ShortOrders } from './ShortOrders';

/**
 * One recall (issue 29 §5): the lot, its progress by wilaya, the pharmacies (those that have not answered first);
 * for the admin also the orders left short and the trace report. The franchisee (`readOnly`) reads its wilaya's.
 */
export function RecallShow({ readOnly = false }: { readOnly?: boolean }) {
  return (
    <ShowBase resource="recalls" queryOptions={{ retry: false }}>
      <RecallContent readOnly={readOnly} />
    </ShowBase>
  );
}

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="div">{children}</Typography>
    </Box>
  );
}

function RecallContent({ readOnly }: { readOnly: boolean }) {
  const r = useRecordContext<RecallDetailView>();
  const translate = useTranslate();
  const t = (key: string, vars?: Record<string, unknown>) => translate(`recallScreens.${key}`, vars);
  const createPath = useCreatePath();
  // opened from the list, react-admin first shows the list's row: wait for the details
  if (!r || !Array.isArray(r.pharmacies)) return <LinearProgress aria-label={translate('common.loading')} />;
  return (
    <Box data-testid="recall-show">
      <PageHeader
        title={t('detailTitle', { lot: r.lot })}
        subtitle={`${r.product_ref} — ${r.product_name}`}
        action={
          <Button
            component={Link}
            to={createPath({ resource: 'recalls', type: 'list' })}
            startIcon={<ArrowBack className={MIRROR_IN_RTL} />}
          >
            {translate('resources.recalls.name')}
          </Button>
        }
      />
      <Stack spacing={2}>
        <Card>
          <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
            <Field label={t('lot')}>
              <bdi dir="ltr">{r.lot}</bdi>
            </Field>
            <Field label={t('expiry')}>{r.expiry ? <bdi dir="ltr">{formatAlgiersDate(r.expiry)}</bdi> : '—'}</Field>
            <Field label={t('started')}>
              <bdi dir="ltr">{formatAlgiersDate(r.started_at)}</bdi>
            </Field>
            {r.started_by && (
              <Field label={t('startedBy')}>
                <bdi>{r.started_by}</bdi>
              </Field>
            )}
            <Box sx={{ gridColumn: '1 / -1' }}>
              <Field label={t('reason')}>
                <OwnDirText>{r.reason}</OwnDirText>
              </Field>
            </Box>
          </CardContent>
        </Card>
        <RecallProgress recall={r} />
        <RecallPharmacies recall={r} />
        {!readOnly && <ShortOrders orders={r.short_orders ?? []} />}
        {!readOnly && <RecallTrace recallId={r.recall_id} lot={r.lot} />}
      </Stack>
    </Box>
  );
}

/** The franchisee's page of a recall: its wilaya's pharmacies, those to call first. */
export const FranchiseRecallShow = () => <RecallShow readOnly />;
