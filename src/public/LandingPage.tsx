import Hub from '@mui/icons-material/HubOutlined';
import LocalPharmacy from '@mui/icons-material/LocalPharmacyOutlined';
import { alpha, Box, Button, Card, Container, Stack, Toolbar, Typography } from '@mui/material';
import { PageLink } from '../components/PageLink';
import { FrostedAppBar } from '../components/FrostedAppBar';
import { useLiteText } from '../components/i18nLite';
import { Logo } from '../components/Logo';
import { ThemeToggle } from '../components/ThemeToggle';
import { ContactSection } from './landing/ContactSection';
import { HeroCarousel } from './landing/HeroCarousel';
import { IntroSection } from './landing/IntroSection';
import { LandingMenu } from './landing/LandingMenu';
import { LiveClock } from './landing/LiveClock';
import { PublicFrame } from './PublicFrame';
import { useDocumentTitle } from '../components/useDocumentTitle';

/**
 * The public landing page `/` (spec 000 §1, §2, §9). It loads no react-admin code: texts come from
 * src/i18n/<lang>/{landing,common}.ts through the light translation hook.
 */
export function Component() {
  return (
    <PublicFrame>
      <Landing />
    </PublicFrame>
  );
}

function Landing() {
  const t = useLiteText();
  useDocumentTitle(t.app.tagline);
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', overflowX: 'hidden' }} data-testid="landing">
      <FrostedAppBar opacity={0.85} blur={14}>
        <Container maxWidth="lg" disableGutters>
          <Toolbar sx={{ gap: 1, minHeight: { xs: 64, sm: 72 }, px: { xs: 2, sm: 3 } }}>
            <Box
              component={PageLink}
              to="/"
              sx={{ display: 'inline-flex', textDecoration: 'none' }}
              aria-label={t.app.name}
            >
              <Logo height={40} sx={{ display: { xs: 'none', sm: 'flex' } }} />
              <Logo height={34} sx={{ display: { xs: 'flex', sm: 'none' } }} />
            </Box>
            <Box sx={{ flex: 1 }} />
            <ThemeToggle />
            <LandingMenu />
          </Toolbar>
        </Container>
      </FrostedAppBar>

      <Box
        component="section"
        sx={(theme) => ({
          position: 'relative',
          pt: { xs: 4, md: 8 },
          pb: { xs: 6, md: 10 },
          background:
            theme.palette.mode === 'dark'
              ? 'radial-gradient(640px circle at 5% 0%, rgba(45,212,191,0.12), transparent 70%), radial-gradient(520px circle at 95% 20%, rgba(163,230,53,0.08), transparent 70%)'
              : 'radial-gradient(640px circle at 5% 0%, rgba(20,184,166,0.16), transparent 70%), radial-gradient(520px circle at 95% 20%, rgba(132,204,22,0.14), transparent 70%)',
        })}
      >
        <Container
          maxWidth="lg"
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 6 },
            gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
            alignItems: 'center',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography
              component="p"
              sx={(theme) => ({
                display: 'inline-block',
                px: 1.5,
                py: 0.5,
                mb: 2,
                borderRadius: 999,
                fontSize: 13,
                fontWeight: 700,
                color: 'primary.main',
                bgcolor: alpha(theme.palette.primary.main, 0.1),
              })}
            >
              {t.app.tagline}
            </Typography>
            <Typography
              variant="h2"
              component="h1"
              sx={{ fontSize: { xs: 34, sm: 44, md: 52 }, lineHeight: 1.08 }}
              data-testid="landing-title"
            >
              {t.landing.welcomeTitle}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 2.5, fontSize: { xs: 16, md: 18 }, lineHeight: 1.7 }}>
              {t.landing.welcomeMessage}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
              <Button
                component={PageLink}
                to="/pharmacy/login"
                variant="contained"
                size="large"
                startIcon={<LocalPharmacy />}
                sx={{ py: 1.4, px: 3 }}
              >
                {t.landing.pharmacyLogin}
              </Button>
              <Button
                component={PageLink}
                to="/franchise/login"
                variant="outlined"
                size="large"
                startIcon={<Hub />}
                sx={{ py: 1.4, px: 3 }}
              >
                {t.landing.franchiseLogin}
              </Button>
            </Stack>
            <Card sx={{ mt: 4, px: 2.5, py: 2, display: 'inline-flex', maxWidth: '100%' }}>
              <LiveClock />
            </Card>
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <HeroCarousel />
          </Box>
        </Container>
      </Box>

      <IntroSection />
      <ContactSection />

      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 3 }}>
        <Container
          maxWidth="lg"
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 1.5,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Logo height={28} />
          <Typography variant="body2" color="text.secondary">
            © {new Date().getFullYear()} {t.app.name}. {t.landing.rights}
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
