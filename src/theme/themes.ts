import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import type { ThemeMode } from './mode';
import { brand, fontFamily } from './palette';

export type Direction = 'ltr' | 'rtl';

/** Class of the icons that point somewhere (arrows, log out, undo): drawn mirrored right to left. */
export const MIRROR_IN_RTL = 'mirror-in-rtl';

const optionsCache = new Map<string, ThemeOptions>();

/** MUI theme options of one mode and direction (the same object each time); react-admin areas take the options. */
export function themeOptions(mode: ThemeMode, direction: Direction = 'ltr'): ThemeOptions {
  const key = `${mode}-${direction}`;
  if (!optionsCache.has(key)) optionsCache.set(key, buildOptions(mode, direction));
  return optionsCache.get(key)!;
}

function buildOptions(mode: ThemeMode, direction: Direction): ThemeOptions {
  const dark = mode === 'dark';
  return {
    direction,
    palette: {
      mode,
      primary: {
        main: dark ? '#2dd4bf' : brand.teal,
        light: brand.tealLight,
        dark: brand.tealDark,
        contrastText: dark ? '#042f2e' : '#ffffff',
      },
      // ink on leaf green, 5.4:1 (white read at 3.1:1: the basket badge, issue 38 §18)
      secondary: { main: dark ? '#a3e635' : brand.leaf, contrastText: dark ? '#1a2e05' : brand.ink },
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
      // react-admin names a list row's checkbox with aria-label, which MUI puts on the checkbox's span, not on
      // its input: the input gets it (its own inputProps first), the span drops it (issue 27 §19, axe "label")
      MuiCheckbox: {
        defaultProps: {
          slotProps: {
            root: () => ({ 'aria-label': undefined }),
            input: (owner: { 'aria-label'?: string; inputProps?: Record<string, unknown> }) => ({
              'aria-label': owner['aria-label'],
              ...owner.inputProps,
            }),
          },
        },
      },
      MuiSvgIcon: {
        styleOverrides: { root: direction === 'rtl' ? { [`&.${MIRROR_IN_RTL}`]: { transform: 'scaleX(-1)' } } : {} },
      },
    },
  };
}

const cache = new Map<string, Theme>();
/** The created MUI theme of a mode and direction (pages outside react-admin). */
export function appTheme(mode: ThemeMode, direction: Direction = 'ltr'): Theme {
  const key = `${mode}-${direction}`;
  if (!cache.has(key)) cache.set(key, createTheme(themeOptions(mode, direction)));
  return cache.get(key)!;
}
