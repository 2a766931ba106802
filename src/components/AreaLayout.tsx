import { Box } from '@mui/material';
import { type ReactNode, Suspense } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { ErrorBoundary } from './ErrorBoundary';
import { SideMenu } from './SideMenu';

/**
 * Page frame of the signed-in areas: top bar, then the side menu when given (SideMenu: docked on a desktop, a
 * drawer on a phone) and the screen centred with comfortable margins.
 */
export function AreaLayout({ topBar, menu, children }: { topBar: ReactNode; menu?: ReactNode; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      {topBar}
      <Box sx={{ flex: 1, display: 'flex', minWidth: 0 }}>
        {menu && <SideMenu>{menu}</SideMenu>}
        <Box
          component="main"
          id="main-content"
          sx={{
            flex: 1,
            width: '100%',
            maxWidth: 1440,
            mx: 'auto',
            px: { xs: 1.5, sm: 3, lg: 4 },
            py: { xs: 2.5, sm: 4 },
            minWidth: 0,
            // a list wider than the window (a zoomed page) scrolls inside its own box, never the page (issue 27 §19)
            '& .RaList-main': { minWidth: 0 },
            '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
          }}
        >
          <ErrorBoundary retryLabel={translate('ra.action.refresh')} message={translate('ra.message.error')}>
            <Suspense fallback={<Loading />}>{children}</Suspense>
          </ErrorBoundary>
        </Box>
      </Box>
    </Box>
  );
}
