import { screen, waitFor } from '@testing-library/react';
import { CALL } from './checkout-fixtures';
import { renderCheckout } from './checkout-render';
import { ok, type Route } from './helpers/fake-backend';

// The success page (product §2 "Success page", §4): the order number, 'Заказ оплачен.' only when the server confirms the
// transaction, 'Проблемы с оплатой' for an unpaid card order, and / when there is nothing to show.

const success = (reply: Record<string, unknown>): Record<string, Route> => ({
  [CALL.success]: ok({
    order_id: 101,
    payment_code: 'cod',
    status_id: 1,
    status_name: 'Новый',
    transaction_id: null,
    ...reply,
  }),
});

test('a card order paid at the bank', async () => {
  const { user, router, calls } = await renderCheckout(
    success({ payment_code: 'modulbank', status_id: 3, status_name: 'Оплачен', transaction_id: 'tx-77' }),
    '/success?order_id=101&transaction_id=tx-77',
  );
  expect(await screen.findByRole('heading', { name: 'Ваш заказ № 101 принят!' })).toBeInTheDocument();
  expect(screen.getByText('Заказ оплачен.')).toBeInTheDocument();
  expect(screen.getByText('Заказ передаётся на сборку.')).toBeInTheDocument();
  expect(screen.getByText('Мы работаем: Понедельник–пятница с 10 до 18')).toBeInTheDocument();
  expect(screen.queryByText('Проблемы с оплатой')).toBeNull();
  expect(calls).toContain(CALL.success);
  await user.click(screen.getByRole('button', { name: 'Продолжить' }));
  expect(router.state.location.pathname).toBe('/');
});

test('paid on receipt: accepted and going to assembly, nothing about payment', async () => {
  await renderCheckout(success({}), '/success?order_id=101');
  expect(await screen.findByRole('heading', { name: 'Ваш заказ № 101 принят!' })).toBeInTheDocument();
  expect(screen.getByText('Заказ передаётся на сборку.')).toBeInTheDocument();
  expect(screen.queryByText('Заказ оплачен.')).toBeNull();
  expect(screen.queryByText('Проблемы с оплатой')).toBeNull();
});

test("a card order without a transaction id: 'Проблемы с оплатой'", async () => {
  await renderCheckout(
    success({ payment_code: 'modulbank', status_id: 2, status_name: 'Ожидает оплаты' }),
    '/success?order_id=101',
  );
  expect(await screen.findByRole('heading', { name: 'Ваш заказ № 101 принят!' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Проблемы с оплатой');
  expect(screen.queryByText('Заказ оплачен.')).toBeNull();
});

test('a transaction id the server did not record is not taken for a payment', async () => {
  await renderCheckout(
    success({ payment_code: 'modulbank', status_id: 2 }),
    '/success?order_id=101&transaction_id=made-up',
  );
  await screen.findByRole('heading', { name: 'Ваш заказ № 101 принят!' });
  expect(screen.queryByText('Заказ оплачен.')).toBeNull();
  expect(screen.getByText('Проблемы с оплатой')).toBeInTheDocument();
});

test('neither an order id nor a transaction id: to the home page', async () => {
  const { router, calls } = await renderCheckout(success({}), '/success');
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(calls).not.toContain(CALL.success);
});
