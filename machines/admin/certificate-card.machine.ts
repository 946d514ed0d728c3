import { assign, setup } from 'xstate';
import type { CertificateCardRecord as CertificateDetail } from '../../src/domain/certificate-admin';
import { notProvided } from '../not-provided';
import { StaleCopy } from './stale-copy';
import { errorText } from '../error-text';

/**
 * One certificate in the back office's 'Сертификаты' (issue 16): its card opens with the balance and the read-only
 * ledger; 'Отключить' (or 'Включить' for one switched off) asks first, then goes against the version on screen. A copy
 * someone else changed since it loaded is refused ('Запись изменена другим сотрудником'): the card loads afresh and
 * the owner decides again. Another refusal keeps the question with the server's words.
 */

export interface CertificateCardContext {
  id: number | null;
  detail: CertificateDetail | null;
  /** The server's refusal, or null. */
  error: string | null;
  stale: boolean;
  /** What the card says after the last switch went through. */
  done: string | null;
}

export type CertificateCardEvent =
  | { type: 'card.open'; id: number }
  | { type: 'card.close' }
  | { type: 'card.retry' }
  | { type: 'card.switch' }
  | { type: 'card.confirm' }
  | { type: 'card.back' };

export const CERTIFICATE_CARD_TEXT = {
  loadFailed: 'Не удалось загрузить сертификат',
  failed: 'Не удалось изменить сертификат, попробуйте ещё раз',
  disabled: 'Сертификат отключён: корзина его больше не принимает',
  enabled: 'Сертификат снова действует',
  reloaded: 'Сертификат загружен заново: проверьте его и повторите.',
} as const;

/** Switched off now (so the switch turns it on). */
export const isSwitchedOff = (detail: CertificateDetail | null) => detail?.certificate.state === 'disabled';

export const certificateCardMachine = setup({
  types: {
    context: {} as CertificateCardContext,
    events: {} as CertificateCardEvent,
  },
  actors: {
    load: notProvided<CertificateDetail, number>('load'),
    /** Resolves with the certificate as it is now; rejects with StaleCopy, or an Error with the server's words. */
    switch: notProvided<CertificateDetail, { id: number; version: number; enabled: boolean }>('switch'),
  },
  actions: {
    /** The page reloads its list: a certificate's state changed. */
    changed: () => undefined,
  },
  guards: {
    stale: ({ event }) => 'error' in event && event.error instanceof StaleCopy,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'certificateCard',
  context: { id: null, detail: null, error: null, stale: false, done: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'card.open': {
          target: 'loading',
          actions: assign(({ event }) => ({ id: event.id, detail: null, error: null, stale: false, done: null })),
        },
      },
    },
    loading: {
      tags: ['open'],
      invoke: {
        src: 'load',
        input: ({ context }) => context.id ?? 0,
        onDone: { target: 'shown', actions: assign({ detail: ({ event }) => event.output }) },
        onError: {
          target: 'loadFailed',
          actions: assign({ error: ({ event }) => errorText(event.error, CERTIFICATE_CARD_TEXT.loadFailed) }),
        },
      },
    },
    loadFailed: {
      tags: ['open'],
      on: {
        'card.retry': { target: 'loading', actions: assign({ error: null, stale: false }) },
        'card.close': 'closed',
      },
    },
    shown: {
      tags: ['open'],
      on: {
        'card.switch': { target: 'confirming', actions: assign({ error: null, done: null, stale: false }) },
        'card.close': 'closed',
      },
    },
    /** 'Отключить сертификат?' or 'Включить сертификат?' */
    confirming: {
      tags: ['open', 'confirm'],
      on: {
        'card.confirm': 'switching',
        'card.back': { target: 'shown', actions: assign({ error: null }) },
      },
    },
    switching: {
      tags: ['open', 'confirm', 'busy'],
      entry: assign({ error: null }),
      invoke: {
        src: 'switch',
        input: ({ context }) => {
          const detail = context.detail;
          if (!detail) throw new Error(CERTIFICATE_CARD_TEXT.failed);
          return {
            id: detail.certificate.voucher_id,
            version: detail.certificate.version,
            enabled: isSwitchedOff(detail),
          };
        },
        onDone: {
          target: 'shown',
          actions: [
            assign(({ event }) => ({
              detail: event.output,
              done: isSwitchedOff(event.output) ? CERTIFICATE_CARD_TEXT.disabled : CERTIFICATE_CARD_TEXT.enabled,
            })),
            'changed',
          ],
        },
        onError: [
          {
            guard: 'stale',
            target: 'loading',
            actions: [
              assign({ error: ({ event }) => errorText(event.error, CERTIFICATE_CARD_TEXT.failed), stale: true }),
              'changed',
            ],
          },
          {
            target: 'confirming',
            actions: assign({ error: ({ event }) => errorText(event.error, CERTIFICATE_CARD_TEXT.failed) }),
          },
        ],
      },
    },
  },
});
