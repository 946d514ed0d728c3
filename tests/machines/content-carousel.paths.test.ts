import type { EventObject } from 'xstate';
import {
  carouselMachine,
  type CarouselContext,
  type CarouselMove,
  MOST_KEPT_MOVES,
} from '../../machines/content/carousel.machine';
import { describePathTests } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of a carousel's start (issue 14): drawn without Swiper, woken, Swiper loaded and started on the same
// slides; the previous/next presses made before Swiper runs are made once it does, in order, none lost.

const PRESSES = ['carousel.previous', 'carousel.next'];
const moveOf = (event: EventObject): CarouselMove => (event.type === 'carousel.previous' ? 'previous' : 'next');
const FAILED = 'error: startSwiper';
/** The room for kept presses the paths are given (the shop's is MOST_KEPT_MOVES). */
const ROOM = 2;

/**
 * The presses Swiper makes by the end of these events: those since it last failed to load (or since the start), the
 * first ROOM of them kept until it runs, then each one as it comes.
 */
function madeMoves(events: EventObject[]): CarouselMove[] {
  const since = events.findLastIndex((event) => event.type.startsWith('xstate.error.actor.'));
  const later = events.slice(since + 1);
  const started = later.findIndex((event) => event.type.startsWith('xstate.done.actor.'));
  const presses = (list: EventObject[]) => list.filter((event) => PRESSES.includes(event.type)).map(moveOf);
  if (started < 0) return presses(later).slice(0, ROOM);
  return [...presses(later.slice(0, started)).slice(0, ROOM), ...presses(later.slice(started))];
}

await describePathTests(carouselMachine, {
  actors: { startSwiper: { done: [undefined], error: [new Error('Loading chunk failed')] } },
  // Presses while Swiper loads pile up to MOST_KEPT_MOVES; a room of two takes every transition (none, one, full).
  provide: { guards: { roomForMove: ({ context }: { context: CarouselContext }) => context.moves.length < ROOM } },
  states: {
    static: ({ context, invoked, actions }) => {
      // Nothing loaded, nothing moved: the server's slides as they are.
      expect(context.moves).toEqual([]);
      expect(invoked.startSwiper ?? []).toHaveLength(0);
      expect(actions.move).not.toHaveBeenCalled();
    },
    loading: ({ context, events, count, actions, invoked }) => {
      // Swiper is loaded once per try: once woken, and again on a press after a failed load.
      expect(invoked.startSwiper).toHaveLength(1 + count(FAILED));
      expect(context.moves).toEqual(madeMoves(events));
      expect(actions.move).not.toHaveBeenCalled();
    },
    live: ({ context, events, actions }) => {
      // Every press since the last failure is made, in order: those kept while loading, then each one at once.
      expect(context.moves).toEqual([]);
      expect(actions.move.mock.calls.map((call) => (call[1] as { move: CarouselMove }).move)).toEqual(
        madeMoves(events),
      );
    },
    failed: ({ context, actions, happened }) => {
      // The carousel stays as drawn; the presses waiting for Swiper are given up (the next one tries again).
      expect(happened(FAILED)).toBe(true);
      expect(context.moves).toEqual([]);
      expect(actions.move).not.toHaveBeenCalled();
    },
  },
});

describe('carousel examples', () => {
  it('a press before Swiper has loaded loads it, then moves', async () => {
    const run = await startScenario(carouselMachine);
    expect(run.value).toBe('static');
    await run.send({ type: 'carousel.next' });
    expect(run.value).toBe('loading');
    expect(run.running('startSwiper')).toBe(1);
    await run.send({ type: 'carousel.next' });
    await run.send({ type: 'carousel.previous' });
    expect(run.actions.move).not.toHaveBeenCalled();
    await run.done('startSwiper', undefined);
    expect(run.value).toBe('live');
    expect(run.actions.move.mock.calls.map((call) => call[1])).toEqual([
      { move: 'next' },
      { move: 'next' },
      { move: 'previous' },
    ]);
    await run.send({ type: 'carousel.next' });
    expect(run.actions.move).toHaveBeenCalledTimes(4);
    expect(run.context.moves).toEqual([]);
  });

  it(`keeps at most ${MOST_KEPT_MOVES} presses while Swiper loads`, async () => {
    const run = await startScenario(carouselMachine);
    for (let press = 0; press < MOST_KEPT_MOVES + 3; press += 1) await run.send({ type: 'carousel.next' });
    expect(run.context.moves).toHaveLength(MOST_KEPT_MOVES);
    await run.done('startSwiper', undefined);
    expect(run.actions.move).toHaveBeenCalledTimes(MOST_KEPT_MOVES);
  });

  it('woken, it loads Swiper once; a failed load stays drawn and the next press tries again', async () => {
    const run = await startScenario(carouselMachine);
    await run.send({ type: 'carousel.wake' });
    await run.send({ type: 'carousel.wake' });
    expect(run.invoked.startSwiper).toHaveLength(1);
    await run.fail('startSwiper', new Error('Loading chunk failed'));
    expect(run.value).toBe('failed');
    await run.send({ type: 'carousel.wake' });
    expect(run.value).toBe('failed');
    await run.send({ type: 'carousel.previous' });
    expect(run.value).toBe('loading');
    expect(run.invoked.startSwiper).toHaveLength(2);
    await run.done('startSwiper', undefined);
    expect(run.actions.move.mock.calls.map((call) => call[1])).toEqual([{ move: 'previous' }]);
  });
});
