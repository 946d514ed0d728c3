import { assign, setup } from 'xstate';
import { scalarText, stripHtml } from '../../src/domain/text';
import { notProvided } from '../not-provided';
import { failure } from '../params';

/**
 * The cookie notice (product §2 "Shell", §4 "Cookie notice", §8).
 *
 * Its text is setting 3. It is shown until accepted with 'Ок' (acceptance is stored under `cookie-warning`), hidden
 * when the text is empty, and stays hidden when the text cannot be loaded (the failure goes to the console only).
 * The close button hides it for this visit without storing acceptance.
 */

export interface CookieNoticeInput {
  /** Whether the shopper accepted earlier (localStorage `cookie-warning`). */
  accepted: boolean;
}

export interface CookieNoticeContext {
  text: string;
  accepted: boolean;
}

export type CookieNoticeEvent = { type: 'cookie.accept' } | { type: 'cookie.close' };

export const cookieNoticeMachine = setup({
  types: {
    context: {} as CookieNoticeContext,
    events: {} as CookieNoticeEvent,
    input: {} as CookieNoticeInput,
  },
  actors: {
    loadCookieText: notProvided<string>('loadCookieText'),
  },
  actions: {
    /** Provided by the app: localStorage['cookie-warning'] = true. */
    storeAcceptance: () => {},
    /** Provided by the app: console only (product §8). */
    logLoadError: (_, _error: unknown) => {},
  },
  guards: {
    alreadyAccepted: ({ context }) => context.accepted,
    // The text is HTML: markup or entities with no words ('<p>&nbsp;</p>') count as empty too.
    /** Asked of an actor's reply: the transition passes the reply's output. */
    textIsEmpty: (_, { output }: { output: unknown }) => stripHtml(scalarText(output)) === '',
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'cookieNotice',
  context: ({ input }) => ({ text: '', accepted: input.accepted }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'alreadyAccepted', target: 'hidden' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        src: 'loadCookieText',
        onDone: [
          { guard: { type: 'textIsEmpty', params: ({ event }) => ({ output: event.output }) }, target: 'hidden' },
          { target: 'visible', actions: assign({ text: ({ event }) => event.output }) },
        ],
        onError: { target: 'hidden', actions: { type: 'logLoadError', params: failure } },
      },
    },
    visible: {
      on: {
        'cookie.accept': {
          target: 'hidden',
          actions: [assign({ accepted: true }), 'storeAcceptance'],
        },
        'cookie.close': 'hidden',
      },
    },
    hidden: {
      type: 'final',
    },
  },
});
