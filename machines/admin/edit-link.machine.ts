import { assign, setup } from 'xstate';
import type { AdminEditable } from '../../src/domain/admin-edit';
import { EDIT_LINK_BROKEN } from '../../src/domain/admin-edit';
import { errorText } from '../error-text';
import { notProvided } from '../not-provided';

/**
 * The storefront's 'Редактировать' opens in the back office (product §6): the link's record and short-lived token go
 * to the server, which answers with the editor's page only for the signed-in member the link was made for; the page
 * then replaces the link's address (the token leaves the history). A link without its record or token is refused
 * at once; the server's refusal (another member's link, an old one, a role without that editor) is shown as said,
 * and a failed call may be tried again.
 */

export interface EditLink {
  kind: AdminEditable;
  /** NaN when the address has no record number. */
  id: number;
  token: string;
}

export interface EditLinkContext {
  link: EditLink;
  /** The editor's page, once the server opened it. */
  path: string | null;
  error: string | null;
}

export const EDIT_LINK_TEXT = { failed: 'Не удалось открыть редактор, попробуйте ещё раз' } as const;

export const editLinkMachine = setup({
  types: {
    context: {} as EditLinkContext,
    input: {} as EditLink,
    events: {} as { type: 'editLink.retry' },
  },
  actors: {
    /** Resolves with the editor's page; rejects with the server's words. */
    openEditLink: notProvided<string, EditLink>('openEditLink'),
  },
  actions: {
    /** Goes to the editor, replacing the link's address. */
    goToEditor: () => {},
  },
  guards: {
    complete: ({ context }) => Number.isInteger(context.link.id) && context.link.id > 0 && context.link.token !== '',
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'editLink',
  context: ({ input }) => ({ link: input, path: null, error: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'complete', target: 'opening' }, { target: 'broken' }],
    },
    /** Nothing to send: the address lost its record or token (cut when copied). */
    broken: {
      type: 'final',
      entry: assign({ error: EDIT_LINK_BROKEN }),
    },
    opening: {
      entry: assign({ error: null }),
      invoke: {
        src: 'openEditLink',
        input: ({ context }) => context.link,
        onDone: { target: 'opened', actions: assign({ path: ({ event }) => event.output }) },
        onError: {
          target: 'refused',
          actions: assign({
            error: ({ event }) => errorText(event.error, EDIT_LINK_TEXT.failed),
          }),
        },
      },
    },
    refused: {
      on: { 'editLink.retry': { target: 'opening' } },
    },
    opened: {
      type: 'final',
      entry: 'goToEditor',
    },
  },
});
