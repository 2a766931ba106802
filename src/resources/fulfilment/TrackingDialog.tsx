import { useCarriers } from './useCarriers';
import {
  Alert,
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
import { type DataProvider, useTranslate } from 'react-admin';
import { BusyButton } from '../../components/BusyButton';
import { formatAlgiersDate } from '../../contract/algiersTime';
import { SNACKBAR_MS } from '../../contract/constants';
import { type ShipmentView, TRACKING_NO_MAX } from '../../contract/fulfilment';
import { useAction } from '../../dataProvider/useAction';
import { isolate } from '../../contract/constants';

const NO_CARRIER = 'none';

/**
 * Completes or corrects a parcel's carrier and tracking number while it is on its way (issue 38 §1): the shipments
 * resource's update (PUT /admin/update_shipment_tracking). A parcel that left without a number gets it mailed to
 * its pharmacy by the server.
 */
export function TrackingDialog({
  shipment,
  open,
  onClose,
}: {
  shipment: Pick<ShipmentView, 'shipment_id' | 'created_at' | 'carrier' | 'tracking_no'>;
  open: boolean;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [carrier, setCarrier] = useState(shipment.carrier ? String(shipment.carrier.id) : NO_CARRIER);
  const [tracking, setTracking] = useState(shipment.tracking_no ?? '');
  const carriers = useCarriers(open);
  const { run, busy, error, setError } = useAction(
    (dp: DataProvider, data: { carrier: number | null; tracking_no: string }) =>
      dp.update('shipments', { id: shipment.shipment_id, data, previousData: { id: shipment.shipment_id } }),
    {
      success: 'shipping.trackingDone',
      failure: 'shipping.failed',
      errorTo: 'inline',
      autoHideDuration: SNACKBAR_MS,
      onSuccess: onClose,
    },
  );
  const submit = async () => {
    const number = tracking.trim();
    if (!number) return setError(translate('shipping.trackingRequired'));
    await run({ carrier: carrier === NO_CARRIER ? null : Number(carrier), tracking_no: number });
  };
  // the date in its own direction run: an Arabic title would show it reversed
  const title = translate('shipping.trackingTitle', { date: isolate(formatAlgiersDate(shipment.created_at)) });
  // the shipment's own carrier stays a choice even when it is no longer active
  const choices = carriers.filter((c) => c.active !== false || c.id === shipment.carrier?.id);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" data-testid="tracking-dialog">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('shipping.trackingHint')}
        </Typography>
        <Stack spacing={1.5}>
          <TextField
            select
            size="small"
            label={translate('shipping.carrier')}
            value={carrier}
            onChange={(e) => setCarrier(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'tracking-carrier' } }}
          >
            <MenuItem value={NO_CARRIER}>{translate('shipping.noCarrier')}</MenuItem>
            {choices.map((c) => (
              <MenuItem key={c.id} value={String(c.id)}>
                {String(c.name)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            required
            label={translate('shipping.trackingNo')}
            value={tracking}
            onChange={(e) => setTracking(e.target.value)}
            slotProps={{ htmlInput: { maxLength: TRACKING_NO_MAX, dir: 'ltr', 'data-testid': 'tracking-number' } }}
          />
          {error && (
            <Alert severity="error" data-testid="tracking-error">
              {error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <BusyButton variant="contained" busy={busy} onClick={() => void submit()} data-testid="tracking-submit">
          {translate('ra.action.save')}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
