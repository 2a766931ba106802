import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { type Lang, LANGS } from '../contract/constants';
import { LANG_LABELS } from '../i18n/lang';

interface LanguageToggleProps {
  value: Lang;
  onChange: (lang: Lang) => void;
  label: string;
  size?: 'small' | 'medium';
}

/** FR | EN | العربية switch (landing page menu and sign-in screens). */
export function LanguageToggle({ value, onChange, label, size = 'small' }: LanguageToggleProps) {
  return (
    <ToggleButtonGroup
      exclusive
      size={size}
      value={value}
      aria-label={label}
      data-testid="language-toggle"
      onChange={(_, next: Lang | null) => next && next !== value && onChange(next)}
      sx={{ '& .MuiToggleButton-root': { px: 1.5, py: 0.5, fontWeight: 700, letterSpacing: '0.04em' } }}
    >
      {LANGS.map((lang) => (
        <ToggleButton key={lang} value={lang} lang={lang} data-testid={`lang-${lang}`} color="primary">
          {LANG_LABELS[lang]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
