import { Box, Button, DialogActions, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { type Identifier, useGetOne, useNotify, useTranslate, useUpdate } from 'react-admin';
import { SNACKBAR_MS } from '../../contract/constants';
import { noteForm } from '../../contract/forms';
import { failedRule, ruleMessage } from '../../contract/validation';
import { useShowError } from '../common/errorPopup';
import { Loading } from '../common/Loading';
import { RouteDialog } from '../common/RouteDialog';
import type { OrderDetails } from './types';
import { BusyButton } from '../../components/BusyButton';

const NOTE_MAX = 1000;

/** The "leave a note" dialog of an order (001 §2), at /admin/orders/:id; an empty note is refused ("Note cannot be empty"). */
export function NoteDialog({ id, onClose }: { id: Identifier | null; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <RouteDialog
      open={id !== null}
      onClose={onClose}
      title={translate('resources.orders.note.title')}
      testId="note-dialog"
      maxWidth="sm"
      disableBackdropClose
    >
      {id !== null && <NoteForm id={id} onClose={onClose} />}
    </RouteDialog>
  );
}

function NoteForm({ id, onClose }: { id: Identifier; onClose: () => void }) {
  const showError = useShowError();
  const { data: order, isPending } = useGetOne<OrderDetails>(
    'orders',
    { id: id as number },
    { onError: (e) => (showError(e, 'admin.orderNotFound'), onClose()) },
  );
  if (isPending || !order) return <Loading />;
  return <NoteEditor id={id} order={order} onClose={onClose} />;
}

/** Mounted once the order is loaded, so the note starts from the saved one. */
function NoteEditor({ id, order, onClose }: { id: Identifier; order: OrderDetails; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useShowError();
  const [note, setNote] = useState(order.note ?? '');
  const [error, setError] = useState<string | null>(null);
  const [update, { isPending: saving }] = useUpdate();

  const save = () => {
    const failed = failedRule(noteForm.note!.rules, note);
    if (failed) return setError(translate(ruleMessage(failed)));
    update(
      'orders',
      { id, data: { note }, previousData: order },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('admin.noteSaved', { type: 'success', autoHideDuration: SNACKBAR_MS });
          onClose();
        },
        onError: (e) => showError(e, 'resources.orders.errors.note'),
      },
    );
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <Box sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('resources.orders.note.intro', { order_no: order.order_no, name: order.name })}
        </Typography>
        <TextField
          value={note}
          onChange={(e) => {
            setNote(e.target.value);
            setError(null);
          }}
          label={translate('resources.orders.note.label')}
          multiline
          minRows={4}
          fullWidth
          autoFocus
          error={Boolean(error)}
          helperText={error ?? `${note.length} / ${NOTE_MAX}`}
          slotProps={{ htmlInput: { maxLength: NOTE_MAX, 'data-testid': 'note-input' } }}
        />
      </Box>
      <DialogActions sx={{ px: 3, pb: 2, borderTop: 1, borderColor: 'divider', pt: 2 }}>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <BusyButton type="submit" variant="contained" busy={saving} data-testid="note-save">
          {translate('ra.action.save')}
        </BusyButton>
      </DialogActions>
    </Box>
  );
}
