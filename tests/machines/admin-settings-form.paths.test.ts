import {
  SETTINGS_FORM_TEXT,
  settingsFormMachine,
  type SettingsFormEvent,
} from '../../machines/admin/settings-form.machine';
import { StaleCopy } from '../../machines/admin/stale-copy';
import { shopSettingsProblems, type ShopSettingsValues } from '../../src/domain/shop-settings';
import { describePathTests } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of the owner's 'Настройки' (issues 15, 16): the settings load (a failed load is tried again); wrong
// values are named and not sent; closing the shop for maintenance asks first; a save carries the version loaded, a
// refusal keeps what was typed, a stale copy loads the settings afresh and says so.

const ev = (event: SettingsFormEvent) => event;
const VALUES: ShopSettingsValues = {
  publish_customer_reviews: false,
  shop_name: 'Космецевтика BT',
  phone: '+7 (495) 120-45-67',
  email: 'info@cosmetics-shop.example',
  address: 'Москва, ул. Примерная, д. 10, офис 5',
  hours: 'Пн-Пт 10:00-18:00',
  mailbox: '',
  notify_new_order: true,
  notify_paid_order: true,
  notify_professional: true,
  cookie_text: 'Мы используем cookie.',
  maintenance: false,
};
const LOADED = { values: VALUES, version: 3 };
const SAVED = { values: { ...VALUES, publish_customer_reviews: true }, version: 4 };
const CLOSED = { values: { ...VALUES, maintenance: true }, version: 5 };
const REFUSED = new Error('Некорректный e-mail почты магазина');
const STALE = new StaleCopy('Запись изменена другим сотрудником');

await describePathTests(settingsFormMachine, {
  events: {
    'settings.change': [
      ev({ type: 'settings.change', values: { publish_customer_reviews: true } }),
      ev({ type: 'settings.change', values: { maintenance: true } }),
      ev({ type: 'settings.change', values: { phone: '12-34' } }),
    ],
  },
  actors: {
    loadSettings: { done: [LOADED, CLOSED], error: [new Error('Нет связи'), 'no words'] },
    saveSettings: { done: [SAVED, CLOSED], error: [REFUSED, STALE, 'no words'] },
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
      if (context.saved) expect([SAVED, CLOSED]).toContainEqual({ values: context.values, version: context.version });
      // The problems named at the last send, but those of the fields edited since.
      const now = shopSettingsProblems(context.values!);
      for (const [field, problem] of Object.entries(context.problems)) expect(now).toHaveProperty(field, problem);
      if (!happened('settings.submit') && !happened('error: saveSettings')) expect(context.error).toBeNull();
    },
    confirming: ({ context }) => {
      // Only a save that closes an open shop, with nothing wrong in it, asks.
      expect(context.values?.maintenance).toBe(true);
      expect(context.closed).toBe(false);
      expect(shopSettingsProblems(context.values!)).toEqual({});
    },
    saving: ({ context, invoked }) => {
      expect(invoked.saveSettings.at(-1)).toEqual({ values: context.values, version: context.version });
      expect(shopSettingsProblems(context.values!)).toEqual({});
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
    expect(run.invoked.saveSettings).toEqual([{ values: SAVED.values, version: 3 }]);
    await run.done('saveSettings', SAVED);
    expect(run.context).toMatchObject({ ...SAVED, saved: true, error: null });
  });

  it('names a wrong value and sends nothing until it is fixed', async () => {
    const run = await startScenario(settingsFormMachine);
    await run.done('loadSettings', LOADED);
    await run.send({ type: 'settings.change', values: { phone: '12-34', email: 'nope' } });
    await run.send({ type: 'settings.submit' });
    expect(run.context.problems).toEqual({
      phone: 'Телефон — 11 цифр, например +7 (495) 120-45-67',
      email: 'Некорректный e-mail для покупателей',
    });
    expect(run.invoked.saveSettings ?? []).toEqual([]);
    await run.send({ type: 'settings.change', values: { phone: '+7 (812) 555-12-34' } });
    expect(run.context.problems).toEqual({ email: 'Некорректный e-mail для покупателей' });
  });

  it('asks before closing the shop, and not again once it is closed', async () => {
    const run = await startScenario(settingsFormMachine);
    await run.done('loadSettings', LOADED);
    await run.send({ type: 'settings.change', values: { maintenance: true } });
    await run.send({ type: 'settings.submit' });
    expect(run.value).toBe('confirming');
    await run.send({ type: 'settings.back' });
    expect(run.value).toBe('editing');
    await run.send({ type: 'settings.submit' });
    await run.send({ type: 'settings.confirm' });
    await run.done('saveSettings', CLOSED);
    expect(run.context.closed).toBe(true);
    await run.send({ type: 'settings.change', values: { hours: 'Пн-Сб 09:00-20:00' } });
    await run.send({ type: 'settings.submit' });
    expect(run.value).toBe('saving');
  });

  it('keeps what was typed on a refusal, and loads afresh on a stale copy', async () => {
    const run = await startScenario(settingsFormMachine);
    await run.done('loadSettings', LOADED);
    await run.send({ type: 'settings.change', values: { publish_customer_reviews: true } });
    await run.send({ type: 'settings.submit' });
    await run.fail('saveSettings', REFUSED);
    expect(run.context).toMatchObject({ values: SAVED.values, error: REFUSED.message });
    await run.send({ type: 'settings.submit' });
    await run.fail('saveSettings', STALE);
    expect(run.value).toBe('loading');
    await run.done('loadSettings', SAVED);
    expect(run.context).toMatchObject({ ...SAVED, error: STALE.message, stale: true, saved: false });
  });
});
