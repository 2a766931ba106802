import CloudOff from '@mui/icons-material/CloudOff';
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useOnline } from '../../components/useOnline';

/**
 * Says the connection is gone while it is (issue 27 §1): the buttons whose calls wait for it (react-query pauses
 * them offline and sends them once back online) no longer grey out without a word.
 */
export function OfflineBanner() {
  const translate = useTranslate();
  const online = useOnline();
  if (online) return null;
  return (
    <Alert
      severity="warning"
      icon={<CloudOff fontSize="inherit" />}
      role="status"
      data-testid="offline-banner"
      sx={{ borderRadius: 0, justifyContent: 'center' }}
    >
      {translate('appError.offlineBanner')}
    </Alert>
  );
}
