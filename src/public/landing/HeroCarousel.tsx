import { Box, ButtonBase, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLiteText } from '../../components/i18nLite';

const images = ['/img/slide-1.webp', '/img/slide-2.webp', '/img/slide-3.webp'];
const DELAY_MS = 3000;
const TRANSITION_MS = 800;

/**
 * The landing carousel (spec 000 §9): one slide visible, wraps, every 3000 ms, 800 ms transition, pauses on hover,
 * clickable dots. Slides cross-fade in place; no carousel library, so the landing page stays light (issue 11 budget).
 */
export function HeroCarousel() {
  const t = useLiteText();
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => setActive((i) => (i + 1) % images.length), DELAY_MS);
    return () => clearTimeout(timer);
  }, [active, paused]);

  return (
    <Box
      data-testid="landing-carousel"
      role="region"
      aria-roledescription="carousel"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      sx={{
        position: 'relative',
        aspectRatio: { xs: '16 / 10', sm: '16 / 9' },
        borderRadius: { xs: 2, md: 3 },
        overflow: 'hidden',
        boxShadow: '0 30px 60px -20px rgba(15, 118, 110, 0.45)',
        bgcolor: '#0f766e',
      }}
    >
      {images.map((src, i) => {
        const caption = t.landing.slides[i]!;
        return (
          <Box
            key={src}
            data-testid="landing-slide"
            data-index={i}
            data-active={i === active}
            role="group"
            aria-roledescription="slide"
            aria-hidden={i !== active}
            sx={{ position: 'absolute', inset: 0, opacity: i === active ? 1 : 0, transition: `opacity ${TRANSITION_MS}ms ease` }}
          >
            <Box
              component="img"
              src={src}
              alt={caption.title}
              width={1600}
              height={700}
              // the first slide is the page's largest paint (preloaded by server/web.ts); the others may wait
              fetchPriority={i === 0 ? 'high' : 'low'}
              decoding={i === 0 ? 'sync' : 'async'}
              sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', objectPosition: '70% 50%' }}
            />
            <Box
              sx={{
                position: 'absolute',
                insetInline: 0,
                bottom: 0,
                px: { xs: 2.5, sm: 4 },
                pt: { xs: 6, sm: 10 },
                pb: { xs: 4.5, sm: 5 },
                color: '#fff',
                background: 'linear-gradient(180deg, rgba(4,47,46,0) 0%, rgba(4,47,46,0.55) 45%, rgba(4,47,46,0.85) 100%)',
              }}
            >
              <Typography sx={{ fontWeight: 800, fontSize: { xs: 18, sm: 24 }, lineHeight: 1.2 }}>{caption.title}</Typography>
              <Typography sx={{ mt: 0.5, opacity: 0.9, fontSize: { xs: 13.5, sm: 15 }, maxWidth: 520, display: { xs: 'none', sm: 'block' } }}>
                {caption.text}
              </Typography>
            </Box>
          </Box>
        );
      })}
      <Box sx={{ position: 'absolute', bottom: 6, insetInlineEnd: 12, display: 'flex' }}>
        {images.map((src, i) => (
          <ButtonBase
            key={src}
            aria-label={t.landing.slides[i]!.title}
            aria-current={i === active}
            onClick={() => setActive(i)}
            sx={{
              width: 24,
              height: 24,
              '&::after': { content: '""', width: 9, height: 9, borderRadius: '50%', bgcolor: '#fff', opacity: i === active ? 1 : 0.5, transition: 'opacity .2s' },
            }}
          />
        ))}
      </Box>
    </Box>
  );
}
