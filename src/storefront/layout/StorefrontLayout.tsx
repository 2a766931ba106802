import { Box } from '@mui/material';
import { type ReactNode, Suspense } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { RequirePharmacy } from '../auth/RequirePharmacy';
import { RecallBanner } from '../recalls/RecallBanner';
import { OfflineBanner } from './OfflineBanner';
import { StorefrontTopBar } from './StorefrontTopBar';

interface StorefrontLayoutProps {
  children: ReactNode;
  /** Width of the content column; defaults to 1280. */
  maxWidth?: number;
}

/**
 * Frame of every signed-in pharmacy page: guarded by RequirePharmacy (no tokens → /pharmacy/login),
 * the top bar, then the page. Route modules use it through storefrontPage().
 */
export function StorefrontLayout({ children, maxWidth = 1280 }: StorefrontLayoutProps) {
  const translate = useTranslate();
  return (
    <RequirePharmacy>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
        <StorefrontTopBar />
        <OfflineBanner />
        <RecallBanner />
        <Box
          component="main"
          id="main-content"
          sx={{
            flex: 1,
            width: '100%',
            maxWidth,
            mx: 'auto',
            px: { xs: 1.5, sm: 3 },
            py: { xs: 2.5, sm: 4 },
            minWidth: 0,
          }}
        >
          <ErrorBoundary retryLabel={translate('ra.action.refresh')} message={translate('ra.message.error')}>
            <Suspense fallback={<Loading />}>{children}</Suspense>
          </ErrorBoundary>
        </Box>
      </Box>
    </RequirePharmacy>
  );
}
