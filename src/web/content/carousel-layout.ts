import type { SwiperOptions } from 'swiper/types';
import { BREAKPOINT_PX, CAROUSEL_LAYOUT } from '../../domain/constants';

/**
 * product §9: the seminar and review carousels show 1 slide at 1240 px or less, else 3; slides 20 px apart, 95 px from
 * 1800 px and 130 px from 2250 px. Swiper's breakpoints are minimum widths.
 */
export const CAROUSEL_BREAKPOINTS: NonNullable<SwiperOptions['breakpoints']> = {
  [BREAKPOINT_PX.CAROUSEL_ONE_SLIDE + 1]: {
    slidesPerView: CAROUSEL_LAYOUT.SLIDES_WIDE,
    spaceBetween: CAROUSEL_LAYOUT.SPACE_BETWEEN.BASE,
  },
  [BREAKPOINT_PX.CAROUSEL_WIDE]: {
    slidesPerView: CAROUSEL_LAYOUT.SLIDES_WIDE,
    spaceBetween: CAROUSEL_LAYOUT.SPACE_BETWEEN.FROM_1800,
  },
  [BREAKPOINT_PX.CAROUSEL_SPACING_WIDEST]: {
    slidesPerView: CAROUSEL_LAYOUT.SLIDES_WIDE,
    spaceBetween: CAROUSEL_LAYOUT.SPACE_BETWEEN.FROM_2250,
  },
};

export const CAROUSEL_BASE = {
  slidesPerView: CAROUSEL_LAYOUT.SLIDES_NARROW,
  spaceBetween: CAROUSEL_LAYOUT.SPACE_BETWEEN.BASE,
  breakpoints: CAROUSEL_BREAKPOINTS,
} satisfies SwiperOptions;

/** Swiper's own screen-reader texts, in Russian. */
export const CAROUSEL_A11Y = {
  enabled: true,
  containerRoleDescriptionMessage: 'карусель',
  itemRoleDescriptionMessage: 'слайд',
  slideLabelMessage: '{{index}} из {{slidesLength}}',
  prevSlideMessage: 'Предыдущий слайд',
  nextSlideMessage: 'Следующий слайд',
  firstSlideMessage: 'Это первый слайд',
  lastSlideMessage: 'Это последний слайд',
} satisfies SwiperOptions['a11y'];
