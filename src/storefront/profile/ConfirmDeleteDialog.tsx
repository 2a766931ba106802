import WarningAmber from '@mui/icons-material/WarningAmberRounded';
import { Box, Button, Dialog, DialogActions, DialogContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** "Are you sure?" — permanent — "Yes, delete it!" (spec 000 §2 "My address"). */
export function ConfirmDeleteDialog({
  open,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onCancel} maxWidth="xs" fullWidth>
      <DialogContent sx={{ textAlign: 'center', pt: 4 }}>
        <Box sx={{ color: 'warning.main', mb: 1 }}>
          <WarningAmber sx={{ fontSize: 64 }} />
        </Box>
        <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
          {translate('shop.profile.confirm.title')}
        </Typography>
        <Typography color="text.secondary">{translate('shop.profile.confirm.text')}</Typography>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3, gap: 1 }}>
        <Button onClick={onCancel} variant="outlined">
          {translate('shop.profile.confirm.cancel')}
        </Button>
        <Button onClick={onConfirm} variant="contained" color="error" data-testid="confirm-delete">
          {translate('shop.profile.confirm.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
