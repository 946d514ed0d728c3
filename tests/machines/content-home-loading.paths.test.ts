import type { EventObject } from 'xstate';
import { HOME_BLOCKS, homeLoadingMachine, type HomeBlock } from '../../machines/content/home-loading.machine';
import { describePathTests } from './harness/path-model';

// Every path of the home page's loading overlay (product §2 "Home page"): it waits until the 4 blocks have reported
// (mounted, or failed), then for the images, then fades out over 0.4 s; images that never finish are given up on.

type BlockEvent = EventObject & { block: HomeBlock };
const blockEvents = (events: EventObject[]) =>
  events.filter((e): e is BlockEvent => e.type === 'home.block.mounted' || e.type === 'home.block.failed');

/** What the context must hold after these events: each block once, in page order; a block's first report counts. */
function expected(events: EventObject[]) {
  const first = new Map<HomeBlock, string>();
  for (const e of blockEvents(events)) if (!first.has(e.block)) first.set(e.block, e.type);
  return {
    reported: HOME_BLOCKS.filter((b) => first.has(b)),
    failed: HOME_BLOCKS.filter((b) => first.get(b) === 'home.block.failed'),
  };
}

await describePathTests(homeLoadingMachine, {
  events: {
    'home.block.mounted': HOME_BLOCKS.map((block) => ({ type: 'home.block.mounted', block })),
    // A failure of the two blocks whose calls fail most visibly is enough to take every transition.
    'home.block.failed': (['novelties', 'reviews'] as const).map((block) => ({ type: 'home.block.failed', block })),
  },
  actors: {
    waitForImages: { done: [undefined], error: [new Error('image check failed')] },
  },
  states: {
    waitingForBlocks: ({ context, events, invoked }) => {
      expect(context).toEqual(expected(events));
      expect(context.reported.length).toBeLessThan(4);
      expect(invoked.waitForImages).toHaveLength(0);
    },
    waitingForImages: ({ context, events, invoked }) => {
      expect(context).toEqual(expected(events));
      expect(context.reported).toEqual([...HOME_BLOCKS]);
      // Images are checked once, and only after the fourth block.
      expect(invoked.waitForImages).toHaveLength(1);
    },
    fading: ({ context, happened }) => {
      expect(context.reported).toEqual([...HOME_BLOCKS]);
      expect(happened('done: waitForImages') || happened('error: waitForImages') || happened('after 10 s')).toBe(true);
    },
    done: ({ snapshot, happened }) => {
      expect(snapshot.status).toBe('done');
      expect(happened('after 400 ms')).toBe(true);
    },
  },
});
