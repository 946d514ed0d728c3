import { TEXT_FORM_TEXT, textFormMachine, type TextFormEvent } from '../../machines/admin/text-form.machine';
import { StaleCopy } from '../../machines/admin/stale-copy';
import { describePathTests } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of a text edited on its own page ('О магазине', issue 16): it loads (again after a failure), a save
// carries the version loaded, a refusal keeps the text written, a stale copy loads the text afresh and says so.

const ev = (event: TextFormEvent) => event;
const LOADED = { html: '<p>Было</p>', version: 11 };
const SAVED = { html: '<p>Стало</p>', version: 12 };
const REFUSED = new Error('Не сохранено');
const STALE = new StaleCopy('Запись изменена другим сотрудником');

await describePathTests(textFormMachine, {
  events: { 'text.change': [ev({ type: 'text.change', html: '<p>Стало</p>' })] },
  actors: {
    load: { done: [LOADED], error: [new Error('Нет связи'), 'no words'] },
    save: { done: [SAVED], error: [REFUSED, STALE] },
  },
  states: {
    loading: ({ context }) => {
      if (context.stale) expect(context.error).toBe(STALE.message);
      else expect(context.error).toBeNull();
    },
    loadFailed: ({ context }) => {
      expect(['Нет связи', TEXT_FORM_TEXT.loadFailed]).toContain(context.error);
    },
    editing: ({ context, happened }) => {
      if (context.saved) expect(context).toMatchObject({ ...SAVED, error: null });
      if (context.error !== null && !context.stale) expect(context.error).toBe(REFUSED.message);
      if (!happened('error: save')) expect(context.error).toBeNull();
    },
    saving: ({ context, invoked }) => {
      expect(invoked.save.at(-1)).toEqual({ html: context.html, version: context.version });
      expect(context.error).toBeNull();
    },
  },
});

describe('text form examples', () => {
  it('saves what was written with the version loaded; a stale copy loads afresh', async () => {
    const run = await startScenario(textFormMachine);
    await run.done('load', LOADED);
    await run.send({ type: 'text.change', html: '<p>Стало</p>' });
    await run.send({ type: 'text.submit' });
    expect(run.invoked.save).toEqual([{ html: '<p>Стало</p>', version: 11 }]);
    await run.fail('save', STALE);
    expect(run.value).toBe('loading');
    expect(run.context).toMatchObject({ stale: true, error: STALE.message });
    await run.done('load', { html: '<p>Чужое</p>', version: 13 });
    expect(run.context).toMatchObject({ html: '<p>Чужое</p>', version: 13, stale: true });
  });
});
