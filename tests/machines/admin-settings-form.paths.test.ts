import {
  SETTINGS_FORM_TEXT,
  settingsFormMachine,
  type SettingsFormEvent,
} from '../../machines/admin/settings-form.machine';
import { StaleCopy } from '../../machines/admin/stale-copy';
import { describePathTests } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of the owner's 'Настройки' (issue 15): the settings load (a failed load is tried again), a save carries
// the version loaded, a refusal keeps what was chosen, a stale copy loads the settings afresh and says so.

const ev = (event: SettingsFormEvent) => event;
const LOADED = { values: { publish_customer_reviews: false }, version: 3 };
const SAVED = { values: { publish_customer_reviews: true }, version: 4 };
const REFUSED = new Error('Настройки не сохранены');
const STALE = new StaleCopy('Запись изменена другим сотрудником');

await describePathTests(settingsFormMachine, {
  events: { 'settings.change': [ev({ type: 'settings.change', values: { publish_customer_reviews: true } })] },
  actors: {
    loadSettings: { done: [LOADED], error: [new Error('Нет связи'), 'no words'] },
    saveSettings: { done: [SAVED], error: [REFUSED, STALE, 'no words'] },
  },
  states: {
    loading: ({ context }) => {
      // The first load, a retry, or a stale copy's reload (which keeps saying why).
      if (context.stale) expect(context.error).toBe(STALE.message);
      else expect(context.error).toBeNull();
    },
    loadFailed: ({ context }) => {
      expect(['Нет связи', SETTINGS_FORM_TEXT.loadFailed]).toContain(context.error);
    },
    editing: ({ context, happened }) => {
      expect(context.values).not.toBeNull();
      if (context.saved) expect(context).toMatchObject({ ...SAVED, error: null });
      if (context.error !== null && !context.stale) {
        expect([REFUSED.message, SETTINGS_FORM_TEXT.failed]).toContain(context.error);
      }
      if (!happened('error: saveSettings')) expect(context.error).toBeNull();
    },
    saving: ({ context, invoked }) => {
      expect(invoked.saveSettings.at(-1)).toEqual({ values: context.values, version: context.version });
      expect(context.error).toBeNull();
    },
  },
});

describe('settings form examples', () => {
  it('sends what was chosen with the version loaded, and shows what was saved', async () => {
    const run = await startScenario(settingsFormMachine);
    await run.done('loadSettings', LOADED);
    await run.send({ type: 'settings.change', values: { publish_customer_reviews: true } });
    await run.send({ type: 'settings.submit' });
    expect(run.invoked.saveSettings).toEqual([{ values: { publish_customer_reviews: true }, version: 3 }]);
    await run.done('saveSettings', SAVED);
    expect(run.context).toMatchObject({ ...SAVED, saved: true, error: null });
  });

  it('keeps what was chosen on a refusal, and loads afresh on a stale copy', async () => {
    const run = await startScenario(settingsFormMachine);
    await run.done('loadSettings', LOADED);
    await run.send({ type: 'settings.change', values: { publish_customer_reviews: true } });
    await run.send({ type: 'settings.submit' });
    await run.fail('saveSettings', REFUSED);
    expect(run.context).toMatchObject({ values: { publish_customer_reviews: true }, error: REFUSED.message });
    await run.send({ type: 'settings.submit' });
    await run.fail('saveSettings', STALE);
    expect(run.value).toBe('loading');
    await run.done('loadSettings', SAVED);
    expect(run.context).toMatchObject({ ...SAVED, error: STALE.message, stale: true, saved: false });
  });
});
