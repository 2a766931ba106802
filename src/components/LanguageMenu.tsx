import Check from '@mui/icons-material/Check';
import Translate from '@mui/icons-material/Translate';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { LANGS } from '../contract/constants';
import { LANG_LABELS, toLang } from '../i18n/lang';

/** Language menu of the top bars (react-admin areas): the choice is kept under `lang` (spec 000 §1). */
export function LanguageMenu() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      {/* the browser's tooltip (title), like the other top-bar buttons (TopBarIconLink) */}
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        startIcon={<Translate fontSize="small" />}
        aria-haspopup="menu"
        aria-label={translate('common.language')}
        title={translate('common.language')}
        data-testid="language-menu"
        sx={{ minWidth: 0, px: 1, fontWeight: 700 }}
      >
        {LANG_LABELS[toLang(locale)]}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGS.map((lang) => (
          <MenuItem
            key={lang}
            lang={lang}
            selected={lang === locale}
            data-testid={`lang-${lang}`}
            onClick={() => {
              setAnchor(null);
              if (lang !== locale) setLocale(lang);
            }}
          >
            <ListItemIcon>{lang === locale && <Check fontSize="small" />}</ListItemIcon>
            <ListItemText>{translate(`common.languages.${lang}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
