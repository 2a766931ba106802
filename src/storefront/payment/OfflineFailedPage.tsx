import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { AdjustBasketButton } from '../basket/AdjustBasketButton';
import { storefrontPage } from '../layout/storefrontPage';
import { NoAttemptCard } from './NoAttemptCard';
import { ResultCard } from './ResultCard';
import { ResultLinks } from './ResultLinks';

/**
 * /paymentOffline/failed: a failure of the offline order (spec 000 §4), with the server's reason; try again goes
 * back to /payment. Opened directly (no order was tried from the payment page), it says so.
 */
export const Component = storefrontPage(OfflineFailed, 960);

function OfflineFailed() {
  const translate = useTranslate();
  const t = (key: string) => translate(`paymentResult.${key}`);
  const navigate = useNavigate();
  const state = useLocation().state as { failed?: boolean; stockShort?: boolean; message?: string | null } | null;
  const message = state?.message;
  if (!state?.failed) return <NoAttemptCard textKey="noOrder" testId="offline-none" />;
  return (
    <ResultCard tone="error" title={t('offlineFailedTitle')} text={t('offlineFailedText')} testId="offline-failed">
      {message && (
        <Alert severity="warning" data-testid="offline-failed-reason">
          {message}
        </Alert>
      )}
      {/* the stock fell short: trying again would fail again; the basket brought down to what is left goes on (issue 27 §4) */}
      {state.stockShort && (
        <AdjustBasketButton sx={{ alignSelf: 'flex-start' }} onAdjusted={() => navigate('/payment')} />
      )}
      <ResultLinks
        links={[
          {
            to: '/payment',
            textKey: 'tryAgain',
            variant: state.stockShort ? 'outlined' : 'contained',
            testId: 'try-again',
          },
          { to: '/pharmacy/dashboard', textKey: 'dashboard' },
        ]}
      />
    </ResultCard>
  );
}
