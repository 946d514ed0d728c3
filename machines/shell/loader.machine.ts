import { assign, setup } from 'xstate';
import { notProvided } from '../not-provided';

/**
 * The full-page loader (product §2 "Shell", §4 "Loader visible while loading or while maintenance is on").
 *
 * It stays over the page while the app restores persisted state and asks the server whether maintenance is on
 * (setting 4). Then it waits 100 ms and fades out over 0.4 s (product §9). With maintenance on it shows the maintenance
 * text and asks again every 30 s, so the shop opens by itself when the work is over. A failed settings call is
 * reported (toast) and the shop opens anyway.
 */

/** Resolves to true when maintenance is on (setting 4 has value 1). */
export type CheckMaintenance = () => Promise<boolean>;

/**
 * Where a page the server rendered starts: 'open' (the page is shown at once, the loader never covers it) or
 * 'maintenance' (the notice the server rendered, asked again every 30 s). Without it the loader checks first.
 */
export type LoaderStart = 'open' | 'maintenance';

export interface LoaderContext {
  maintenance: boolean;
  startAs: LoaderStart | undefined;
}

export const LOADER_FADE_DELAY_MS = 100;
export const LOADER_FADE_MS = 400;
/** How often a page under maintenance asks again. */
export const MAINTENANCE_RECHECK_MS = 30_000;

export const loaderMachine = setup({
  types: {
    // No events of its own: the loader only follows the server's answers and its timers.
    context: {} as LoaderContext,
    input: {} as { startAs: LoaderStart | undefined },
  },
  actors: {
    checkMaintenance: notProvided<boolean>('checkMaintenance'),
  },
  actions: {
    /** Provided by the app: the toast 'Произошла ошибка back-end, обратитесь к разработчику сайта.' */
    reportBackendError: () => {},
  },
  guards: {
    /** Asked of an actor's reply: the transition passes the reply's output. */
    maintenanceOn: (_, { output }: { output: unknown }) => output === true,
    startsOpen: ({ context }) => context.startAs === 'open',
    startsInMaintenance: ({ context }) => context.startAs === 'maintenance',
  },
  delays: {
    fadeDelay: LOADER_FADE_DELAY_MS,
    fadeDuration: LOADER_FADE_MS,
    maintenanceRecheck: MAINTENANCE_RECHECK_MS,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'loader',
  context: ({ input }) => ({ maintenance: input?.startAs === 'maintenance', startAs: input?.startAs }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'startsOpen', target: 'hidden' },
        { guard: 'startsInMaintenance', target: 'maintenance' },
        { target: 'checking' },
      ],
    },
    checking: {
      invoke: {
        src: 'checkMaintenance',
        onDone: [
          {
            guard: { type: 'maintenanceOn', params: ({ event }) => ({ output: event.output }) },
            target: 'maintenance',
            actions: assign({ maintenance: true }),
          },
          { target: 'waiting', actions: assign({ maintenance: false }) },
        ],
        onError: { target: 'waiting', actions: [assign({ maintenance: false }), 'reportBackendError'] },
      },
    },
    maintenance: {
      after: { maintenanceRecheck: 'checking' },
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
