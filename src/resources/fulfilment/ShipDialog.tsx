import { useCarriers } from './useCarriers';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { SNACKBAR_MS } from '../../contract/constants';
import type { FulfilmentView } from '../../contract/fulfilment';
import { TRACKING_NO_MAX } from '../../contract/fulfilment';
import type { AdminDataProvider } from '../../dataProvider/adminArea';
import { useAction } from '../../dataProvider/useAction';
import { BusyButton } from '../../components/BusyButton';
import { chosenLots, LotChoice, type LotQuantities } from './LotChoice';

/**
 * Records one parcel of an order (POST /admin/create_shipment, with an Idempotency-Key): a quantity per line, at most
 * what is left (the server refuses more, whoever shipped meanwhile), a carrier and its tracking number. A line may
 * take other lots than FEFO's ("choose lots", D85).
 */
export function ShipDialog({
  orderId,
  orderNo,
  fulfilment,
  open,
  onClose,
}: {
  orderId: number;
  orderNo: string;
  fulfilment: FulfilmentView;
  open: boolean;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const left = fulfilment.lines.filter((l) => l.remaining > 0 && l.product_id !== null);
  const [quantities, setQuantities] = useState<Record<number, string>>(() =>
    Object.fromEntries(left.map((l) => [l.product_id!, String(l.remaining)])),
  );
  const [carrier, setCarrier] = useState<string>('');
  const [tracking, setTracking] = useState('');
  const { run, busy, error, setError } = useAction(
    (dp: AdminDataProvider, body: Record<string, unknown>, meta) => dp.createShipment(body, meta),
    {
      success: () => 'shipping.shipDone',
      failure: 'shipping.failed',
      errorTo: 'inline',
      autoHideDuration: SNACKBAR_MS,
      onSuccess: onClose,
    },
  );
  // per product: whether its lot choice is open, and the units typed per lot (D85); none typed: FEFO
  const [choosing, setChoosing] = useState<Record<number, boolean>>({});
  const [lotsOf, setLotsOf] = useState<Record<number, LotQuantities>>({});
  const carriers = useCarriers(open);

  const lines = left
    .map((l) => {
      const chosen = chosenLots(lotsOf[l.product_id!]);
      return {
        product_id: l.product_id!,
        quantity: Number(quantities[l.product_id!] ?? 0),
        ...(chosen.length ? { lots: chosen } : {}),
      };
    })
    .filter((l) => Number.isInteger(l.quantity) && l.quantity > 0);

  const submit = async () => {
    if (!lines.length) return setError(translate('shipping.shipNone'));
    await run({ orderId, lines, carrier: carrier ? Number(carrier) : null, tracking_no: tracking.trim() || null });
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" data-testid="ship-dialog">
      <DialogTitle>{translate('shipping.shipTitle', { order: orderNo })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('shipping.shipHint')}
        </Typography>
        <Stack spacing={1.5}>
          {left.map((l) => (
            <Stack key={l.product_id} spacing={1}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{l.name}</Typography>
                <TextField
                  size="small"
                  type="number"
                  label={`${translate('shipping.remaining')} ${l.remaining}`}
                  value={quantities[l.product_id!] ?? ''}
                  onChange={(e) => setQuantities((q) => ({ ...q, [l.product_id!]: e.target.value }))}
                  slotProps={{
                    htmlInput: { min: 0, max: l.remaining, step: 1, 'data-testid': `ship-qty-${l.product_id}` },
                  }}
                  sx={{ width: 130 }}
                />
              </Stack>
              <Box>
                <Button
                  size="small"
                  onClick={() => setChoosing((c) => ({ ...c, [l.product_id!]: !c[l.product_id!] }))}
                  aria-expanded={Boolean(choosing[l.product_id!])}
                  data-testid={`choose-lots-${l.product_id}`}
                >
                  {translate('lotChoice.open')}
                </Button>
              </Box>
              {choosing[l.product_id!] && (
                <LotChoice
                  productId={l.product_id!}
                  name={l.name}
                  wanted={Number(quantities[l.product_id!] ?? 0)}
                  value={lotsOf[l.product_id!] ?? {}}
                  onChange={(next) => setLotsOf((x) => ({ ...x, [l.product_id!]: next }))}
                />
              )}
            </Stack>
          ))}
          <TextField
            select
            size="small"
            label={translate('shipping.carrier')}
            value={carrier}
            onChange={(e) => setCarrier(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'ship-carrier' } }}
          >
            <MenuItem value="">{translate('shipping.noCarrier')}</MenuItem>
            {carriers
              .filter((c) => c.active !== false)
              .map((c) => (
                <MenuItem key={c.id} value={String(c.id)}>
                  {String(c.name)}
                </MenuItem>
              ))}
          </TextField>
          <TextField
            size="small"
            label={translate('shipping.trackingNo')}
            value={tracking}
            onChange={(e) => setTracking(e.target.value)}
            slotProps={{ htmlInput: { maxLength: TRACKING_NO_MAX, 'data-testid': 'ship-tracking', dir: 'ltr' } }}
          />
          {error && (
            <Alert severity="error" data-testid="ship-error">
              {error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <BusyButton variant="contained" busy={busy} onClick={() => void submit()} data-testid="ship-submit">
          {translate('shipping.ship')}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
