import { Box } from '@mui/material';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { HeroSlide } from './HeroSlide';

// Swiper comes in its own chunk, after the first slide is drawn: the landing page's first paint does not wait for it
const SwiperHero = lazy(() => import('./SwiperHero'));

/**
 * The landing carousel (spec 000 §9), showing its first slide until Swiper has loaded. The first render, the one
 * prerendered (prerender.tsx) and hydrated, has the slide alone; Swiper is asked for once mounted, in a transition
 * that keeps the slide shown until it is in.
 */
export function HeroCarousel() {
  const [swiper, setSwiper] = useState(false);
  useEffect(() => startTransition(() => setSwiper(true)), []);
  return (
    <Box
      data-testid="landing-carousel"
      sx={{
        borderRadius: { xs: 2, md: 3 },
        overflow: 'hidden',
        boxShadow: '0 30px 60px -20px rgba(15, 118, 110, 0.45)',
        bgcolor: '#0f766e',
        '--swiper-pagination-color': '#ffffff',
        '--swiper-pagination-bullet-inactive-color': '#ffffff',
        '--swiper-pagination-bullet-inactive-opacity': '0.5',
        '--swiper-pagination-bullet-size': '9px',
        '& .swiper-pagination': { textAlign: 'end', px: 2.5, bottom: '14px !important' },
      }}
    >
      <Suspense fallback={<HeroSlide index={0} />}>{swiper ? <SwiperHero /> : <HeroSlide index={0} />}</Suspense>
    </Box>
  );
}
