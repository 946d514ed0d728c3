import {
  DELIVERY_FORM_TEXT,
  deliveryFormMachine,
  formOf,
  valuesOf,
  type DeliveryFormEvent,
} from '../../machines/admin/delivery-form.machine';
import { StaleCopy } from '../../machines/admin/stale-copy';
import { deliveryProblems, type DeliveryValues } from '../../src/domain/delivery-settings';
import { describePathTests } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of the owner's 'Доставка' terms (issue 16): the terms load (a failed load is tried again); a price that
// is not whole roubles from 0 is named and nothing is sent; a save carries the version loaded, a refusal keeps what
// was typed, a stale copy loads the terms afresh and says so.

const ev = (event: DeliveryFormEvent) => event;
const VALUES: DeliveryValues = {
  prices: {
    'msk.inside-mkad': { 'cdek.cdek': 250, 'flat.flat': 350, 'pickup.pickup': 0 },
    'spb.inside-kad': { 'cdek.cdek': 300, 'flat.flat': 450 },
    another: { 'cdek.cdek': 450 },
  },
  free_from: 4000,
  pickup_address: 'Москва, ул. Большая Полянка, 28, стр. 1, офис 12',
  pickup_hours: 'Пн-Пт 10:00-18:00',
};
const LOADED = { values: VALUES, version: 3 };
const SAVED = {
  values: { ...VALUES, free_from: 5000, prices: { ...VALUES.prices, another: { 'cdek.cdek': 520 } } },
  version: 4,
};
const REFUSED = new Error('Укажите адрес самовывоза');
const STALE = new StaleCopy('Запись изменена другим сотрудником');

await describePathTests(deliveryFormMachine, {
  events: {
    'delivery.change': [
      ev({ type: 'delivery.change', values: { roubles: { free_from: '5000', 'another/cdek.cdek': '520' } } }),
      ev({ type: 'delivery.change', values: { roubles: { 'spb.inside-kad/flat.flat': '-5' } } }),
      ev({ type: 'delivery.change', values: { pickup_address: ' ' } }),
    ],
  },
  actors: {
    loadTerms: { done: [LOADED, SAVED], error: [new Error('Нет связи'), 'no words'] },
    saveTerms: { done: [SAVED], error: [REFUSED, STALE, 'no words'] },
  },
  states: {
    loading: ({ context }) => {
      if (context.stale) expect(context.error).toBe(STALE.message);
      else expect(context.error).toBeNull();
    },
    loadFailed: ({ context }) => {
      expect(['Нет связи', DELIVERY_FORM_TEXT.loadFailed]).toContain(context.error);
    },
    editing: ({ context, happened }) => {
      expect(context.form).not.toBeNull();
      if (context.saved) expect({ values: valuesOf(context.form!), version: context.version }).toEqual(SAVED);
      const now = deliveryProblems(valuesOf(context.form!));
      for (const [field, problem] of Object.entries(context.problems)) expect(now).toHaveProperty(field, problem);
      if (!happened('delivery.submit') && !happened('error: saveTerms')) expect(context.error).toBeNull();
    },
    saving: ({ context, invoked }) => {
      expect(invoked.saveTerms.at(-1)).toEqual({ values: valuesOf(context.form!), version: context.version });
      expect(deliveryProblems(valuesOf(context.form!))).toEqual({});
      expect(context.error).toBeNull();
    },
  },
});

describe('delivery form examples', () => {
  it('sends the typed prices as whole roubles with the version loaded', async () => {
    const run = await startScenario(deliveryFormMachine);
    await run.done('loadTerms', LOADED);
    expect(run.context.form).toEqual(formOf(VALUES));
    await run.send({
      type: 'delivery.change',
      values: { roubles: { free_from: ' 5000 ', 'another/cdek.cdek': '520' } },
    });
    await run.send({ type: 'delivery.submit' });
    expect(run.invoked.saveTerms).toEqual([{ values: SAVED.values, version: 3 }]);
    await run.done('saveTerms', SAVED);
    expect(run.context).toMatchObject({ version: 4, saved: true, error: null });
  });

  it('names a price that is not whole roubles and sends nothing until it is fixed', async () => {
    const run = await startScenario(deliveryFormMachine);
    await run.done('loadTerms', LOADED);
    await run.send({
      type: 'delivery.change',
      values: { roubles: { 'spb.inside-kad/flat.flat': '450,5', free_from: '' } },
    });
    await run.send({ type: 'delivery.submit' });
    expect(run.context.problems).toEqual({
      'spb.inside-kad/flat.flat': 'Курьером, Санкт-Петербург (в пределах КАД): целое число рублей от 0',
      free_from: 'Порог бесплатной доставки: целое число рублей от 0',
    });
    expect(run.context.error).toBe(DELIVERY_FORM_TEXT.problems);
    expect(run.invoked.saveTerms ?? []).toEqual([]);
    await run.send({ type: 'delivery.change', values: { roubles: { free_from: '4000' } } });
    expect(Object.keys(run.context.problems)).toEqual(['spb.inside-kad/flat.flat']);
  });

  it('keeps what was typed on a refusal, and loads afresh on a stale copy', async () => {
    const run = await startScenario(deliveryFormMachine);
    await run.done('loadTerms', LOADED);
    await run.send({ type: 'delivery.change', values: { roubles: { free_from: '5000', 'another/cdek.cdek': '520' } } });
    await run.send({ type: 'delivery.submit' });
    await run.fail('saveTerms', REFUSED);
    expect(run.context).toMatchObject({ form: formOf(SAVED.values), error: REFUSED.message });
    await run.send({ type: 'delivery.submit' });
    await run.fail('saveTerms', STALE);
    expect(run.value).toBe('loading');
    await run.done('loadTerms', SAVED);
    expect(run.context).toMatchObject({ form: formOf(SAVED.values), version: 4, error: STALE.message, stale: true });
  });
});
