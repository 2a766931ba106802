import Check from '@mui/icons-material/Check';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { LANGS } from '../contract/constants';

/** The language menu's panel, loaded at the first opening (LanguageMenu). */
export default function LanguageMenuPanel({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {LANGS.map((lang) => (
        <MenuItem
          key={lang}
          lang={lang}
          selected={lang === locale}
          data-testid={`lang-${lang}`}
          onClick={() => {
            onClose();
            if (lang !== locale) setLocale(lang);
          }}
        >
          <ListItemIcon>{lang === locale && <Check fontSize="small" />}</ListItemIcon>
          <ListItemText>{translate(`common.languages.${lang}`)}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
