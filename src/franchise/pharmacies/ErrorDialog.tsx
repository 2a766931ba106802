import ErrorOutline from '@mui/icons-material/ErrorOutline';
import { Box, Button, Dialog, DialogActions, DialogContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The server's refusal of an add, in a dialog titled "Error" with an OK button (spec 000 §8, 001 §8). */
export function ErrorDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={Boolean(message)} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="add-error-title">
      <DialogContent sx={{ textAlign: 'center', pt: 4 }}>
        <ErrorOutline color="error" sx={{ fontSize: 56 }} />
        <Typography id="add-error-title" variant="h6" component="h2" sx={{ mt: 1 }}>
          {translate('franchise.pharmacies.form.errorTitle')}
        </Typography>
        <Box sx={{ mt: 1 }} data-testid="add-pharmacy-error">
          <Typography color="text.secondary">{message}</Typography>
        </Box>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
        <Button variant="contained" onClick={onClose} autoFocus>
          {translate('franchise.pharmacies.form.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
