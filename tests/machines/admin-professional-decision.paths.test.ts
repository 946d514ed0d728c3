import {
  PROFESSIONAL_DECISION_TEXT,
  professionalDecisionMachine,
  REASON_MAX,
  type ProfessionalDecisionEvent,
} from '../../machines/admin/professional-decision.machine';
import { StaleCopy } from '../../machines/admin/stale-copy';
import { describePathTests } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of a decision on a professional's application (issue 15): 'Одобрить' asks first, 'Отклонить' goes only
// with a reason, each carries the version on screen; a stale copy reloads the queue, another refusal keeps the dialog.

const ev = (event: ProfessionalDecisionEvent) => event;
const VERA = { customerId: 7, name: 'Вера Петрова', version: 4 };
const NOT_PENDING = new Error('Заявка уже рассмотрена: решение принято раньше');
const STALE = new StaleCopy('Запись изменена другим сотрудником');

await describePathTests(professionalDecisionMachine, {
  events: {
    'decision.approve': [ev({ type: 'decision.approve', ...VERA })],
    'decision.reject': [ev({ type: 'decision.reject', ...VERA })],
    'decision.reason': [
      ev({ type: 'decision.reason', reason: ' Документ нечитаем ' }),
      ev({ type: 'decision.reason', reason: '   ' }),
    ],
  },
  actors: { decide: { done: [undefined], error: [NOT_PENDING, STALE] } },
  states: {
    idle: ({ context, actions, happened }) => {
      if (happened('done: decide')) {
        expect(actions.reload).toHaveBeenCalled();
        expect(context.done).toMatchObject({ customerId: 7, version: 4, decision: context.decision });
      }
      if (context.stale) {
        expect(context.error).toBe(STALE.message);
        expect(actions.reload).toHaveBeenCalled();
      } else expect(context.error).toBeNull();
    },
    approving: ({ context, snapshot }) => {
      expect(context.decision).toBe('approved');
      expect(snapshot.hasTag('dialog')).toBe(true);
      expect(context.stale).toBe(false);
    },
    rejecting: ({ context }) => {
      expect(context.decision).toBe('rejected');
      if (context.problem) expect(context.reason.trim()).toBe('');
    },
    saving: ({ context, invoked }) => {
      const sent = invoked.decide.at(-1) as { decision: string; reason: string; version: number };
      expect(sent).toMatchObject({ customerId: 7, version: 4, decision: context.decision });
      // A refusal always carries its reason, an approval none.
      if (sent.decision === 'rejected') expect(sent.reason).toBe('Документ нечитаем');
      else expect(sent.reason).toBe('');
    },
  },
});

describe('professional decision examples', () => {
  it('sends no refusal without a reason, nor one longer than the e-mail takes', async () => {
    const run = await startScenario(professionalDecisionMachine);
    await run.send({ type: 'decision.reject', ...VERA });
    await run.send({ type: 'decision.confirm' });
    expect(run.context.problem).toBe(PROFESSIONAL_DECISION_TEXT.reasonMissing);
    await run.send({ type: 'decision.reason', reason: 'я'.repeat(REASON_MAX + 1) });
    expect(run.context.problem).toBeNull();
    await run.send({ type: 'decision.confirm' });
    expect(run.context.problem).toBe(PROFESSIONAL_DECISION_TEXT.reasonTooLong);
    await run.send({ type: 'decision.reason', reason: 'я'.repeat(REASON_MAX) });
    await run.send({ type: 'decision.confirm' });
    expect(run.value).toBe('saving');
    expect(run.invoked.decide).toHaveLength(1);
  });

  it('keeps the typed reason when the server refuses for another reason, and the queue is not reloaded', async () => {
    const run = await startScenario(professionalDecisionMachine);
    await run.send({ type: 'decision.reject', ...VERA });
    await run.send({ type: 'decision.reason', reason: 'Нет печати' });
    await run.send({ type: 'decision.confirm' });
    await run.fail('decide', NOT_PENDING);
    expect(run.value).toBe('rejecting');
    expect(run.context).toMatchObject({ reason: 'Нет печати', error: NOT_PENDING.message, stale: false });
    expect(run.actions.reload).not.toHaveBeenCalled();
    await run.send({ type: 'decision.back' });
    expect(run.context.error).toBeNull();
  });

  it('a new dialog forgets the last one: its reason, its refusal, its success', async () => {
    const run = await startScenario(professionalDecisionMachine);
    await run.send({ type: 'decision.approve', ...VERA });
    await run.send({ type: 'decision.confirm' });
    await run.fail('decide', STALE);
    expect(run.context).toMatchObject({ stale: true, done: null });
    await run.send({ type: 'decision.reject', customerId: 8, name: 'Анна', version: 9 });
    expect(run.context).toMatchObject({ stale: false, error: null, reason: '', decision: 'rejected' });
    expect(run.context.application).toEqual({ customerId: 8, name: 'Анна', version: 9 });
  });
});
