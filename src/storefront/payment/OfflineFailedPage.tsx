import { Alert, Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { storefrontPage } from '../layout/storefrontPage';
import { ResultCard } from './ResultCard';
import { SupportLine } from './SupportLine';

/** /paymentOffline/failed: any failure of the offline order (spec 000 §4); try again goes back to /payment. */
export const Component = storefrontPage(OfflineFailed, 960);

function OfflineFailed() {
  const translate = useTranslate();
  const t = (key: string) => translate(`paymentResult.${key}`);
  const message = (useLocation().state as { message?: string | null } | null)?.message;
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
      <SupportLine />
    </ResultCard>
  );
}
