import TaskAlt from '@mui/icons-material/TaskAltOutlined';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { SNACKBAR_MS } from '../contract/constants';
import { RECEIVER_NAME_LENGTH } from '../contract/fulfilment';
import type { BackOfficeDataProvider } from '../dataProvider/backOffice';
import { useAction } from '../dataProvider/useAction';
import { BusyButton } from './BusyButton';

/**
 * "Confirm delivery" of one shipment, by an admin or by the franchisee of the wilaya (POST /<role>/mark_delivered):
 * who received the parcel. Large enough to use on a phone at the pharmacy's door.
 */
export function MarkDeliveredButton({
  shipmentId,
}: {
  /** the area (its dataProvider holds the role's tokens and path) */
  role: 'admin' | 'franchise';
  shipmentId: number;
}) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  // the area's dataProvider marks it with its role's tokens and path (POST /<role>/mark_delivered)
  const { run, busy, error } = useAction(
    (dp: BackOfficeDataProvider, body: { shipmentId: number; receiver_name: string }) => dp.markDelivered(body),
    {
      success: () => 'shipping.deliveredDone',
      failure: 'shipping.failed',
      errorTo: 'inline',
      autoHideDuration: SNACKBAR_MS,
      onSuccess: () => setOpen(false),
    },
  );
  const submit = () => run({ shipmentId, receiver_name: name.trim() });
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<TaskAlt />}
        onClick={() => setOpen(true)}
        data-testid="mark-delivered"
      >
        {translate('shipping.markDelivered')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('shipping.markDelivered')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate('shipping.receiverName')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            slotProps={{ htmlInput: { maxLength: RECEIVER_NAME_LENGTH.max, 'data-testid': 'receiver-name' } }}
          />
          {error && <Alert severity="error">{error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <BusyButton
            variant="contained"
            busy={busy}
            disabled={name.trim().length < RECEIVER_NAME_LENGTH.min}
            onClick={() => void submit()}
            data-testid="receiver-submit"
          >
            {translate('shipping.markDelivered')}
          </BusyButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
