import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import type { ThemeMode } from './mode';
import { brand, fontFamily } from './palette';

const optionsCache = new Map<ThemeMode, ThemeOptions>();

/** MUI theme options of one mode (the same object each time); react-admin areas take the options. */
export function themeOptions(mode: ThemeMode): ThemeOptions {
  if (!optionsCache.has(mode)) optionsCache.set(mode, buildOptions(mode));
  return optionsCache.get(mode)!;
}

function buildOptions(mode: ThemeMode): ThemeOptions {
  const dark = mode === 'dark';
  return {
    palette: {
      mode,
      primary: { main: dark ? '#2dd4bf' : brand.teal, light: brand.tealLight, dark: brand.tealDark, contrastText: dark ? '#042f2e' : '#ffffff' },
      secondary: { main: dark ? '#a3e635' : brand.leaf, contrastText: dark ? '#1a2e05' : '#ffffff' },
      warning: { main: brand.amber },
      background: dark ? { default: '#0a1413', paper: '#111f1d' } : { default: brand.mist, paper: '#ffffff' },
      text: dark ? { primary: '#e6f2f0', secondary: '#9fb7b3' } : { primary: brand.ink, secondary: '#51625f' },
      divider: dark ? 'rgba(148, 197, 190, 0.16)' : 'rgba(15, 118, 110, 0.12)',
    },
    shape: { borderRadius: 12 },
    typography: {
      fontFamily,
      h1: { fontWeight: 800, letterSpacing: '-0.02em' },
      h2: { fontWeight: 800, letterSpacing: '-0.02em' },
      h3: { fontWeight: 700, letterSpacing: '-0.01em' },
      h4: { fontWeight: 700, letterSpacing: '-0.01em' },
      h5: { fontWeight: 700 },
      h6: { fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { borderRadius: 10 } } },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiCard: {
        styleOverrides: {
          root: {
            borderRadius: 16,
            border: `1px solid ${dark ? 'rgba(148, 197, 190, 0.14)' : 'rgba(15, 118, 110, 0.10)'}`,
            boxShadow: dark ? '0 10px 30px rgba(0,0,0,0.35)' : '0 10px 30px rgba(15, 118, 110, 0.08)',
          },
        },
      },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiDialog: { styleOverrides: { paper: { borderRadius: 16 } } },
      MuiTooltip: { defaultProps: { arrow: true } },
    },
  };
}

const cache = new Map<ThemeMode, Theme>();
/** The created MUI theme of a mode (pages outside react-admin). */
export function appTheme(mode: ThemeMode): Theme {
  if (!cache.has(mode)) cache.set(mode, createTheme(themeOptions(mode)));
  return cache.get(mode)!;
}
