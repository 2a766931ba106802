import { useCarriers } from '../fulfilment/useCarriers';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { BusyButton } from '../../components/BusyButton';
import { SNACKBAR_MS } from '../../contract/constants';
import { TRACKING_NO_MAX } from '../../contract/fulfilment';
import type { AdminDataProvider } from '../../dataProvider/adminArea';
import { useAction } from '../../dataProvider/useAction';
import type { QueuedOrder } from './types';

interface Refusal {
  orderId: number;
  reason: string;
}

/** The carrier select's value when the admin says the parcels have none. */
const NO_CARRIER = 'none';

/**
 * "Ship everything left" of the preparation queue (issue 38 §1), behind this confirmation: each selected order
 * leaves as one parcel (POST /admin/ship_orders, with an Idempotency-Key), with the carrier chosen here (or
 * explicitly none) and its own tracking number; a parcel left without one needs the admin's tick that it has none.
 * Refused orders are named in a warning and stay selected (`onDone`).
 */
export function BulkShipDialog({
  orders,
  open,
  onClose,
  onDone,
}: {
  orders: Pick<QueuedOrder, 'id' | 'order_no' | 'pharmacy_name'>[];
  open: boolean;
  onClose: () => void;
  onDone: (refusedIds: number[]) => void;
}) {
  const translate = useTranslate();
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState<Record<number, string>>({});
  const [noTracking, setNoTracking] = useState(false);
  const carriers = useCarriers(open);
  const orderNo = (id: number) => orders.find((o) => o.id === id)?.order_no ?? `#${id}`;
  const refusedOf = (answer: { data: { refused: Refusal[] }[] }) => answer.data?.[0]?.refused ?? [];
  const { run, busy, error, setError } = useAction(
    (dp: AdminDataProvider, body: Parameters<AdminDataProvider['shipOrders']>[0], meta) => dp.shipOrders(body, meta),
    {
      success: (answer) => {
        const refused = refusedOf(answer);
        return refused.length
          ? {
              message: translate('shipping.bulkRefused', {
                list: refused.map((r) => `${orderNo(r.orderId)} (${r.reason})`).join(', '),
              }),
              type: 'warning',
            }
          : { message: answer.message ?? translate('shipping.shipDone'), type: 'success' };
      },
      failure: 'shipping.failed',
      errorTo: 'inline',
      autoHideDuration: SNACKBAR_MS,
      onSuccess: (answer) => {
        onDone(refusedOf(answer).map((r) => r.orderId));
        onClose();
      },
    },
  );

  const submit = async () => {
    if (!carrier) return setError(translate('shipping.carrierRequired'));
    const typed = orders.map((o) => ({ orderId: o.id, tracking_no: (tracking[o.id] ?? '').trim() || null }));
    if (typed.some((p) => p.tracking_no === null) && !noTracking)
      return setError(translate('shipping.trackingMissing'));
    await run({
      orderIds: orders.map((o) => o.id),
      carrier: carrier === NO_CARRIER ? null : Number(carrier),
      parcels: typed,
    });
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" data-testid="bulk-ship-dialog">
      <DialogTitle>{translate('shipping.bulkTitle')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('shipping.bulkHint')}
        </Typography>
        <Stack spacing={1.5}>
          <TextField
            select
            size="small"
            required
            label={translate('shipping.carrier')}
            value={carrier}
            onChange={(e) => setCarrier(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'bulk-carrier' } }}
          >
            <MenuItem value="" disabled>
              {translate('shipping.chooseCarrier')}
            </MenuItem>
            <MenuItem value={NO_CARRIER}>{translate('shipping.noCarrier')}</MenuItem>
            {carriers
              .filter((c) => c.active !== false)
              .map((c) => (
                <MenuItem key={c.id} value={String(c.id)}>
                  {String(c.name)}
                </MenuItem>
              ))}
          </TextField>
          {orders.map((o) => (
            <Stack key={o.id} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                <bdi dir="ltr">{o.order_no}</bdi> · {o.pharmacy_name}
              </Typography>
              <TextField
                size="small"
                label={translate('shipping.trackingFor', { order: o.order_no })}
                value={tracking[o.id] ?? ''}
                onChange={(e) => setTracking((t) => ({ ...t, [o.id]: e.target.value }))}
                slotProps={{
                  htmlInput: { maxLength: TRACKING_NO_MAX, dir: 'ltr', 'data-testid': `bulk-tracking-${o.id}` },
                }}
                sx={{ width: { xs: '100%', sm: 240 } }}
              />
            </Stack>
          ))}
          <FormControlLabel
            control={
              <Checkbox
                checked={noTracking}
                onChange={(e) => setNoTracking(e.target.checked)}
                slotProps={{ input: { 'data-testid': 'bulk-no-tracking' } as object }}
              />
            }
            label={translate('shipping.noTrackingConfirm')}
          />
          {error && (
            <Alert severity="error" data-testid="bulk-ship-error">
              {error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <BusyButton variant="contained" busy={busy} onClick={() => void submit()} data-testid="bulk-ship-submit">
          {translate('shipping.bulkSubmit')}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
