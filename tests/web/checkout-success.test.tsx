import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { PAYMENT_CHECK } from '../../machines/checkout/success-order.machine';
import { CALL } from './checkout-fixtures';
import { renderCheckout } from './checkout-render';
import { ok, type Route } from './helpers/fake-backend';

// The success page (product §2 "Success page", §4): the order number, 'Заказ оплачен.' only when the server says the
// order is paid, 'Проверяем оплату…' while a card order may still be paid by a late callback, then 'Проблемы с
// оплатой', and / when there is nothing to show.

const WAITING = { payment_code: 'modulbank', status_id: 2, status_name: 'Ожидает оплаты' };
const PAID = { payment_code: 'modulbank', status_id: 3, status_name: 'Оплачен', transaction_id: 'tx-77' };

/** Fakes only timeouts (the checks' 2 s waits); Testing Library advances them through a `jest` global. */
function fakeTimeouts() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

const success = (reply: Record<string, unknown>): Record<string, Route> => ({
  [CALL.success]: ok({
    order_id: 101,
    payment_code: 'cod',
    status_id: 1,
    status_name: 'Новый',
    transaction_id: null,
    products: [],
    totals: [],
    ...reply,
  }),
});

test('a card order paid at the bank', async () => {
  const { user, router, calls } = await renderCheckout(success(PAID), '/success?order_id=101&transaction_id=tx-77');
  expect(await screen.findByRole('heading', { name: 'Ваш заказ № 101 принят!' })).toBeInTheDocument();
  expect(screen.getByText('Заказ оплачен.')).toBeInTheDocument();
  expect(screen.getByText('Заказ передаётся на сборку.')).toBeInTheDocument();
  expect(screen.getByText('Мы работаем: Понедельник–пятница с 10 до 18')).toBeInTheDocument();
  expect(screen.queryByText('Проблемы с оплатой')).toBeNull();
  expect(calls).toContain(CALL.success);
  await user.click(screen.getByRole('button', { name: 'Продолжить' }));
  expect(router.state.location.pathname).toBe('/');
});

test('paid on receipt: accepted and going to assembly, nothing about payment; what was ordered and its total', async () => {
  await renderCheckout(
    success({
      products: [
        { name: 'Пилинг миндальный 30%', model: 'bt1001', quantity: 2, total: 4180, options: [] },
        { name: 'Сыворотка с витамином C', model: 'bt3002', quantity: 1, total: 0, options: ['Подарок'] },
      ],
      totals: [
        { code: 'sub_total', title: 'Сумма', value: 4180 },
        { code: 'shipping', title: 'Курьером', value: 350 },
        { code: 'total', title: 'Итого', value: 4530 },
      ],
    }),
    '/success?order_id=101',
  );
  expect(await screen.findByRole('heading', { name: 'Ваш заказ № 101 принят!' })).toBeInTheDocument();
  const items = within(screen.getByRole('region', { name: 'Состав заказа' }));
  // Prices group thousands with a no-break space.
  expect(items.getAllByRole('listitem').map((item) => item.textContent?.replace(/\s/g, ' '))).toEqual([
    'Пилинг миндальный 30%2 × 2 090 ₽4 180 ₽',
    'Сыворотка с витамином CПодарок1 × 0 ₽0 ₽',
  ]);
  expect(items.getByText('Курьером').nextElementSibling).toHaveTextContent('350 ₽');
  expect(items.getByText('Итого').nextElementSibling).toHaveTextContent('4 530 ₽');
  expect(screen.getByText('Заказ передаётся на сборку.')).toBeInTheDocument();
  expect(screen.queryByText('Заказ оплачен.')).toBeNull();
  expect(screen.queryByText('Проблемы с оплатой')).toBeNull();
});

test('a card order the bank paid, back without a transaction id: checked, then paid', async () => {
  fakeTimeouts();
  const answers = [WAITING, WAITING, PAID];
  const { calls } = await renderCheckout(
    {
      [CALL.success]: () =>
        ok({ order_id: 101, transaction_id: null, products: [], totals: [], ...(answers.shift() ?? PAID) }),
    },
    '/success?order_id=101',
  );
  expect(await screen.findByRole('heading', { name: 'Ваш заказ № 101 принят!' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Проверяем оплату…');
  expect(screen.queryByText('Проблемы с оплатой')).toBeNull();
  await advance(PAYMENT_CHECK.INTERVAL_MS);
  expect(screen.getByRole('status')).toHaveTextContent('Проверяем оплату…');
  await advance(PAYMENT_CHECK.INTERVAL_MS);
  expect(await screen.findByText('Заказ оплачен.')).toBeInTheDocument();
  expect(screen.getByText('Заказ передаётся на сборку.')).toBeInTheDocument();
  expect(screen.queryByText('Проверяем оплату…')).toBeNull();
  expect(screen.queryByText('Проблемы с оплатой')).toBeNull();
  expect(calls.filter((call) => call === CALL.success)).toHaveLength(3);
});

test("a card order still unpaid after the checks: 'Проблемы с оплатой'", async () => {
  fakeTimeouts();
  const { calls } = await renderCheckout(success(WAITING), '/success?order_id=101&transaction_id=made-up');
  expect(await screen.findByRole('heading', { name: 'Ваш заказ № 101 принят!' })).toBeInTheDocument();
  for (let check = 0; check < PAYMENT_CHECK.ATTEMPTS; check += 1) {
    expect(screen.queryByRole('alert')).toBeNull();
    await advance(PAYMENT_CHECK.INTERVAL_MS);
  }
  // A transaction id in the address that the server did not record is not taken for a payment.
  expect(await screen.findByRole('alert')).toHaveTextContent('Проблемы с оплатой');
  expect(screen.queryByText('Заказ оплачен.')).toBeNull();
  expect(screen.queryByText('Проверяем оплату…')).toBeNull();
  expect(calls.filter((call) => call === CALL.success)).toHaveLength(1 + PAYMENT_CHECK.ATTEMPTS);
});

test('neither an order id nor a transaction id: to the home page', async () => {
  const { router, calls } = await renderCheckout(success({}), '/success');
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(calls).not.toContain(CALL.success);
});
