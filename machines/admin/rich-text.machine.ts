import { assign, setup } from 'xstate';
import { videoEmbedUrl } from '../../src/domain/video-embed';
import { notProvided } from '../not-provided';
import { errorText } from '../error-text';

/**
 * The back office's rich-text editor (issue 16): the member writes; 'Ссылка' and 'Видео' ask for an address in a
 * small form under the toolbar (a link to a site, a page of the shop, an e-mail or a phone; a video only from YouTube
 * or VK, stored as the player's frame the shop's HTML policy keeps); 'Предпросмотр' asks the server for the text as
 * the storefront will serve it and shows that, until 'Редактировать' goes back to writing.
 */

export type RichTextForm = 'link' | 'video';

export interface RichTextContext {
  /** The text as the editor has it now (what the preview sends). */
  html: string;
  /** Which form asks for an address, while one does. */
  form: RichTextForm;
  /** What the form's field holds. */
  address: string;
  /** What is wrong with it, found before it is used. */
  problem: string | null;
  /** The server's HTML of the last preview. */
  preview: string | null;
  /** Why the preview failed, or null. */
  error: string | null;
}

export type RichTextEvent =
  | { type: 'text.change'; html: string }
  | { type: 'link.open'; address: string }
  | { type: 'video.open' }
  | { type: 'address.change'; address: string }
  | { type: 'address.submit' }
  | { type: 'address.cancel' }
  | { type: 'preview.open' }
  | { type: 'preview.retry' }
  | { type: 'preview.close' };

export interface RichTextInput {
  html: string;
}

export const RICH_TEXT = {
  linkMissing: 'Укажите адрес ссылки',
  linkInvalid: 'Адрес ссылки — сайт (https://…), страница магазина (/…), почта (mailto:…) или телефон (tel:…)',
  videoMissing: 'Вставьте ссылку на видео',
  videoInvalid: 'Видео — только ссылка на YouTube или VK',
  previewFailed: 'Не удалось показать предпросмотр, попробуйте ещё раз',
} as const;

/** A link the shop's HTML policy keeps: http(s), mailto, tel, or a page of the shop ('/dokumenty'). */
export function linkProblem(address: string): string | null {
  const href = address.trim();
  if (href === '') return RICH_TEXT.linkMissing;
  if (/^tel:\+?[\d\-() ]{5,}$/i.test(href)) return null;
  if (/\s/.test(href)) return RICH_TEXT.linkInvalid;
  if (href.startsWith('/') && !href.startsWith('//')) return null;
  if (/^mailto:[^@]+@[^@]+$/i.test(href)) return null;
  try {
    const url = new URL(href);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
      ? null
      : RICH_TEXT.linkInvalid;
  } catch {
    return RICH_TEXT.linkInvalid;
  }
}

export function videoProblem(address: string): string | null {
  if (address.trim() === '') return RICH_TEXT.videoMissing;
  return videoEmbedUrl(address) ? null : RICH_TEXT.videoInvalid;
}

const problemOf = (context: RichTextContext) =>
  context.form === 'link' ? linkProblem(context.address) : videoProblem(context.address);

/** The player's address of a video link the form took (videoProblem found none). */
const playerOf = (address: string): string => videoEmbedUrl(address) ?? '';

export const richTextMachine = setup({
  types: {
    context: {} as RichTextContext,
    events: {} as RichTextEvent,
    input: {} as RichTextInput,
  },
  actors: {
    /** The text as the storefront will serve it (the server's HTML policy). */
    preview: notProvided<string, { html: string }>('preview'),
  },
  actions: {
    /** What the editor holds now (the preview is hidden while it shows: nothing is typed then). */
    keepText: assign(({ event }) => (event.type === 'text.change' ? { html: event.html } : {})),
    /** The editor links the selection to this address (a page of the shop, a site, an e-mail, a phone). */
    setLink: (_, _params: { href: string }) => {},
    /** The editor puts the player's frame where the cursor is. */
    insertVideo: (_, _params: { src: string }) => {},
  },
  guards: {
    validLink: ({ context }) => context.form === 'link' && linkProblem(context.address) === null,
    validVideo: ({ context }) => context.form === 'video' && videoProblem(context.address) === null,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'richText',
  context: ({ input }) => ({
    html: input.html,
    form: 'link',
    address: '',
    problem: null,
    preview: null,
    error: null,
  }),
  initial: 'writing',
  states: {
    writing: {
      on: {
        'text.change': { actions: 'keepText' },
        'link.open': {
          target: 'asking',
          actions: assign({ form: 'link', address: ({ event }) => event.address, problem: null }),
        },
        'video.open': { target: 'asking', actions: assign({ form: 'video', address: '', problem: null }) },
        'preview.open': { target: 'previewing' },
      },
    },
    /** The address form of 'Ссылка' or 'Видео'. */
    asking: {
      tags: ['form'],
      on: {
        'text.change': { actions: 'keepText' },
        'address.change': { actions: assign({ address: ({ event }) => event.address, problem: null }) },
        'address.submit': [
          {
            guard: 'validLink',
            target: 'writing',
            actions: { type: 'setLink', params: ({ context }) => ({ href: context.address.trim() }) },
          },
          {
            guard: 'validVideo',
            target: 'writing',
            actions: { type: 'insertVideo', params: ({ context }) => ({ src: playerOf(context.address) }) },
          },
          { actions: assign({ problem: ({ context }) => problemOf(context) }) },
        ],
        'address.cancel': { target: 'writing', actions: assign({ problem: null }) },
      },
    },
    previewing: {
      tags: ['preview'],
      initial: 'loading',
      on: { 'preview.close': { target: 'writing' } },
      states: {
        loading: {
          entry: assign({ error: null }),
          invoke: {
            src: 'preview',
            input: ({ context }) => ({ html: context.html }),
            onDone: { target: 'shown', actions: assign({ preview: ({ event }) => event.output }) },
            onError: {
              target: 'failed',
              actions: assign({ error: ({ event }) => errorText(event.error, RICH_TEXT.previewFailed) }),
            },
          },
        },
        shown: {},
        failed: {
          on: { 'preview.retry': { target: 'loading' } },
        },
      },
    },
  },
});
