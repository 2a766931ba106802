import type { SwiperOptions } from 'swiper/types';

type A11yOptions = Exclude<SwiperOptions['a11y'], boolean | undefined>;

/** The carousels' words for screen readers, in `common.slides` of the interface language. */
export interface SlideTexts {
  previous: string;
  next: string;
  first: string;
  last: string;
  goTo: string;
  carousel: string;
  slide: string;
}

/** Swiper's A11y messages in the user's language (its defaults are English: "Previous slide", issue 27 §19). */
export const swiperA11y = (t: SlideTexts): A11yOptions => ({
  prevSlideMessage: t.previous,
  nextSlideMessage: t.next,
  firstSlideMessage: t.first,
  lastSlideMessage: t.last,
  paginationBulletMessage: t.goTo,
  containerRoleDescriptionMessage: t.carousel,
  itemRoleDescriptionMessage: t.slide,
});

/** The same texts through react-admin's translate. */
export const translatedSlideTexts = (translate: (key: string) => string): SlideTexts => ({
  previous: translate('common.slides.previous'),
  next: translate('common.slides.next'),
  first: translate('common.slides.first'),
  last: translate('common.slides.last'),
  goTo: translate('common.slides.goTo'),
  carousel: translate('common.slides.carousel'),
  slide: translate('common.slides.slide'),
});
