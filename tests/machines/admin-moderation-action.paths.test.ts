import {
  MODERATION_LIMITS,
  MODERATION_TEXT,
  moderationActionMachine,
  dialogOf,
  type ModerationActionEvent,
} from '../../machines/admin/moderation-action.machine';
import { StaleCopy } from '../../machines/admin/stale-copy';
import { describePathTests } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of a staff member's work on a review or a question (issue 15): 'Опубликовать' at once, 'Отклонить' and
// 'Удалить' after a confirmation, 'Изменить' and 'Ответить' only with their fields filled, each with the version on screen; a stale
// copy reloads the queue, another refusal keeps the member where they were.

const ev = (event: ModerationActionEvent) => event;
const RECORD = { id: 12, version: 3, label: 'вопрос №12' };
const ALREADY = new Error('Уже опубликовано');
const STALE = new StaleCopy('Запись изменена другим сотрудником');

await describePathTests(moderationActionMachine, {
  events: {
    'moderation.publish': [ev({ type: 'moderation.publish', ...RECORD })],
    'moderation.reject': [ev({ type: 'moderation.reject', ...RECORD })],
    'moderation.delete': [ev({ type: 'moderation.delete', ...RECORD })],
    'moderation.edit': [ev({ type: 'moderation.edit', ...RECORD, author: 'Ольга', text: 'Подходит ли летом?' })],
    'moderation.answer': [ev({ type: 'moderation.answer', ...RECORD, answer: '' })],
    'moderation.change': [
      ev({ type: 'moderation.change', values: { answer: ' Да, с кремом SPF ' } }),
      ev({ type: 'moderation.change', values: { author: ' ', answer: '' } }),
    ],
  },
  actors: { save: { done: [undefined], error: [ALREADY, STALE] } },
  states: {
    idle: ({ context, actions, happened }) => {
      if (happened('done: save')) expect(actions.reload).toHaveBeenCalled();
      if (context.stale) {
        expect(context.error).toBe(STALE.message);
        expect(actions.reload).toHaveBeenCalled();
      }
      // Only a refused 'Опубликовать' leaves its words on the page; a dialog's refusal stays in the dialog.
      if (context.error && !context.stale) expect(context.action).toBe('publish');
    },
    confirming: ({ context, snapshot }) => {
      // Only what takes a record off the site asks first.
      expect(['reject', 'delete']).toContain(context.action);
      expect(dialogOf(snapshot)).toBe(context.action);
    },
    editing: ({ context, snapshot }) => {
      expect(['edit', 'answer']).toContain(context.action);
      expect(dialogOf(snapshot)).toBe(context.action);
      if (context.problems.answer) expect(context.fields.answer.trim()).toBe('');
      if (context.problems.author) expect(context.fields.author.trim()).toBe('');
    },
    saving: ({ context, invoked }) => {
      expect(invoked.save.at(-1)).toMatchObject({ id: 12, version: 3, action: context.action });
      expect(context.error).toBeNull();
      // Nothing goes with an empty field it needs.
      if (context.action === 'answer') expect(invoked.save.at(-1)).toMatchObject({ answer: 'Да, с кремом SPF' });
      if (context.action === 'edit') expect(invoked.save.at(-1)).toMatchObject({ author: 'Ольга' });
    },
  },
});

describe('moderation action examples', () => {
  it('deletes only after the confirmation, with the version on screen', async () => {
    const run = await startScenario(moderationActionMachine);
    await run.send({ type: 'moderation.delete', ...RECORD });
    expect(run.value).toBe('confirming');
    await run.send({ type: 'moderation.back' });
    expect(run.invoked.save ?? []).toEqual([]);
    await run.send({ type: 'moderation.delete', ...RECORD });
    await run.send({ type: 'moderation.submit' });
    expect(run.invoked.save).toEqual([{ ...RECORD, action: 'delete', author: '', text: '', answer: '' }]);
    await run.done('save', undefined);
    expect(run.context.done).toEqual({ action: 'delete', label: 'вопрос №12' });
  });

  it('publishes at once, and says which record it was', async () => {
    const run = await startScenario(moderationActionMachine);
    await run.send({ type: 'moderation.publish', ...RECORD });
    expect(run.value).toBe('saving');
    expect(run.invoked.save).toEqual([{ ...RECORD, action: 'publish', author: '', text: '', answer: '' }]);
    await run.done('save', undefined);
    expect(run.context.done).toEqual({ action: 'publish', label: 'вопрос №12' });
  });

  it('sends an edit only with an author and a text, each within the server’s limits, trimmed', async () => {
    const run = await startScenario(moderationActionMachine);
    await run.send({ type: 'moderation.edit', ...RECORD, author: 'Ольга', text: 'Вопрос' });
    await run.send({ type: 'moderation.change', values: { author: '', text: 'я'.repeat(MODERATION_LIMITS.text + 1) } });
    await run.send({ type: 'moderation.submit' });
    expect(run.context.problems).toEqual({
      author: MODERATION_TEXT.authorMissing,
      text: MODERATION_TEXT.tooLong(MODERATION_LIMITS.text),
    });
    await run.send({ type: 'moderation.change', values: { author: ' Оля ', text: ' Летом? ' } });
    expect(run.context.problems).toEqual({});
    await run.send({ type: 'moderation.submit' });
    expect(run.invoked.save).toEqual([{ ...RECORD, action: 'edit', author: 'Оля', text: 'Летом?', answer: '' }]);
  });

  it('keeps the typed answer when the server refuses, and forgets it for the next record', async () => {
    const run = await startScenario(moderationActionMachine);
    await run.send({ type: 'moderation.answer', ...RECORD, answer: 'Было' });
    await run.send({ type: 'moderation.change', values: { answer: 'Стало' } });
    await run.send({ type: 'moderation.submit' });
    await run.fail('save', ALREADY);
    expect(run.value).toBe('editing');
    expect(run.context).toMatchObject({ fields: { answer: 'Стало' }, error: ALREADY.message });
    expect(run.actions.reload).not.toHaveBeenCalled();
    await run.send({ type: 'moderation.back' });
    await run.send({ type: 'moderation.answer', id: 13, version: 1, label: 'вопрос №13', answer: '' });
    expect(run.context).toMatchObject({ fields: { answer: '' }, error: null, record: { id: 13 } });
  });

  it('asks before rejecting; a stale copy reloads the queue and closes the dialog', async () => {
    const run = await startScenario(moderationActionMachine);
    await run.send({ type: 'moderation.reject', ...RECORD });
    expect(run.invoked.save ?? []).toEqual([]);
    await run.send({ type: 'moderation.submit' });
    await run.fail('save', STALE);
    expect(run.value).toBe('idle');
    expect(dialogOf(run.snapshot())).toBeNull();
    expect(run.context).toMatchObject({ stale: true, error: STALE.message, done: null });
    expect(run.actions.reload).toHaveBeenCalledTimes(1);
  });
});
