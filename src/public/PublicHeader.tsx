import { alpha, AppBar, Box, Toolbar } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LanguageToggle } from '../components/LanguageToggle';
import { Logo } from '../components/Logo';
import { ThemeToggle } from '../components/ThemeToggle';
import { useLang, useLiteText } from '../components/i18nLite';

/** Slim header of the public pages (/ok, /test, not found): logo home, language and theme. */
export function PublicHeader({ children }: { children?: ReactNode }) {
  const [lang, setLang] = useLang();
  const t = useLiteText();
  return (
    <AppBar
      position="sticky"
      sx={(theme) => ({
        bgcolor: alpha(theme.palette.background.paper, 0.9),
        backdropFilter: 'blur(12px)',
        borderBottom: `1px solid ${theme.palette.divider}`,
        color: 'text.primary',
      })}
    >
      <Toolbar sx={{ gap: 1, minHeight: { xs: 60, sm: 68 } }}>
        <Box component={Link} to="/" aria-label={t.common.home} sx={{ display: 'inline-flex', textDecoration: 'none' }}>
          <Logo height={38} />
        </Box>
        <Box sx={{ flex: 1 }} />
        {children}
        <LanguageToggle value={lang} onChange={setLang} label={t.common.language} />
        <ThemeToggle />
      </Toolbar>
    </AppBar>
  );
}
