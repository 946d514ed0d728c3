import type { EventObject } from 'xstate';
import {
  HOME_BLOCKS,
  homeLoadingMachine,
  type HomeBlock,
  IMAGES_TIMEOUT_MS,
} from '../../machines/content/home-loading.machine';
import { describePathTests } from './harness/path-model';
import { type Scenario, startScenario } from './harness/scenario';

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
    served: false,
    reported: HOME_BLOCKS.filter((b) => first.has(b)),
    failed: HOME_BLOCKS.filter((b) => first.get(b) === 'home.block.failed'),
  };
}

await describePathTests(homeLoadingMachine, {
  inputs: {
    'drawn in the browser': { served: false },
    'rendered by the server': { served: true },
  },
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
      expect(happened('done: waitForImages') || happened('error: waitForImages') || happened('after 1500 ms')).toBe(
        true,
      );
    },
    done: ({ snapshot, happened, input }) => {
      expect(snapshot.status).toBe('done');
      // A served page never shows the layer: done at once, nothing waited for; drawn in the browser, it faded out.
      if (input.served) expect(snapshot.context).toEqual({ served: true, reported: [], failed: [] });
      else expect(happened('after 400 ms')).toBe(true);
    },
  },
});

// Examples: the overlay waits for all 4 blocks, each counted once whether mounted or failed, then for the images
// (product §2 "A loading overlay stays until 4 blocks have reported mounted (500 ms after their data arrived) and
// images loaded"), then fades out over 0.4 s (product §9 "loader fade 0.4 s").

type HomeRun = Scenario<typeof homeLoadingMachine>;
const report = (run: HomeRun, block: HomeBlock, failed = false) =>
  run.send({ type: failed ? 'home.block.failed' : 'home.block.mounted', block });

describe('home loading examples', () => {
  it('counts each block once, mounted or failed, and moves on with the fourth', async () => {
    const run = await startScenario(homeLoadingMachine);
    await report(run, 'reviews');
    await report(run, 'news', true);
    await report(run, 'news');
    await report(run, 'reviews', true);
    expect(run.context).toEqual({ served: false, reported: ['news', 'reviews'], failed: ['news'] });
    await report(run, 'seminars', true);
    expect(run.value).toBe('waitingForBlocks');
    await report(run, 'novelties');
    expect(run.value).toBe('waitingForImages');
    expect(run.context).toEqual({ served: false, reported: [...HOME_BLOCKS], failed: ['news', 'seminars'] });
    // The fourth may be a failure too.
    const other = await startScenario(homeLoadingMachine);
    for (const block of ['news', 'novelties', 'seminars'] as const) await report(other, block);
    await report(other, 'reviews', true);
    expect(other.value).toBe('waitingForImages');
  });

  it('fades out over 0.4 s once the images are in, failed, or given up on', async () => {
    for (const images of ['loaded', 'failed', 'never'] as const) {
      const run = await startScenario(homeLoadingMachine);
      for (const block of HOME_BLOCKS) await report(run, block);
      if (images === 'loaded') await run.done('waitForImages', undefined);
      if (images === 'failed') await run.fail('waitForImages', new Error('image'));
      if (images === 'never') {
        await run.wait(IMAGES_TIMEOUT_MS - 1);
        expect(run.value).toBe('waitingForImages');
        await run.wait(1);
      }
      expect(run.value, images).toBe('fading');
      await run.wait(399);
      expect(run.value).toBe('fading');
      await run.wait(1);
      expect(run.value).toBe('done');
    }
  });
});
