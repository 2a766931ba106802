import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { type Lang, LANGS } from '../contract/constants';

interface LanguageToggleProps {
  value: Lang;
  onChange: (lang: Lang) => void;
  label: string;
  size?: 'small' | 'medium';
}

/** FR | EN switch (landing page menu and sign-in screens). */
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
          {lang.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
