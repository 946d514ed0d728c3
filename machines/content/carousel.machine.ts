import { assign, enqueueActions, setup } from 'xstate';
import { notProvided } from '../not-provided';

/**
 * A storefront carousel's start (product §2: the home banners, the webinar and review carousels; issue 14: the page's
 * first paint and hydration do without Swiper's script).
 *
 * The carousel is first the server's markup of its slides, laid out by CSS as Swiper will lay them out (`static`).
 * Woken (the banner when the browser is idle after the page's load, a lower carousel when it comes near the window,
 * any of them when the shopper touches, points at or focuses it), it loads Swiper's module and starts Swiper on those
 * same slides (`loading`), then Swiper drives it (`live`). A press of its previous/next button before that is kept and
 * made once Swiper runs, in order; a module that cannot load leaves the carousel as it is drawn (`failed`), and the
 * next press tries again.
 */

export type CarouselMove = 'previous' | 'next';

export interface CarouselContext {
  /** Presses waiting for Swiper, in order. */
  moves: CarouselMove[];
}

export type CarouselEvent = { type: 'carousel.wake' } | { type: 'carousel.previous' } | { type: 'carousel.next' };

const moveOf = (event: CarouselEvent): CarouselMove => (event.type === 'carousel.previous' ? 'previous' : 'next');

/** Most presses kept while Swiper loads: more are not a shopper paging through, and would only queue up a spin. */
export const MOST_KEPT_MOVES = 10;

export const carouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
  },
  actors: {
    /** Provided by the carousel: loads Swiper's module and starts Swiper on the carousel's slides. */
    startSwiper: notProvided<void>('startSwiper'),
  },
  actions: {
    /** Provided by the carousel: Swiper moves one slide back or on. */
    move: (_, _params: { move: CarouselMove }) => {},
    keepMove: assign({ moves: ({ context, event }) => [...context.moves, moveOf(event)] }),
    forgetMoves: assign({ moves: [] }),
  },
  guards: {
    roomForMove: ({ context }) => context.moves.length < MOST_KEPT_MOVES,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'carousel',
  context: { moves: [] },
  initial: 'static',
  states: {
    static: {
      on: {
        'carousel.wake': 'loading',
        'carousel.previous': { target: 'loading', actions: 'keepMove' },
        'carousel.next': { target: 'loading', actions: 'keepMove' },
      },
    },
    loading: {
      invoke: {
        src: 'startSwiper',
        // The presses kept while loading, made in order.
        onDone: {
          target: 'live',
          actions: enqueueActions(({ context, enqueue }) => {
            for (const move of context.moves) enqueue({ type: 'move', params: { move } });
            enqueue.assign({ moves: [] });
          }),
        },
        onError: { target: 'failed', actions: 'forgetMoves' },
      },
      on: {
        'carousel.previous': { guard: 'roomForMove', actions: 'keepMove' },
        'carousel.next': { guard: 'roomForMove', actions: 'keepMove' },
      },
    },
    live: {
      on: {
        'carousel.previous': { actions: { type: 'move', params: { move: 'previous' } } },
        'carousel.next': { actions: { type: 'move', params: { move: 'next' } } },
      },
    },
    failed: {
      on: {
        'carousel.previous': { target: 'loading', actions: 'keepMove' },
        'carousel.next': { target: 'loading', actions: 'keepMove' },
      },
    },
  },
});
