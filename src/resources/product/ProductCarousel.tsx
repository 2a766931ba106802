import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import { swiperA11y, translatedSlideTexts } from '../../components/swiperA11y';
import { Swiper, SwiperSlide } from 'swiper/react';
import { mediaUrl } from '../../config/runtime';
import { useDirection } from '../../theme/DirectionRoot';
import type { ProductImage } from './types';

/** Default pause between two images of the details carousel (001 §9). */
export const CAROUSEL_DELAY_MS = 6000;

/** The product's pictures, main first: a carousel when there is more than one (001 §2). */
export function ProductCarousel({ images, name }: { images: ProductImage[]; name: string }) {
  const direction = useDirection();
  const translate = useTranslate();
  const frame = { height: { xs: 240, sm: 320 }, bgcolor: 'action.hover', borderRadius: 2, overflow: 'hidden' } as const;
  const img = (path: string | null, alt: string) => (
    <Box
      component="img"
      src={mediaUrl(path)}
      alt={alt}
      loading="lazy"
      sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
    />
  );
  if (images.length <= 1) return <Box sx={frame}>{img(images[0]?.path ?? null, name)}</Box>;
  return (
    <Box sx={{ ...frame, '--swiper-theme-color': (t) => t.palette.primary.main }} data-testid="product-carousel">
      <Swiper
        // Swiper reads the direction once, when it starts: a new one on a language change
        key={direction}
        dir={direction}
        modules={[Autoplay, Navigation, Pagination, A11y]}
        a11y={swiperA11y(translatedSlideTexts(translate))}
        autoplay={{ delay: CAROUSEL_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
        navigation
        pagination={{ clickable: true }}
        loop
        style={{ height: '100%' }}
      >
        {images.map((i, n) => (
          <SwiperSlide key={i.id}>{img(i.path, `${name} ${n + 1}`)}</SwiperSlide>
        ))}
      </Swiper>
    </Box>
  );
}
