import { useActorRef } from '@xstate/react';
import { createRef, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { carouselMachine } from '../../../machines/content/carousel.machine';
import { inspect } from '../ui/inspect';
import { whenIdleAfterLoad } from '../ui/when-idle';

/**
 * When a carousel starts Swiper without being touched: `idle`, the carousel of the first screen (the banners), once
 * the browser is idle after the page's load; `near`, a carousel further down, when it comes near the window.
 */
export type CarouselWake = 'idle' | 'near';

/** How long the first screen's carousel waits for an idle moment after the page's load at most. */
export const IDLE_WAKE_TIMEOUT_MS = 2000;
/** How near the window a lower carousel comes before Swiper starts: a quick scroll finds it running. */
const NEAR = '300px';
/** What a shopper does to a carousel that starts it at once: touching, pointing at, focusing, typing in it. */
const TOUCHES = ['pointerdown', 'pointerover', 'focusin', 'keydown'] as const;

/** Where the carousel stands, as its previous/next buttons show it. */
export interface CarouselEdges {
  /** Swiper found that all slides fit: nothing to move. */
  locked: boolean;
  start: boolean;
  end: boolean;
}

/** Before Swiper has measured: at the first slide; whether the slides fit is for CSS to say (carouselButtonsShown). */
const UNMEASURED: CarouselEdges = { locked: false, start: true, end: false };

/**
 * The position kept outside React state: only the buttons read it. Kept in the carousel's own state, each Swiper event
 * (its start, every resize and slide change) redrew the whole carousel, every slide with it.
 */
function carouselPosition() {
  let edges = UNMEASURED;
  const listeners = new Set<() => void>();
  return {
    follow: (s: SwiperInstance) => {
      if (edges.locked === s.isLocked && edges.start === s.isBeginning && edges.end === s.isEnd) return;
      edges = { locked: s.isLocked, start: s.isBeginning, end: s.isEnd };
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    edges: () => edges,
    unmeasured: () => UNMEASURED,
  };
}

/** A carousel's parts: its statechart (static → loading → live), its frame element, its position. */
function createCarousel(options: SwiperOptions, wake: CarouselWake) {
  const frame = createRef<HTMLDivElement>();
  const position = carouselPosition();
  let swiper: SwiperInstance | null = null;
  const machine = carouselMachine.provide({
    actors: {
      startSwiper: fromPromise(async ({ signal }) => {
        const { startSwiper } = await import('./swiper-start');
        if (signal.aborted || !frame.current) throw new Error('The carousel has left the page');
        swiper = startSwiper(frame.current, options, position.follow);
      }),
    },
    actions: { move: (_, { move }) => void (move === 'next' ? swiper?.slideNext() : swiper?.slidePrev()) },
  });
  return { frame, position, machine, wake, stop: () => void swiper?.destroy(true, false) };
}

export type Carousel = ReturnType<typeof createCarousel> & { actor: ActorRefFrom<typeof carouselMachine> };

/**
 * A carousel that the page paints and hydrates without Swiper's script: its slides are drawn as swiper/react drew them
 * on the server (`.swiper` > `.swiper-wrapper` > `.swiper-slide`, the first slide in place; the layout is CSS's, see
 * carousel-layout.ts and Swiper's stylesheet in the first CSS file), and Swiper, a module of its own, is loaded and
 * started on those very slides when the carousel wakes (`wake`, or a touch; a button's press, kept until Swiper runs:
 * machines/content/carousel.machine.ts). `options` are Swiper's, fixed for the carousel's life: give the carousel a
 * key of its slides so that another set of slides starts it anew.
 */
export function useCarousel(options: SwiperOptions, wake: CarouselWake): Carousel {
  const [carousel] = useState(() => createCarousel(options, wake));
  const actor = useActorRef(carousel.machine, { inspect });
  useEffect(() => carousel.stop, [carousel]);
  return { ...carousel, actor };
}

/** Sends `carousel.wake` when the carousel's time comes or the shopper touches it; returns what stops listening. */
function wakeWhenDue(element: HTMLElement, wake: CarouselWake, send: () => void): () => void {
  const stops: (() => void)[] = [];
  const stop = () => stops.forEach((s) => s());
  const woken = () => {
    stop();
    send();
  };
  for (const type of TOUCHES) element.addEventListener(type, woken, { passive: true });
  stops.push(() => TOUCHES.forEach((type) => element.removeEventListener(type, woken)));
  if (wake === 'idle') stops.push(whenIdleAfterLoad(woken, IDLE_WAKE_TIMEOUT_MS));
  else if (typeof IntersectionObserver === 'undefined') woken();
  else {
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && woken(), {
      rootMargin: NEAR,
    });
    observer.observe(element);
    stops.push(() => observer.disconnect());
  }
  return stop;
}

/** The carousel's frame, as Swiper expects it: its slides (CarouselSlide) in a wrapper. */
export function CarouselFrame({
  carousel,
  style,
  children,
}: {
  carousel: Carousel;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const { frame, wake, actor } = carousel;
  useEffect(() => {
    if (!frame.current) return;
    return wakeWhenDue(frame.current, wake, () => actor.send({ type: 'carousel.wake' }));
  }, [frame, wake, actor]);
  return (
    <div ref={frame} className="swiper" style={style}>
      <div className="swiper-wrapper">{children}</div>
    </div>
  );
}

/** A slide of a carousel: a `.swiper-slide` as swiper/react drew it. */
export function CarouselSlide({ style, children }: { style?: CSSProperties; children: ReactNode }) {
  return (
    <div className="swiper-slide" style={style}>
      {children}
    </div>
  );
}
