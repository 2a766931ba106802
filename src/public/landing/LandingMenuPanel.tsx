import ArrowForward from '@mui/icons-material/ArrowForward';
import Close from '@mui/icons-material/Close';
import Hub from '@mui/icons-material/HubOutlined';
import LocalPharmacy from '@mui/icons-material/LocalPharmacyOutlined';
import { alpha, Box, ButtonBase, IconButton, Popover, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { PageLink } from '../../components/PageLink';
import { useLiteLang, useLiteText } from '../../components/i18nLite';
import { LanguageToggle } from '../../components/LanguageToggle';

interface ShortcutProps {
  to: string;
  icon: ReactNode;
  title: string;
  hint: string;
  testId: string;
  onClick: () => void;
}

function Shortcut({ to, icon, title, hint, testId, onClick }: ShortcutProps) {
  return (
    <ButtonBase
      component={PageLink}
      to={to}
      onClick={onClick}
      data-testid={testId}
      sx={(theme) => ({
        width: '100%',
        justifyContent: 'flex-start',
        textAlign: 'left',
        gap: 1.5,
        p: 1.5,
        borderRadius: 1.5,
        border: `1px solid ${theme.palette.divider}`,
        transition: 'background-color .15s',
        '&:hover': { bgcolor: alpha(theme.palette.primary.main, 0.08) },
      })}
    >
      <Box
        sx={{
          width: 44,
          height: 44,
          borderRadius: 1.25,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          flexShrink: 0,
        }}
      >
        {icon}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography fontWeight={700}>{title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      </Box>
      <ArrowForward fontSize="small" sx={{ color: 'text.disabled' }} />
    </ButtonBase>
  );
}

/** The landing menu's panel, loaded at the first click (a popover brings MUI's Modal and focus trap along). */
export default function LandingMenuPanel({
  anchor,
  onClose: close,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  const t = useLiteText();
  const [lang, setLang] = useLiteLang();
  return (
    <Popover
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { mt: 1.5, width: 360, maxWidth: 'calc(100vw - 24px)', borderRadius: 2, p: 2.5 } } }}
    >
      <Box data-testid="landing-menu">
        <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 2 }}>
          <Typography variant="h6">{t.landing.menuTitle}</Typography>
          <IconButton size="small" aria-label={t.common.close} onClick={close}>
            <Close fontSize="small" />
          </IconButton>
        </Stack>
        <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 2 }}>
          <Typography color="text.secondary">{t.landing.language}</Typography>
          <LanguageToggle value={lang} onChange={setLang} label={t.landing.language} />
        </Stack>
        <Stack spacing={1.25}>
          <Shortcut
            to="/pharmacy/login"
            icon={<LocalPharmacy />}
            title={t.landing.pharmacyLogin}
            hint={t.landing.pharmacyLoginHint}
            testId="shortcut-pharmacy"
            onClick={close}
          />
          <Shortcut
            to="/franchise/login"
            icon={<Hub />}
            title={t.landing.franchiseLogin}
            hint={t.landing.franchiseLoginHint}
            testId="shortcut-franchise"
            onClick={close}
          />
        </Stack>
      </Box>
    </Popover>
  );
}
