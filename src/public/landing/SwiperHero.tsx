import 'swiper/css';
import 'swiper/css/pagination';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { useLiteText } from '../../components/i18nLite';
import { swiperA11y } from '../../components/swiperA11y';
import { useDirection } from '../../theme/DirectionRoot';
import { HERO_IMAGES, HeroSlide } from './HeroSlide';

/** The landing carousel's Swiper (spec 000 §9): one slide visible, wraps, every 3000 ms, 800 ms transition, pauses on hover. */
export default function SwiperHero() {
  const direction = useDirection();
  const texts = useLiteText();
  return (
    <Swiper
      // Swiper reads the direction once, when it starts: a new one on a language change
      key={direction}
      dir={direction}
      modules={[Autoplay, Pagination, A11y]}
      a11y={swiperA11y(texts.common.slides)}
      slidesPerView={1}
      loop
      speed={800}
      autoplay={{ delay: 3000, pauseOnMouseEnter: true, disableOnInteraction: false }}
      pagination={{ clickable: true }}
    >
      {HERO_IMAGES.map((src, i) => (
        <SwiperSlide key={src}>
          <HeroSlide index={i} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
