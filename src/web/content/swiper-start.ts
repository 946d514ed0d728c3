import Swiper from 'swiper';
import { A11y, Autoplay, EffectFade, Keyboard } from 'swiper/modules';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';

/**
 * Swiper and the modules the shop's carousels use, in a module of their own: the carousels import it when they are
 * woken (src/web/content/carousel.tsx), so the page's first paint and hydration do without it. A module acts only
 * when its options ask for it (autoplay, effect 'fade', keyboard); A11y, on by default, every carousel asks for.
 */
const MODULES = [A11y, Autoplay, EffectFade, Keyboard];

/** The Swiper events after which the carousel's position (its ends, whether it moves at all) may have changed. */
const MOVED = ['slideChange', 'resize', 'breakpoint', 'lock', 'unlock'] as const;

/**
 * Starts Swiper on slides already in the page (the carousel's `.swiper` element, drawn by React): Swiper measures and
 * takes them over where they stand. `follow` hears of the carousel's position at the start and after every change.
 */
export function startSwiper(
  element: HTMLElement,
  options: SwiperOptions,
  follow: (swiper: SwiperInstance) => void,
): SwiperInstance {
  const swiper = new Swiper(element, {
    ...options,
    modules: MODULES,
    on: Object.fromEntries(MOVED.map((event) => [event, follow])),
  });
  follow(swiper);
  const autoplay = options.autoplay;
  if (typeof autoplay === 'object' && autoplay.pauseOnMouseEnter) {
    // Swiper pauses autoplay when the mouse comes over the carousel, but a mouse already resting on it came before
    // Swiper did (its coming is what woke the carousel), and Swiper's own resize handling resumes a paused autoplay
    // (its first measure counts as one): while the mouse is over it, Swiper is told so again, and resumes when the
    // mouse leaves.
    const holdWhileHovered = () => {
      if (element.matches(':hover')) element.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
    };
    holdWhileHovered();
    swiper.on('autoplayResume', holdWhileHovered);
  }
  return swiper;
}
