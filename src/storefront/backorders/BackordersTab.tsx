import { Alert, Box, Button, Chip, FormControlLabel, Radio, RadioGroup, Skeleton, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import { formatAlgiersDate } from '../../contract/algiersTime';
import type { Backorder } from '../../contract/answers/shortages';
import { BACKORDER_POLICIES, type BackorderPolicy } from '../../contract/shortages';
import type { PharmacyDataProvider } from '../../dataProvider/pharmacy';
import { ApiError } from '../../http/client';
import { useBackorderPolicy } from './useBackorderPolicy';
import { AvailabilityRequests } from './AvailabilityRequests';
import { useShortageTexts } from '../../i18n/useShortageTexts';

const POLICY_LABEL: Record<BackorderPolicy, string> = {
  keep: 'shop.backorder.policyKeep',
  drop: 'shop.backorder.policyDrop',
  hold: 'shop.backorder.policyHold',
};
const STATUS_COLOR = { waiting: 'warning', served: 'success', cancelled: 'default', expired: 'default' } as const;

/**
 * The profile's back-orders tab (issue 41 §1): the default for the rest of a line beyond the stock, and the
 * pharmacy's back-orders, newest first, each waiting one cancellable; then its "tell me" requests (§3).
 */
export function BackordersTab() {
  const translate = useTranslate();
  const { t: st } = useShortageTexts();
  const notify = useNotify();
  const dataProvider = useDataProvider<PharmacyDataProvider>();
  const { policy, change } = useBackorderPolicy();
  const { data, isPending, error, refetch } = useGetList<Backorder & { id: number }>('backorders', {
    pagination: { page: 1, perPage: 500 },
  });
  const [busy, setBusy] = useState<number | 'policy' | null>(null);

  const run = async (key: number | 'policy', action: () => Promise<string | null>, fallback: string) => {
    setBusy(key);
    try {
      notify((await action()) ?? fallback, { type: 'success' });
    } catch (e) {
      notify(e instanceof ApiError ? (e.result.meta ?? 'shop.basket.failed') : 'shop.basket.failed', { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box data-testid="backorders-tab">
      <Typography variant="h6" component="h2">
        {st('shop.backorder.tabTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {st('shop.backorder.tabText')}
      </Typography>
      <Typography id="backorder-policy-label" sx={{ fontWeight: 600 }}>
        {st('shop.backorder.policy')}
      </Typography>
      <RadioGroup
        row
        aria-labelledby="backorder-policy-label"
        value={policy ?? ''}
        onChange={(e) => void run('policy', () => change(e.target.value as BackorderPolicy), st('shop.backorder.kept'))}
        sx={{ mb: 3 }}
      >
        {BACKORDER_POLICIES.map((p) => (
          <FormControlLabel
            key={p}
            value={p}
            disabled={busy === 'policy' || !policy}
            control={<Radio inputProps={{ 'data-testid': `backorder-policy-${p}` } as object} />}
            label={st(POLICY_LABEL[p])}
          />
        ))}
      </RadioGroup>
      {error ? (
        <Alert severity="error">{translate('shop.profile.loadError')}</Alert>
      ) : isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : !data?.length ? (
        <Alert severity="info" data-testid="backorders-empty">
          {st('shop.backorder.empty')}
        </Alert>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.map((b) => (
            <Box
              component="li"
              key={b.id}
              data-testid={`backorder-${b.backorder_id}`}
              sx={{
                display: 'flex',
                gap: 2,
                alignItems: 'center',
                flexWrap: 'wrap',
                py: 1.5,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {b.ref} — {b.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {st('shop.backorder.left', { left: b.quantity, ordered: b.ordered_quantity })}
                  {' · '}
                  <bdi>{st('shop.backorder.since', { date: formatAlgiersDate(b.created_at) })}</bdi>
                  {b.status === 'waiting' && (
                    <>
                      {' · '}
                      <bdi>{st('shop.backorder.until', { date: formatAlgiersDate(b.expires_at) })}</bdi>
                    </>
                  )}
                  {b.source_order_no && <> · {st('shop.backorder.fromOrder', { order: b.source_order_no })}</>}
                </Typography>
                {b.served_orders.length > 0 && (
                  <Typography variant="body2" color="text.secondary">
                    {st('shop.backorder.served', {
                      orders: b.served_orders.map((o) => `${o.order_no} (${o.quantity})`).join(', '),
                    })}
                  </Typography>
                )}
              </Box>
              <Chip
                size="small"
                color={STATUS_COLOR[b.status]}
                label={st(`shop.backorder.status.${b.status}`)}
                data-testid={`backorder-status-${b.backorder_id}`}
              />
              {b.status === 'waiting' && (
                <Button
                  size="small"
                  color="error"
                  disabled={busy !== null}
                  data-testid={`backorder-cancel-${b.backorder_id}`}
                  onClick={() =>
                    void run(
                      b.backorder_id,
                      async () => {
                        const message = await dataProvider.cancelBackorder(b.backorder_id);
                        await refetch();
                        return message;
                      },
                      st('shop.backorder.cancelled'),
                    )
                  }
                >
                  {st('shop.backorder.cancel')}
                </Button>
              )}
            </Box>
          ))}
        </Box>
      )}
      <AvailabilityRequests />
    </Box>
  );
}
