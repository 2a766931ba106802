import { Box, type Theme, useMediaQuery } from '@mui/material';
import { lazy, type ReactNode, Suspense } from 'react';
import { useSidebarState } from 'react-admin';

const PhoneMenuDrawer = lazy(() => import('./PhoneMenuDrawer'));

/** Widths of the docked menu, open and icons only. */
const OPEN = 240;
const CLOSED = 56;

/**
 * Where the side menu sits (issue 27 §17, D52), on react-admin's sidebar state (the top bar's menu button): docked
 * beside the page on a tablet or desktop, full or icons only, staying in view under the sticky top bar; a drawer
 * on a phone. The drawer's code comes with its first opening (the back offices' first page stays within budget).
 */
export function SideMenu({ children }: { children: ReactNode }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useSidebarState();
  if (phone)
    return open ? (
      <Suspense fallback={null}>
        <PhoneMenuDrawer open={open} onClose={() => setOpen(false)}>
          {children}
        </PhoneMenuDrawer>
      </Suspense>
    ) : null;
  return (
    <Box
      component="aside"
      sx={{
        width: open ? OPEN : CLOSED,
        flexShrink: 0,
        position: 'sticky',
        top: { xs: 60, sm: 68 },
        alignSelf: 'flex-start',
        maxHeight: { xs: 'calc(100vh - 60px)', sm: 'calc(100vh - 68px)' },
        overflowX: 'hidden',
        overflowY: 'auto',
        transition: (theme) => theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
        '@media print': { display: 'none' },
      }}
    >
      {children}
    </Box>
  );
}
