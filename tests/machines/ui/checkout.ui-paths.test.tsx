import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';

// Each path drives the whole component through many server round trips.
vi.setConfig({ testTimeout: 30_000 });
import { checkoutMachine } from '../../../machines/checkout/checkout.machine';
import { CALL, checkoutServer } from '../../web/checkout-fixtures';
import { renderCheckout } from '../../web/checkout-render';
import { fail, ok, type Reply } from '../../web/helpers/fake-backend';
import * as F from '../checkout-fixtures';
import { leafPaths, type ModelPath } from '../harness/path-model';
import { describeUiPaths } from '../harness/ui-paths';

// The checkout statechart's paths followed through the real CheckoutSteps component: the shopper clicks radios,
// types (without leaving a field, so no extra saves), leaves the e-mail field, sends the forms; each server call waits
// until the path answers it. Every state of the model is visited by at least one path (the paths are picked so that
// each adds a state not seen yet), and what the shopper sees there is checked.

type Held = Record<string, ((reply: Reply) => void)[]>;
type Run = Awaited<ReturnType<typeof renderCheckout>> & { held: Held; submit: ReturnType<typeof vi.spyOn> };

const HELD = [CALL.init, CALL.area, CALL.shipping, CALL.payment, CALL.address, CALL.confirm, CALL.card, CALL.cod];
const CALL_OF: Record<string, string> = {
  loadCheckout: CALL.init,
  saveArea: CALL.area,
  saveShipping: CALL.shipping,
  savePayment: CALL.payment,
  saveContact: CALL.address,
  placeOrder: CALL.confirm,
  fetchCardPayment: CALL.card,
  confirmPayment: CALL.cod,
};
/** The contact typed in the UI: a pickup point needs no street address, so none is typed. */
const TYPED = { firstname: 'Анна', lastname: 'Иванова', email: 'anna@example.ru', telephone: '79123456789' };
const TIMEOUT = 'Сервер не ответил вовремя. Попробуйте ещё раз.';
const TITLES = [
  'Зона доставки',
  'Способ доставки',
  'Способ оплаты',
  'Адрес доставки и контакты',
  'Комментарий и согласие',
];
const AREA_LABEL: Record<string, string> = { 'msk.inside-mkad': 'Москва (в пределах МКАД)', another: 'Другой город' };
const METHOD_LABEL: Record<string, RegExp> = { 'flat.flat': /Курьер/, 'cdek.cdek': /Пункт выдачи СДЭК/ };
const PAYMENT_LABEL: Record<string, string> = { cod: 'Оплата при получении', modulbank: 'Банковской картой онлайн' };

const model = {
  inputs: { 'goods in the cart': { certificateOnly: false, paymentFailed: false } },
  events: {
    ...F.EVENTS,
    'checkout.contact.change': [
      { type: 'checkout.contact.change', values: TYPED },
      { type: 'checkout.contact.change', values: { email: 'anna@' } },
    ],
  },
  actors: {
    loadCheckout: { done: [F.FRESH, F.RETURNING_CUSTOMER, F.NO_PAYMENTS], error: [new Error(TIMEOUT)] },
    saveArea: { done: [F.MOSCOW, F.OTHER_CITY], error: [new Error(TIMEOUT)] },
    saveShipping: { done: [F.AT_POINT], error: [new Error(TIMEOUT)] },
    savePayment: { done: [F.ON_RECEIPT], error: [new Error(TIMEOUT)] },
    saveContact: { done: [F.CONTACT_SAVED], error: [new Error(TIMEOUT)] },
    placeOrder: { done: [F.COD_ORDER, F.CARD_ORDER], error: [new Error(TIMEOUT)] },
    fetchCardPayment: { done: [F.CARD_FORM, F.CARD_REFUSED], error: [new Error(TIMEOUT)] },
    confirmPayment: { done: [F.COD_CONFIRMED], error: [new Error(TIMEOUT)] },
  },
  // A refresh comes from a login or a cart change elsewhere on the page, not from these steps.
  withoutEvents: ['checkout.refresh', 'checkout.cart.seen'],
};

/** The step whose form an event needs on screen (typing needs the contact form, confirming step 5). */
const NEEDS: Record<string, string> = {
  'checkout.contact.change': 'contact',
  'checkout.contact.blur': 'contact',
  'checkout.contact.next': 'contact',
  'checkout.confirm': 'confirm',
};

/** Whether a shopper can do every step of the path on this page (the model also lets typing arrive mid-refresh). */
function performable(path: ModelPath): boolean {
  return path.path.steps.every((step, i) => {
    const needs = NEEDS[step.event.type];
    return !needs || (i > 0 && path.path.steps[i - 1].state.matches(needs));
  });
}

/** The leaf states the chosen paths visit. */
const seen = new Set<string>();

/** Picks paths until every leaf state has been visited once. */
function everyStateOnce() {
  return (path: ModelPath) => {
    if (!performable(path)) return false;
    const leaves = path.path.steps.flatMap((s) => leafPaths(s.state));
    const fresh = leaves.filter((leaf) => !seen.has(leaf));
    fresh.forEach((leaf) => seen.add(leaf));
    return fresh.length > 0;
  };
}

async function answer(run: Run, call: string, reply: Reply) {
  const waiting = run.held[call];
  for (let i = 0; i < 100 && waiting.length === 0; i += 1) await act(async () => new Promise((r) => setTimeout(r, 10)));
  const send = waiting.shift();
  if (!send) throw new Error(`the checkout has not called ${call}`);
  await act(async () => {
    send(reply);
    await new Promise((r) => setTimeout(r, 0));
  });
}

const section = (n: number) => screen.getByRole('region', { name: `Шаг ${n}. ${TITLES[n - 1]}` });
const isOpen = (n: number) => expect(section(n)).toHaveAttribute('aria-current', 'step');

function setValue(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

async function typeContact(values: Record<string, string>) {
  const form = within(screen.getByRole('form', { name: TITLES[3] }));
  await act(async () => {
    if (values.firstname !== undefined) setValue(form.getByRole('textbox', { name: 'Имя' }), values.firstname);
    if (values.lastname !== undefined) setValue(form.getByRole('textbox', { name: 'Фамилия' }), values.lastname);
    if (values.email !== undefined) setValue(form.getByRole('textbox', { name: 'E-mail' }), values.email);
    if (values.telephone !== undefined) {
      const phone = form.getByRole<HTMLInputElement>('textbox', { name: 'Телефон' });
      phone.value = values.telephone.slice(1);
      fireEvent.input(phone);
    }
  });
}

type Node = { type: string; path: string[]; always?: unknown[]; states: Record<string, Node> };
const leavesOf = (node: Node): string[] =>
  node.type === 'atomic' || node.type === 'final'
    ? // Transient states (left at once by `always`) are never on screen.
      node.always?.length
      ? []
      : [node.path.join('.')]
    : Object.values(node.states).flatMap(leavesOf);
const LEAVES = leavesOf(checkoutMachine.root);

await describeUiPaths<Run>(checkoutMachine, {
  model,
  only: everyStateOnce(),
  start: async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const server = checkoutServer();
    const held: Held = Object.fromEntries(HELD.map((call) => [call, []]));
    const routes = { ...server.routes };
    for (const call of HELD) routes[call] = () => new Promise<Reply>((resolve) => held[call].push(resolve));
    routes[CALL.points] = {
      status: 200,
      body: [
        {
          code: F.POINT.id,
          city_code: 44,
          city: F.POINT.city,
          region: 'Москва',
          address: F.POINT.street,
          work_time: F.POINT.cdek_terms,
          note: '',
        },
      ],
    };
    const run = await renderCheckout(routes);
    return { ...run, held, submit };
  },
  perform: async (run, { event, kind, actor, output, error }) => {
    // structuredClone drops the fixtures' short test-name labels (toJSON): the wire carries the whole reply.
    if (actor)
      return answer(
        run,
        CALL_OF[actor],
        kind === 'done' ? ok(structuredClone(output)) : fail(504, (error as Error).message),
      );
    const e = event as unknown as Record<string, unknown>;
    switch (event.type) {
      case 'checkout.retry':
        return run.user.click(screen.getByRole('button', { name: 'Повторить' }));
      case 'checkout.step.open':
        return run.user.click(screen.getByRole('button', { name: `Изменить: ${TITLES[(e.step as number) - 1]}` }));
      case 'checkout.zone.choose':
        return run.user.click(screen.getByRole('radio', { name: AREA_LABEL[e.area as string] }));
      case 'checkout.region.choose':
        return run.user.selectOptions(screen.getByRole('combobox', { name: 'Регион' }), String(e.zoneId));
      case 'checkout.method.choose':
        return run.user.click(screen.getByRole('radio', { name: METHOD_LABEL[e.code as string] }));
      case 'checkout.point.choose':
        return run.user.click(
          await screen.findByRole('button', { name: `Выбрать: ${F.POINT.city}, ${F.POINT.street}` }),
        );
      case 'checkout.picker.close':
        return run.user.click(screen.getByRole('button', { name: 'Закрыть' }));
      case 'checkout.payment.choose':
        return run.user.click(screen.getByRole('radio', { name: PAYMENT_LABEL[e.code as string] }));
      case 'checkout.contact.change':
        return typeContact(e.values as Record<string, string>);
      case 'checkout.contact.blur':
        return act(async () => void fireEvent.focusOut(screen.getByRole('textbox', { name: 'E-mail' })));
      case 'checkout.contact.next':
        return act(async () => void fireEvent.submit(screen.getByRole('form', { name: TITLES[3] })));
      case 'checkout.confirm': {
        const form = within(screen.getByRole('form', { name: TITLES[4] }));
        const comment = form.getByRole('textbox', { name: 'Комментарий к заказу' });
        if ((comment as HTMLTextAreaElement).value !== e.comment) setValue(comment, e.comment as string);
        for (const name of [/политикой обработки/, /правила пользования/]) {
          const box = form.getByRole('checkbox', { name });
          if (!(box as HTMLInputElement).checked) await run.user.click(box);
        }
        return run.user.click(form.getByRole('button', { name: 'Перейти к оплате' }));
      }
      default:
        throw new Error(`no UI action for ${event.type}`);
    }
  },
  see: {
    loading: () => {
      expect(screen.getByRole('status')).toHaveTextContent('Загружаем оформление заказа');
    },
    initError: () => {
      expect(screen.getByRole('alert')).toHaveTextContent(`Не удалось загрузить оформление заказа: ${TIMEOUT}`);
      expect(screen.getByRole('button', { name: 'Повторить' })).toBeEnabled();
    },
    refreshing: () => {
      expect(screen.getByRole('status')).toHaveTextContent('Обновляем данные заказа');
    },
    'zone.idle': () => {
      isOpen(1);
      expect(within(section(1)).getByRole('radio', { name: 'Москва (в пределах МКАД)' })).toBeEnabled();
    },
    'zone.saving': () => {
      isOpen(1);
      expect(within(section(1)).getByRole('radio', { name: 'Москва (в пределах МКАД)' })).toBeDisabled();
    },
    'method.idle': (_run, { labels }) => {
      isOpen(2);
      expect(within(section(2)).getByRole('radio', { name: /Курьер/ })).toBeEnabled();
      if (labels.at(-1) === 'checkout.picker.close') {
        const pointChosen = within(section(2)).queryByRole('button', { name: 'Выбрать другой пункт' });
        if (!pointChosen) expect(within(section(2)).getByRole('alert')).toHaveTextContent('Вы не выбрали пункт выдачи');
      }
    },
    'method.picking': async () => {
      isOpen(2);
      expect(await screen.findByRole('region', { name: 'Выберите точку выдачи' })).toBeInTheDocument();
    },
    'method.saving': () => {
      isOpen(2);
      expect(within(section(2)).getByRole('radio', { name: /Курьер/ })).toBeDisabled();
    },
    'payment.unavailable': () => {
      isOpen(3);
      expect(within(section(3)).getByText('Ошибка загрузки способов оплаты')).toBeInTheDocument();
    },
    'payment.idle': (_run, { labels }) => {
      isOpen(3);
      expect(within(section(3)).getByRole('radio', { name: 'Оплата при получении' })).toBeEnabled();
      const last = labels.at(-1) ?? '';
      if (last.includes('fetchCardPayment')) {
        // Back from the bank's refusal: nothing chosen, the reason shown.
        expect(within(section(3)).getByRole('radio', { name: 'Банковской картой онлайн' })).not.toBeChecked();
        expect(within(section(3)).getByRole('alert')).toHaveTextContent(
          last.startsWith('done') ? F.CARD_REFUSED.message : TIMEOUT,
        );
      }
    },
    'payment.saving': () => {
      isOpen(3);
      expect(within(section(3)).getByRole('radio', { name: 'Оплата при получении' })).toBeDisabled();
    },
    'contact.editing': (_run, { labels }) => {
      isOpen(4);
      expect(within(section(4)).getByRole('button', { name: 'Далее' })).toBeEnabled();
      const last = labels.at(-1) ?? '';
      if (last === 'checkout.confirm {"comment":"Позвоните за час","agreePrivacy":true,"agreeRules":true}') {
        expect(within(section(4)).getByRole('alert')).toHaveTextContent(/Не указано/);
      }
    },
    'contact.autosaving.typing': (run) => {
      isOpen(4);
      // Saving in the background: the shopper can go on typing.
      expect(within(section(4)).getByRole('textbox', { name: 'Имя' })).toBeEnabled();
      expect(run.calls).toContain(CALL.address);
    },
    'contact.autosaving.nextQueued': () => {
      isOpen(4);
      // «Далее» is taken and waits for the background save: shown as saving, not pressed twice.
      expect(within(section(4)).getByRole('button', { name: /Далее|Сохраняем/ })).toBeDisabled();
      expect(within(section(4)).getByRole('textbox', { name: 'Имя' })).toBeEnabled();
    },
    'contact.submitting': () => {
      isOpen(4);
      expect(within(section(4)).getByRole('button', { name: /Далее|Сохраняем/ })).toBeDisabled();
    },
    'confirm.idle': () => {
      isOpen(5);
      expect(within(section(5)).getByRole('button', { name: 'Перейти к оплате' })).toBeInTheDocument();
    },
    'confirm.placing': (run) => {
      isOpen(5);
      expect(within(section(5)).getByRole('button', { name: /Оформляем заказ/ })).toBeDisabled();
      expect(run.calls).toContain(CALL.confirm);
    },
    'confirm.fetchingCardForm': (run) => {
      expect(within(section(5)).getByRole('button', { name: /Оформляем заказ/ })).toBeDisabled();
      expect(run.calls).toContain(CALL.card);
    },
    'confirm.confirmingPayment': (run) => {
      expect(within(section(5)).getByRole('button', { name: /Оформляем заказ/ })).toBeDisabled();
      expect(run.calls).toContain(CALL.cod);
    },
    redirecting: async (run) => {
      expect(await screen.findByText('Переходим на страницу оплаты…')).toBeInTheDocument();
      expect(run.submit).toHaveBeenCalledTimes(1);
    },
    placed: async (run) => {
      await waitFor(() => expect(run.router.state.location.pathname).toBe('/success'));
      expect(run.router.state.location.search).toBe(`?order_id=${F.COD_CONFIRMED.order_id}`);
    },
  },
});

test('the chosen UI paths visit every state of the model', () => {
  expect([...seen].sort()).toEqual([...LEAVES].sort());
});
