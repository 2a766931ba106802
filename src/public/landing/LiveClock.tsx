import AccessTime from '@mui/icons-material/AccessTimeRounded';
import { Box, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLiteLang, useLiteText } from '../../components/i18nLite';
import { intlLocale } from '../../i18n/lang';

/** A long date and time ("mercredi 30 septembre 2026, 23:59:59"). */
const PLACEHOLDER = new Date(2026, 8, 30, 23, 59, 59);

/** Current date and time in the interface language, refreshed every second (spec 000 §1, §9). */
export function LiveClock({ compact = false }: { compact?: boolean }) {
  const [lang] = useLiteLang();
  const t = useLiteText();
  // no time before the clock is mounted: the prerendered page (src/public/landing/prerender.tsx) and the app's
  // hydration of it draw the same hidden placeholder, which holds the clock's place; the time comes in a render of its
  // own after the page is taken over (set in a layout effect, it drew the clock again within the hydration's commit)
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const id = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(id);
  }, []);
  const shown = now ?? PLACEHOLDER;
  const locale = intlLocale(lang);
  const longDate = shown.toLocaleDateString(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  // "samedi 21 novembre 2026" → "Samedi 21 novembre 2026" (months keep their lower case in French)
  const date = longDate.charAt(0).toUpperCase() + longDate.slice(1);
  const time = shown.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  return (
    <Box
      role="timer"
      aria-label={t.landing.clockLabel}
      data-testid="landing-clock"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, color: 'text.primary', minWidth: 0 }}
    >
      <AccessTime sx={{ color: 'primary.main', fontSize: compact ? 20 : 28 }} />
      <Box sx={{ minWidth: 0, visibility: now ? undefined : 'hidden' }}>
        <Typography
          component="time"
          dateTime={shown.toISOString()}
          // Node and the browser may word the placeholder differently (their Intl data)
          suppressHydrationWarning
          sx={{
            display: 'block',
            fontWeight: 800,
            fontSize: compact ? 16 : 26,
            lineHeight: 1.1,
            fontVariantNumeric: 'tabular-nums',
            letterSpacing: '0.02em',
          }}
          data-testid="landing-clock-time"
        >
          {time}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ whiteSpace: 'nowrap' }}
          data-testid="landing-clock-date"
          suppressHydrationWarning
        >
          {date}
        </Typography>
      </Box>
    </Box>
  );
}
