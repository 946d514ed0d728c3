import { assign, fromPromise, setup } from 'xstate';

/**
 * The full-page loader (SPEC §2 "Shell", §4 "Loader visible while loading or while maintenance is on").
 *
 * It stays over the page while the app restores persisted state and asks the server whether maintenance is on
 * (setting 4). Then it waits 100 ms and fades out over 0.4 s (SPEC §9). With maintenance on it never leaves and shows
 * the maintenance text. A failed settings call is reported (toast) and the shop opens anyway.
 */

/** Resolves to true when maintenance is on (setting 4 has value 1). */
export type CheckMaintenance = () => Promise<boolean>;

export const loaderActors = ['checkMaintenance'] as const;

export interface LoaderContext {
  maintenance: boolean;
}

export type LoaderEvent = { type: 'loader.retry' };

export const LOADER_FADE_DELAY_MS = 100;
export const LOADER_FADE_MS = 400;

export const loaderMachine = setup({
  types: {
    context: {} as LoaderContext,
    events: {} as LoaderEvent,
  },
  actors: {
    checkMaintenance: fromPromise<boolean>(async () => false),
  },
  actions: {
    /** Provided by the app: the toast 'Произошла ошибка back-end, обратитесь к разработчику сайта.' */
    reportBackendError: () => {},
  },
  delays: {
    fadeDelay: LOADER_FADE_DELAY_MS,
    fadeDuration: LOADER_FADE_MS,
  },
}).createMachine({
  id: 'loader',
  context: { maintenance: false },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        src: 'checkMaintenance',
        onDone: [
          {
            guard: ({ event }) => event.output === true,
            target: 'maintenance',
            actions: assign({ maintenance: true }),
          },
          { target: 'waiting', actions: assign({ maintenance: false }) },
        ],
        onError: { target: 'waiting', actions: 'reportBackendError' },
      },
    },
    maintenance: {
      on: { 'loader.retry': 'checking' },
    },
    waiting: {
      after: { fadeDelay: 'fading' },
    },
    fading: {
      after: { fadeDuration: 'hidden' },
    },
    hidden: {
      type: 'final',
    },
  },
});
