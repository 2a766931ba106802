import TaskAlt from '@mui/icons-material/TaskAltOutlined';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { SNACKBAR_MS } from '../contract/constants';
import { RECEIVER_NAME_LENGTH } from '../contract/fulfilment';
import { ApiError } from '../http/client';
import { clients } from '../http/clients';
import { BusyButton } from './BusyButton';

/**
 * "Confirm delivery" of one shipment, by an admin or by the franchisee of the wilaya (POST /<role>/mark_delivered):
 * who received the parcel. Large enough to use on a phone at the pharmacy's door.
 */
export function MarkDeliveredButton({ role, shipmentId }: { role: 'admin' | 'franchise'; shipmentId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await clients[role].call('POST', `/${role}/mark_delivered`, { body: { shipmentId, receiver_name: name.trim() } });
      notify('shipping.deliveredDone', { type: 'success', autoHideDuration: SNACKBAR_MS });
      setOpen(false);
      refresh();
    } catch (e) {
      setError(e instanceof ApiError && e.result.meta ? e.result.meta : translate('shipping.failed'));
    } finally {
      setBusy(false);
    }
  };
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
