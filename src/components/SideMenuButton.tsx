import MenuIcon from '@mui/icons-material/Menu';
import { IconButton } from '@mui/material';
import { useSidebarState, useTranslate } from 'react-admin';

/**
 * Opens and closes the side menu (react-admin's sidebar state): a drawer on a phone, full or icons only on a
 * desktop. The browser's tooltip (title), like the other top-bar buttons.
 */
export function SideMenuButton() {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  const label = translate(open ? 'ra.action.close_menu' : 'ra.action.open_menu');
  return (
    <IconButton
      color="inherit"
      aria-label={label}
      title={label}
      aria-expanded={open}
      onClick={() => setOpen(!open)}
      data-testid="side-menu-toggle"
      sx={{ ml: { xs: -0.5, sm: -1 } }}
    >
      <MenuIcon />
    </IconButton>
  );
}
