import MenuIcon from '@mui/icons-material/Menu';
import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useLiteText } from '../../components/i18nLite';

const LandingMenuPanel = lazy(() => import('./LandingMenuPanel'));

/** The landing menu button: language switch (FR, EN) and the pharmacy and franchise sign-in shortcuts (spec 000 §2). */
export function LandingMenu() {
  const t = useLiteText();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant="contained"
        onClick={(e) => {
          setWanted(true);
          setAnchor(e.currentTarget);
        }}
        // the panel's code is fetched as soon as the pointer comes near, so the click opens it at once
        onPointerEnter={() => void import('./LandingMenuPanel')}
        startIcon={<MenuIcon />}
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchor)}
        data-testid="landing-menu-button"
        sx={{ borderRadius: 999, px: { xs: 1.75, sm: 2.25 } }}
      >
        {t.landing.menu}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <LandingMenuPanel anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
