import 'swiper/css';
import 'swiper/css/pagination';
import { Box, Typography } from '@mui/material';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { useLiteText } from '../../components/i18nLite';
import { useDirection } from '../../theme/DirectionRoot';

const images = ['/img/slide-1.webp', '/img/slide-2.webp', '/img/slide-3.webp'];

/** The landing carousel (spec 000 §9): one slide visible, wraps, every 3000 ms, 800 ms transition, pauses on hover; right to left in Arabic. */
export function HeroCarousel() {
  const t = useLiteText();
  const direction = useDirection();
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
        '& .swiper-pagination': { textAlign: 'right', pr: 2.5, bottom: '14px !important' },
      }}
    >
      <Swiper
        // Swiper reads the direction once, when it starts: a new one on a language change
        key={direction}
        dir={direction}
        modules={[Autoplay, Pagination, A11y]}
        slidesPerView={1}
        loop
        speed={800}
        autoplay={{ delay: 3000, pauseOnMouseEnter: true, disableOnInteraction: false }}
        pagination={{ clickable: true }}
      >
        {images.map((src, i) => {
          const caption = t.landing.slides[i]!;
          return (
            <SwiperSlide key={src}>
              <Box sx={{ position: 'relative', aspectRatio: { xs: '16 / 10', sm: '16 / 9' } }}>
                <Box
                  component="img"
                  src={src}
                  alt={caption.title}
                  width={1600}
                  height={700}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'low'}
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
            </SwiperSlide>
          );
        })}
      </Swiper>
    </Box>
  );
}
