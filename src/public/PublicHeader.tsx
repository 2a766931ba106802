import { Box, Toolbar } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FrostedAppBar } from '../components/FrostedAppBar';
import { LanguageToggle } from '../components/LanguageToggle';
import { Logo } from '../components/Logo';
import { ThemeToggle } from '../components/ThemeToggle';
import { useLiteLang, useLiteText } from '../components/i18nLite';

/** Slim header of the public pages (/ok, /test, not found): logo home, language and theme. */
export function PublicHeader({ children }: { children?: ReactNode }) {
  const [lang, setLang] = useLiteLang();
  const t = useLiteText();
  return (
    <FrostedAppBar>
      <Toolbar sx={{ gap: 1, minHeight: { xs: 60, sm: 68 } }}>
        <Box component={Link} to="/" aria-label={t.common.home} sx={{ display: 'inline-flex', textDecoration: 'none' }}>
          <Logo height={38} />
        </Box>
        <Box sx={{ flex: 1 }} />
        {children}
        <LanguageToggle value={lang} onChange={setLang} label={t.common.language} />
        <ThemeToggle />
      </Toolbar>
    </FrostedAppBar>
  );
}
