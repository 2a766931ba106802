import Home from '@mui/icons-material/Home';
import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { common as fr } from '../i18n/fr/common';
import { useLiteLang, useLiteText } from './i18nLite';
import { useDocumentTitle } from './useDocumentTitle';

/**
 * "Oups ! Cette page n'existe pas." (spec 000 §2: a French not-found page with a button back home).
 * The page stays French; an English or Arabic reader also gets the line in their language.
 */
export function NotFoundContent({ homePath = '/' }: { homePath?: string }) {
  const [lang] = useLiteLang();
  const t = useLiteText();
  useDocumentTitle(fr.notFound.title);
  return (
    <Box sx={{ textAlign: 'center', maxWidth: 560, mx: 'auto', py: { xs: 6, sm: 10 }, px: 2 }} data-testid="not-found">
      <Typography
        aria-hidden
        sx={{
          fontSize: { xs: 96, sm: 140 },
          fontWeight: 900,
          lineHeight: 1,
          letterSpacing: '-0.04em',
          background: 'linear-gradient(135deg, #14b8a6, #0f766e 60%, #65a30d)',
          WebkitBackgroundClip: 'text',
          backgroundClip: 'text',
          color: 'transparent',
        }}
      >
        404
      </Typography>
      <Typography variant="h4" component="h1" lang="fr" sx={{ mt: 2, fontSize: { xs: 24, sm: 32 } }}>
        {fr.notFound.title}
      </Typography>
      {lang !== 'fr' && (
        <Typography variant="h6" component="p" lang={lang} color="text.secondary" sx={{ mt: 1, fontWeight: 500 }}>
          {t.notFound.title}
        </Typography>
      )}
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        {t.notFound.text}
      </Typography>
      <Button
        component={Link}
        to={homePath}
        variant="contained"
        size="large"
        startIcon={<Home />}
        sx={{ mt: 4 }}
        data-testid="not-found-home"
      >
        {lang === 'fr' ? fr.notFound.home : t.notFound.home}
      </Button>
    </Box>
  );
}
