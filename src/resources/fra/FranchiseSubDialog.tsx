import { Dialog, DialogContent, DialogTitle, IconButton, type Theme, useMediaQuery } from '@mui/material';
import Close from '@mui/icons-material/Close';
import { useQueryClient } from '@tanstack/react-query';
import { CreateBase, useNotify, useTranslate } from 'react-admin';
import { SNACKBAR_MS } from '../../contract/constants';
import { useShowError } from '../common/errorPopup';
import { DialogForm } from '../common/DialogForm';
import { FranchiseFields } from './FranchiseFields';

/**
 * "Add franchisee" from the pharmacy form when the chosen wilaya has none (001 §2, §5): the wilaya is fixed,
 * phone 2 and address 2 are required here. `onSaved` runs once the server agreed.
 */
export function FranchiseSubDialog({
  wilayaId,
  onClose,
  onSaved,
}: {
  wilayaId: number | null;
  onClose: () => void;
  onSaved: (id: number) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useShowError();
  const queryClient = useQueryClient();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={wilayaId !== null}
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      scroll="paper"
      data-testid="franchise-sub"
    >
      <DialogTitle sx={{ pr: 7, fontWeight: 700 }}>{translate('resources.fra.dialogs.create')}</DialogTitle>
      <IconButton
        aria-label={translate('common.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <Close />
      </IconButton>
      <DialogContent dividers sx={{ p: 0 }}>
        {wilayaId !== null && (
          <CreateBase
            resource="fra"
            redirect={false}
            record={{ wilaya: wilayaId }}
            mutationOptions={{
              onSuccess: (f: { id: number }) => {
                void queryClient.invalidateQueries({ queryKey: ['wilayaFranchisees'] });
                notify('resources.pharmacies.form.franchiseAdded', { type: 'success', autoHideDuration: SNACKBAR_MS });
                onSaved(f.id);
              },
              onError: (e) => showError(e, 'resources.fra.errors.add'),
            }}
          >
            <DialogForm onCancel={onClose}>
              <FranchiseFields mode="sub" fixedWilaya />
            </DialogForm>
          </CreateBase>
        )}
      </DialogContent>
    </Dialog>
  );
}
