import { assign, setup } from 'xstate';
import { PAGE_SIZE, TIMING_MS } from '../../src/domain/constants';
import { notProvided } from '../not-provided';

/**
 * The home page's loading overlay (product §2 "Home page", §9).
 *
 * It stays over the home page until its 4 sub-blocks with data (news column, 'Новинки', webinars, reviews) have
 * reported mounted (each block reports 500 ms after its data has loaded) and then all images on the page have
 * loaded; then it fades out. A block whose data cannot be loaded reports too (its own error message is on the page),
 * so one failed call never leaves the shopper behind an overlay. Only the images of the first screen are waited for,
 * and for IMAGES_TIMEOUT_MS at most (decision 0017: product §1 says "until all images have loaded"; a slow picture
 * must not keep a phone's shopper waiting on a spinner).
 *
 * A home page the server rendered (input `served`) is whole before any script runs: the layer is not shown at all,
 * neither in the server's markup nor after hydration (the lower blocks hydrate only as they come into view, so they
 * would not report before the shopper scrolls).
 */

export const HOME_BLOCKS = ['news', 'novelties', 'seminars', 'reviews'] as const;
export type HomeBlock = (typeof HOME_BLOCKS)[number];

export interface HomeLoadingInput {
  /** The page came rendered by the server, its blocks' data with it. */
  served: boolean;
}

export interface HomeLoadingContext {
  /** The page came rendered by the server. */
  served: boolean;
  /** Blocks that have reported, in HOME_BLOCKS order, each once. */
  reported: HomeBlock[];
  /** Blocks among them whose data failed. */
  failed: HomeBlock[];
}

export type HomeLoadingEvent =
  { type: 'home.block.mounted'; block: HomeBlock } | { type: 'home.block.failed'; block: HomeBlock };

/** How long the layer waits for first-screen images that neither load nor fail (decision 0017). */
export const IMAGES_TIMEOUT_MS = 1500;

const isNew = (context: HomeLoadingContext, block: HomeBlock) => !context.reported.includes(block);
const withBlock = (list: HomeBlock[], block: HomeBlock) => HOME_BLOCKS.filter((b) => b === block || list.includes(b));

export const homeLoadingMachine = setup({
  types: {
    context: {} as HomeLoadingContext,
    events: {} as HomeLoadingEvent,
    input: {} as HomeLoadingInput | undefined,
  },
  actors: {
    /** Provided by the page: resolves when every image on the home page has loaded or failed. */
    waitForImages: notProvided<void>('waitForImages'),
  },
  actions: {
    recordBlock: assign({ reported: ({ context, event }) => withBlock(context.reported, event.block) }),
    recordFailure: assign({
      reported: ({ context, event }) => withBlock(context.reported, event.block),
      failed: ({ context, event }) => withBlock(context.failed, event.block),
    }),
  },
  guards: {
    wasServed: ({ context }) => context.served,
    isNewBlock: ({ context, event }) => isNew(context, event.block),
    completesBlocks: ({ context, event }) =>
      isNew(context, event.block) && context.reported.length + 1 >= PAGE_SIZE.HOME_MOUNTED_BLOCKS,
  },
  delays: {
    imagesTimeout: IMAGES_TIMEOUT_MS,
    fadeDuration: TIMING_MS.LOADER_FADE,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'homeLoading',
  context: ({ input }) => ({ served: input?.served ?? false, reported: [], failed: [] }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'wasServed', target: 'done' }, { target: 'waitingForBlocks' }],
    },
    waitingForBlocks: {
      on: {
        'home.block.mounted': [
          { guard: 'completesBlocks', target: 'waitingForImages', actions: 'recordBlock' },
          // Stryker disable next-line StringLiteral: recording a block already reported again rebuilds the same list (in page order), so this guard only spares a no-op
          { guard: 'isNewBlock', actions: 'recordBlock' },
        ],
        'home.block.failed': [
          { guard: 'completesBlocks', target: 'waitingForImages', actions: 'recordFailure' },
          { guard: 'isNewBlock', actions: 'recordFailure' },
        ],
      },
    },
    waitingForImages: {
      invoke: { src: 'waitForImages', onDone: 'fading', onError: 'fading' },
      after: { imagesTimeout: 'fading' },
    },
    fading: {
      after: { fadeDuration: 'done' },
    },
    done: {
      type: 'final',
    },
  },
});
