import { assertEvent, assign, setup } from 'xstate';
import { notProvided } from '../not-provided';
import { StaleCopy } from './stale-copy';
import { errorText } from '../error-text';

/**
 * A staff member decides on a professional's application in 'Заявки специалистов' (issue 15). 'Одобрить' asks once
 * more (the customer gets the specialists' prices and an e-mail); 'Отклонить' asks for the reason, which is e-mailed
 * to the customer, and goes only with one. Each decision carries the version of the customer the member has on screen:
 * when someone else changed the customer since, the server refuses ('Запись изменена другим сотрудником'), the queue
 * loads afresh and the member decides again. Any other refusal is shown where the member was, the reason kept.
 */

export interface Application {
  customerId: number;
  /** The customer's name (or e-mail), for the dialog. */
  name: string;
  version: number;
}

export type ProfessionalDecision = 'approved' | 'rejected';

export interface DecisionRequest extends Application {
  decision: ProfessionalDecision;
  /** '' when approving. */
  reason: string;
}

export interface ProfessionalDecisionContext {
  /** The application decided on last (while idle: the one before, or null). */
  application: Application | null;
  decision: ProfessionalDecision;
  /** The refusal's reason as typed. */
  reason: string;
  /** What is wrong with the reason, found before sending. */
  problem: string | null;
  /** The server's refusal, or null. */
  error: string | null;
  /** Whether that refusal was a stale copy. */
  stale: boolean;
  /** The decision the server took last, for the page to say so. */
  done: DecisionRequest | null;
}

export type ProfessionalDecisionEvent =
  | ({ type: 'decision.approve' } & Application)
  | ({ type: 'decision.reject' } & Application)
  | { type: 'decision.reason'; reason: string }
  | { type: 'decision.confirm' }
  | { type: 'decision.back' };

export const REASON_MAX = 2000;

export const PROFESSIONAL_DECISION_TEXT = {
  reasonMissing: 'Укажите причину отказа: она уйдёт покупателю письмом',
  reasonTooLong: `Причина — не длиннее ${REASON_MAX} символов`,
  failed: 'Не удалось сохранить решение, попробуйте ещё раз',
} as const;

function problemOf(reason: string): string | null {
  if (reason.trim() === '') return PROFESSIONAL_DECISION_TEXT.reasonMissing;
  if (reason.length > REASON_MAX) return PROFESSIONAL_DECISION_TEXT.reasonTooLong;
  return null;
}

/** The decision being saved: 'saving' is only entered with an application. */
export function requestOf(context: ProfessionalDecisionContext): DecisionRequest {
  if (!context.application) throw new Error(PROFESSIONAL_DECISION_TEXT.failed);
  const reason = context.decision === 'rejected' ? context.reason.trim() : '';
  return { ...context.application, decision: context.decision, reason };
}

export const professionalDecisionMachine = setup({
  types: {
    context: {} as ProfessionalDecisionContext,
    events: {} as ProfessionalDecisionEvent,
  },
  actors: {
    /** Resolves when decided; rejects with StaleCopy, or an Error with the server's words. */
    decide: notProvided<void, DecisionRequest>('decide'),
  },
  actions: {
    /** A fresh dialog for the application chosen, against the version on screen. */
    open: assign(({ event }, params: { decision: ProfessionalDecision }) => {
      assertEvent(event, ['decision.approve', 'decision.reject']);
      const { customerId, name, version } = event;
      return {
        application: { customerId, name, version },
        decision: params.decision,
        reason: '',
        problem: null,
        error: null,
        stale: false,
        done: null,
      };
    }),
    /** The queue loads afresh (after a decision, or after someone else's change). */
    reload: () => {},
  },
  guards: {
    reasonGiven: ({ context }) => problemOf(context.reason) === null,
    stale: ({ event }) => 'error' in event && event.error instanceof StaleCopy,
    rejecting: ({ context }) => context.decision === 'rejected',
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'professionalDecision',
  context: {
    application: null,
    decision: 'approved',
    reason: '',
    problem: null,
    error: null,
    stale: false,
    done: null,
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'decision.approve': { target: 'approving', actions: { type: 'open', params: { decision: 'approved' } } },
        'decision.reject': { target: 'rejecting', actions: { type: 'open', params: { decision: 'rejected' } } },
      },
    },
    /** 'Одобрить заявку?' */
    approving: {
      tags: ['dialog'],
      on: {
        'decision.confirm': { target: 'saving' },
        'decision.back': { target: 'idle', actions: assign({ error: null }) },
      },
    },
    /** 'Отклонить заявку': the reason, required. */
    rejecting: {
      tags: ['dialog'],
      on: {
        'decision.reason': { actions: assign({ reason: ({ event }) => event.reason, problem: null, error: null }) },
        'decision.confirm': [
          { guard: 'reasonGiven', target: 'saving' },
          { actions: assign({ problem: ({ context }) => problemOf(context.reason) }) },
        ],
        'decision.back': { target: 'idle', actions: assign({ error: null }) },
      },
    },
    saving: {
      tags: ['dialog', 'busy'],
      entry: assign({ error: null }),
      invoke: {
        src: 'decide',
        input: ({ context }) => requestOf(context),
        onDone: { target: 'idle', actions: [assign({ done: ({ context }) => requestOf(context) }), 'reload'] },
        onError: [
          {
            guard: 'stale',
            target: 'idle',
            actions: [
              assign({
                error: ({ event }) => errorText(event.error, PROFESSIONAL_DECISION_TEXT.failed),
                stale: true,
                done: null,
              }),
              'reload',
            ],
          },
          {
            guard: 'rejecting',
            target: 'rejecting',
            actions: assign({ error: ({ event }) => errorText(event.error, PROFESSIONAL_DECISION_TEXT.failed) }),
          },
          {
            target: 'approving',
            actions: assign({ error: ({ event }) => errorText(event.error, PROFESSIONAL_DECISION_TEXT.failed) }),
          },
        ],
      },
    },
  },
});
