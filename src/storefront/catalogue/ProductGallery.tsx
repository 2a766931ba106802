import { Box } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Keyboard, Navigation, Thumbs } from 'swiper/modules';
import { swiperA11y, translatedSlideTexts } from '../../components/swiperA11y';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/thumbs';
import { useDirection } from '../../theme/DirectionRoot';
import { ProductImage } from './ProductImage';

/** Image carousel with thumbnails (spec 000 §2 "Products list and detail"), main image first; right to left in Arabic. */
export function ProductGallery({ name, images }: { name: string; images: { id: number; path: string }[] }) {
  const translate = useTranslate();
  const direction = useDirection();
  const [thumbs, setThumbs] = useState<SwiperInstance | null>(null);
  const slides = images.length ? images : [{ id: 0, path: '' }];
  return (
    <Box
      data-testid="product-gallery"
      sx={{
        '--swiper-navigation-size': '22px',
        '--swiper-theme-color': (t) => t.palette.primary.main,
        '& .swiper-button-prev, & .swiper-button-next': {
          width: 40,
          height: 40,
          borderRadius: '50%',
          bgcolor: 'rgba(255,255,255,0.9)',
          boxShadow: '0 4px 14px rgba(0,0,0,0.12)',
          '& svg': { width: 14, height: 14 },
        },
        '& .swiper-button-disabled': { opacity: 0 },
        '& .thumbs .swiper-slide': { opacity: 0.55, cursor: 'pointer', transition: 'opacity .2s' },
        '& .thumbs .swiper-slide-thumb-active': {
          opacity: 1,
          outline: (t) => `2px solid ${t.palette.primary.main}`,
          outlineOffset: -2,
          borderRadius: 2,
        },
      }}
    >
      <Swiper
        // Swiper reads the direction once, when it starts: a new one on a language change
        key={direction}
        dir={direction}
        modules={[Navigation, Thumbs, Keyboard, A11y]}
        a11y={swiperA11y(translatedSlideTexts(translate))}
        navigation={slides.length > 1}
        keyboard
        loop={false}
        thumbs={{ swiper: thumbs && !thumbs.destroyed ? thumbs : null }}
        style={{ borderRadius: 20, overflow: 'hidden' }}
      >
        {slides.map((img, i) => (
          <SwiperSlide key={img.id}>
            <ProductImage path={img.path || null} alt={translate('shop.product.image', { index: i + 1, name })} />
          </SwiperSlide>
        ))}
      </Swiper>
      {slides.length > 1 && (
        <Box sx={{ mt: 1.5 }}>
          <Swiper
            key={direction}
            dir={direction}
            className="thumbs"
            modules={[Thumbs]}
            onSwiper={setThumbs}
            slidesPerView={4}
            spaceBetween={10}
            watchSlidesProgress
          >
            {slides.map((img, i) => (
              <SwiperSlide key={img.id}>
                <ProductImage
                  path={img.path}
                  alt={translate('shop.product.image', { index: i + 1, name })}
                  rounded={2}
                />
              </SwiperSlide>
            ))}
          </Swiper>
        </Box>
      )}
    </Box>
  );
}
