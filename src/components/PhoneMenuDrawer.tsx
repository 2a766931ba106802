import { Drawer } from '@mui/material';
import type { ReactNode } from 'react';

/** The side menu on a phone: a drawer over the page, loaded at its first opening (SideMenu). */
export default function PhoneMenuDrawer({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer variant="temporary" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 260 } } }}>
      {children}
    </Drawer>
  );
}
