import { Box } from '@mui/material';
import { type ReactNode, Suspense } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { ErrorBoundary } from './ErrorBoundary';

/** Page frame of the signed-in areas: top bar, then the screen centred with comfortable margins. */
export function AreaLayout({ topBar, children }: { topBar: ReactNode; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      {topBar}
      <Box
        component="main"
        id="main-content"
        sx={{ flex: 1, width: '100%', maxWidth: 1440, mx: 'auto', px: { xs: 1.5, sm: 3, lg: 4 }, py: { xs: 2.5, sm: 4 }, minWidth: 0 }}
      >
        <ErrorBoundary retryLabel={translate('ra.action.refresh')} message={translate('ra.message.error')}>
          <Suspense fallback={<Loading />}>{children}</Suspense>
        </ErrorBoundary>
      </Box>
    </Box>
  );
}
