import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Card, CardContent, Link as MuiLink, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Role } from '../contract/constants';
import { useAuthKit } from './authKit';
import { LanguageToggle } from './LanguageToggle';
import { Logo } from './Logo';
import { ThemeToggle } from './ThemeToggle';
import { useDocumentTitle } from './useDocumentTitle';
import { MIRROR_IN_RTL } from '../theme/themes';

const illustration: Record<Role, string> = {
  pharmacy: '/img/slide-1.webp',
  franchise: '/img/slide-3.webp',
  admin: '/img/slide-2.webp',
};

interface AuthScreenProps {
  role: Role;
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Width of the form card (the franchise sign-in card is 420 wide, spec 000 §9). */
  cardWidth?: number;
}

/**
 * Frame of the sign-in and reset-password screens of the three roles: a brand panel on wide screens,
 * the form card, and the language (en, fr) and theme switches.
 */
export function AuthScreen({ role, title, subtitle, children, cardWidth = 420 }: AuthScreenProps) {
  const { translate, lang, setLang } = useAuthKit();
  useDocumentTitle(title);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.default' }}>
      <Box
        component="aside"
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          // on a short window the headline kept no room under the logo (issue 27 §11)
          gap: 4,
          width: '44%',
          maxWidth: 640,
          p: 5,
          color: '#fff',
          background: 'linear-gradient(160deg, #115e59 0%, #0f766e 55%, #0d9488 100%)',
          position: 'relative',
          overflow: 'hidden',
        }}
      >
        <Box
          component={Link}
          to="/"
          aria-label={translate('auth.login.backHome')}
          sx={{
            display: 'inline-flex',
            alignSelf: 'flex-start',
            bgcolor: 'rgba(255,255,255,0.95)',
            borderRadius: 1.5,
            px: 2,
            py: 1,
          }}
        >
          <Box
            component="img"
            src="/img/logo.svg"
            alt="ParaPharm DZ"
            width={160}
            height={40}
            sx={{ height: 40, width: 'auto' }}
          />
        </Box>
        <Box>
          <Typography
            variant="h3"
            component="p"
            sx={{ fontSize: { md: 30, lg: 36 }, lineHeight: 1.2, mb: 2, maxWidth: 480 }}
          >
            {translate(`auth.panel.${role}.headline`)}
          </Typography>
          <Typography sx={{ opacity: 0.85, maxWidth: 460, fontSize: 17 }}>
            {translate(`auth.panel.${role}.text`)}
          </Typography>
        </Box>
        <Box
          component="img"
          src={illustration[role]}
          alt=""
          width={1600}
          height={700}
          sx={{
            width: '100%',
            aspectRatio: '16 / 7',
            objectFit: 'cover',
            borderRadius: 2,
            boxShadow: '0 20px 50px rgba(0,0,0,0.3)',
          }}
        />
      </Box>

      <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <Stack direction="row" alignItems="center" spacing={1} sx={{ px: { xs: 2, sm: 3 }, py: 2 }}>
          <Box
            component={Link}
            to="/"
            aria-label={translate('auth.login.backHome')}
            sx={{ display: { xs: 'inline-flex', md: 'none' }, textDecoration: 'none' }}
          >
            <Logo height={34} />
          </Box>
          <Box sx={{ flex: 1 }} />
          <LanguageToggle value={lang} onChange={setLang} label={translate('common.language')} />
          <ThemeToggle />
        </Stack>
        <Box
          sx={{
            flex: 1,
            display: 'flex',
            alignItems: { xs: 'flex-start', md: 'center' },
            justifyContent: 'center',
            px: { xs: 2, sm: 3 },
            pt: { xs: 1, md: 0 },
            pb: 6,
          }}
        >
          <Box sx={{ width: '100%', maxWidth: cardWidth }}>
            <Box
              sx={{
                display: { xs: 'block', md: 'none' },
                mb: 2,
                px: 2.5,
                py: 2,
                borderRadius: 1.5,
                color: '#fff',
                background: 'linear-gradient(135deg, #115e59 0%, #0f766e 60%, #0d9488 100%)',
              }}
            >
              <Typography sx={{ fontWeight: 800, fontSize: 17, lineHeight: 1.3 }}>
                {translate(`auth.panel.${role}.headline`)}
              </Typography>
            </Box>
            <Card data-testid="auth-card">
              <CardContent sx={{ p: { xs: 3, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
                <Typography variant="h5" component="h1" sx={{ mb: 0.5 }}>
                  {title}
                </Typography>
                {subtitle && (
                  <Typography color="text.secondary" sx={{ mb: 3 }}>
                    {subtitle}
                  </Typography>
                )}
                {children}
              </CardContent>
            </Card>
            <Box sx={{ textAlign: 'center', mt: 2.5 }}>
              <MuiLink
                component={Link}
                to="/"
                underline="hover"
                color="text.secondary"
                variant="body2"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
              >
                <ArrowBack sx={{ fontSize: 16 }} className={MIRROR_IN_RTL} />
                {translate('auth.login.backHome')}
              </MuiLink>
            </Box>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
