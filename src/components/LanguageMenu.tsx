import Translate from '@mui/icons-material/Translate';
import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { LANG_LABELS, toLang } from '../i18n/lang';

// the menu is loaded at the first opening (like AccountMenu's)
const loadPanel = () => import('./LanguageMenuPanel');
const LanguageMenuPanel = lazy(loadPanel);

/** Language menu of the top bars (react-admin areas): the choice is kept under `lang` (spec 000 §1). */
export function LanguageMenu() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      {/* the browser's tooltip (title), like the other top-bar buttons (TopBarIconLink) */}
      <Button
        color="inherit"
        onClick={(e) => {
          setWanted(true);
          setAnchor(e.currentTarget);
        }}
        onPointerEnter={() => void loadPanel()}
        startIcon={<Translate fontSize="small" />}
        aria-haspopup="menu"
        aria-label={translate('common.languageCurrent', { lang: LANG_LABELS[toLang(locale)] })}
        title={translate('common.language')}
        data-testid="language-menu"
        sx={{ minWidth: 0, px: 1, fontWeight: 700 }}
      >
        {LANG_LABELS[toLang(locale)]}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <LanguageMenuPanel anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
