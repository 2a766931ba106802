import { Alert, Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { storefrontPage } from '../layout/storefrontPage';
import { NoAttemptCard } from './NoAttemptCard';
import { ResultCard } from './ResultCard';

/**
 * /paymentOffline/failed: a failure of the offline order (spec 000 §4), with the server's reason; try again goes
 * back to /payment. Opened directly (no order was tried from the payment page), it says so.
 */
export const Component = storefrontPage(OfflineFailed, 960);

function OfflineFailed() {
  const translate = useTranslate();
  const t = (key: string) => translate(`paymentResult.${key}`);
  const state = useLocation().state as { failed?: boolean; message?: string | null } | null;
  const message = state?.message;
  if (!state?.failed)
    return (
      <NoAttemptCard textKey="noOrder" testId="offline-none" />
    );
  return (
    <ResultCard tone="error" title={t('offlineFailedTitle')} text={t('offlineFailedText')} testId="offline-failed">
      {message && <Alert severity="warning" data-testid="offline-failed-reason">{message}</Alert>}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button component={Link} to="/payment" variant="contained" data-testid="try-again">
          {t('tryAgain')}
        </Button>
        <Button component={Link} to="/pharmacy/dashboard">
          {t('dashboard')}
        </Button>
      </Box>
    </ResultCard>
  );
}
