import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { IconButton, type IconButtonProps } from '@mui/material';
import { useThemeMode } from '../theme/useThemeMode';
import { useLiteText } from './i18nLite';

/** Light/dark switch of every top bar and of the landing page; the choice is kept under `theme`. */
export function ThemeToggle(props: Omit<IconButtonProps, 'onClick'>) {
  const [mode, toggle] = useThemeMode();
  const t = useLiteText();
  const label = mode === 'dark' ? t.common.theme.toLight : t.common.theme.toDark;
  return (
    // the browser's own tooltip (title): MUI's Tooltip would bring Popper into the landing page and sign-in screens
    <IconButton
      color="inherit"
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      data-mode={mode}
      onClick={toggle}
      {...props}
    >
      {mode === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
    </IconButton>
  );
}
