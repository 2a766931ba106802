import WarningAmber from '@mui/icons-material/WarningAmber';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { type RaRecord, useDelete, useNotify, useTranslate } from 'react-admin';
import { SNACKBAR_MS } from '../../contract/constants';
import { useShowError } from './errorPopup';
import { BusyButton } from '../../components/BusyButton';

/**
 * Delete confirmation naming the element (001 §2). The row leaves the list only once the server agreed
 * (pessimistic); a refusal (e.g. a franchisee who still follows pharmacies) shows the server's explanation,
 * else `resources.<resource>.errors.delete`. Under the question, what deleting implies:
 * `resources.<resource>.deleteWarning`.
 */
export function DeleteDialog({
  resource,
  record,
  name,
  onClose,
  successKey,
}: {
  resource: string;
  record: RaRecord | null;
  name: string;
  onClose: () => void;
  successKey: string;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useShowError();
  const [remove, { isPending }] = useDelete();

  const confirm = () =>
    record &&
    remove(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(successKey, { type: 'success', autoHideDuration: SNACKBAR_MS });
          onClose();
        },
        onError: (error) => {
          onClose();
          showError(error, `resources.${resource}.errors.delete`);
        },
      },
    );

  return (
    <Dialog
      open={record !== null}
      onClose={isPending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="delete-title"
      data-testid="delete-dialog"
    >
      <DialogTitle id="delete-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <WarningAmber color="error" />
        {translate('adminUi.delete.title')}
      </DialogTitle>
      <DialogContent>
        <Typography>{translate('adminUi.delete.question', { name })}</Typography>
        <Typography color="text.secondary" variant="body2" sx={{ mt: 1.5 }}>
          {translate(`resources.${resource}.deleteWarning`)}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isPending}>
          {translate('ra.action.cancel')}
        </Button>
        <BusyButton color="error" variant="contained" onClick={confirm} busy={isPending} data-testid="delete-confirm">
          {translate('adminUi.actions.delete')}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
