import type { SystemStyleObject } from '@chakra-ui/react';
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

/** What Swiper sets on each slide for a number of slides per view and the space between them. */
function slideBox(perView: number, gap: number): SystemStyleObject {
  return { width: `calc((100% - ${(perView - 1) * gap}px) / ${perView})`, marginInlineEnd: `${gap}px` };
}

/** A style for each of Swiper's steps (slides per view, space between), at the widths Swiper takes them. */
function byCarouselStep(style: (perView: number, gap: number) => SystemStyleObject): SystemStyleObject {
  return {
    ...style(CAROUSEL_BASE.slidesPerView, CAROUSEL_BASE.spaceBetween),
    ...Object.fromEntries(
      Object.entries(CAROUSEL_BREAKPOINTS).map(([minWidth, step]) => [
        `@media (min-width: ${minWidth}px)`,
        style(Number(step.slidesPerView), Number(step.spaceBetween)),
      ]),
    ),
  };
}

const NOT_STARTED_SLIDE = '& .swiper:not(.swiper-initialized) > .swiper-wrapper > .swiper-slide';

/**
 * The carousels' slides as Swiper will lay them out, before it has started: in the server's page, while a block
 * waits to hydrate (it does when it comes near the window) and until Swiper's module has loaded (carousel.tsx).
 * Without it the slides stood one per view, edge to edge, until Swiper measured them, and a wide screen saw three
 * slides jump into place.
 */
export const CAROUSEL_BEFORE_START: SystemStyleObject = byCarouselStep((perView, gap) => ({
  [NOT_STARTED_SLIDE]: slideBox(perView, gap),
}));

/**
 * A carousel's buttons, shown only at the widths where its `slides` do not all fit (Swiper's breakpoints, as CSS media
 * queries): before Swiper has measured, the page already knows where there is nothing to move.
 */
export function shownWhileSlidesOverflow(slides: number): SystemStyleObject {
  return byCarouselStep((perView) => ({ display: slides > perView ? 'flex' : 'none' }));
}

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

/** Swiper's options for the webinar and review carousels: 1 or 3 slides per view, moved by touch, keys and buttons. */
export const LIST_CAROUSEL = {
  ...CAROUSEL_BASE,
  a11y: CAROUSEL_A11Y,
  keyboard: { enabled: true, onlyInViewport: true },
} satisfies SwiperOptions;
