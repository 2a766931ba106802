import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The payment terms of spec 000 §1: accepted means, preparation delay, disputes, support line. */
export function ConditionsDialog({
  open,
  onClose,
  onAccept,
}: {
  open: boolean;
  onClose: () => void;
  onAccept: () => void;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`checkout.${key}`);
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="conditions-title">
      <DialogTitle id="conditions-title">{t('conditionsTitle')}</DialogTitle>
      <DialogContent dividers data-testid="conditions-dialog">
        <Typography fontWeight={600} gutterBottom>
          {t('conditionsMeans')}
        </Typography>
        <Box component="ul" sx={{ mt: 0, mb: 2, pl: 3 }}>
          {['conditionsCib', 'conditionsEdahabia', 'conditionsTransfer', 'conditionsOther'].map((k) => (
            <li key={k}>
              <Typography>{t(k)}</Typography>
            </li>
          ))}
        </Box>
        <Typography paragraph>{t('conditionsPreparation')}</Typography>
        <Typography paragraph>{t('conditionsDisputes')}</Typography>
        <Typography paragraph>{t('conditionsOffline')}</Typography>
        <Typography color="text.secondary">{t('conditionsSupport')}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
        <Button variant="contained" onClick={onAccept} data-testid="conditions-accept">
          {t('conditionsAccept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
