import AccessTime from '@mui/icons-material/AccessTimeRounded';
import { Box, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLiteLang, useLiteText } from '../../components/i18nLite';
import { intlLocale } from '../../i18n/lang';

/** Current date and time in the interface language, refreshed every second (spec 000 §1, §9). */
export function LiveClock({ compact = false }: { compact?: boolean }) {
  const [lang] = useLiteLang();
  const t = useLiteText();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(id);
  }, []);
  const locale = intlLocale(lang);
  const longDate = now.toLocaleDateString(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  // "samedi 21 novembre 2026" → "Samedi 21 novembre 2026" (months keep their lower case in French)
  const date = longDate.charAt(0).toUpperCase() + longDate.slice(1);
  const time = now.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  return (
    <Box
      role="timer"
      aria-label={t.landing.clockLabel}
      data-testid="landing-clock"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, color: 'text.primary', minWidth: 0 }}
    >
      <AccessTime sx={{ color: 'primary.main', fontSize: compact ? 20 : 28 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component="time"
          dateTime={now.toISOString()}
          sx={{ display: 'block', fontWeight: 800, fontSize: compact ? 16 : 26, lineHeight: 1.1, fontVariantNumeric: 'tabular-nums', letterSpacing: '0.02em' }}
          data-testid="landing-clock-time"
        >
          {time}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }} data-testid="landing-clock-date">
          {date}
        </Typography>
      </Box>
    </Box>
  );
}
