import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderHistoryEntry, OrderLine, OrderSummary } from '../../src/domain/account';
import { FULL_USER, PEEL_LINE } from '../machines/account-fixtures';
import { fail, ok, type Route } from './helpers/fake-backend';
import { renderShop, RETURNING } from './helpers/render-shop';

/** The account's order page shows the order's history as the back office keeps it (issue 15). */

const USER = FULL_USER;
const STORED = { ...RETURNING, 'cookie-warning': 'true', userInfo: JSON.stringify(USER) };
const ORDER: OrderSummary = {
  order_id: 12,
  status_name: 'Отправлен',
  date_added: '2024-05-03 10:00:00',
  payment_zone: 'Москва',
  shipping_address_1: 'ул. Тверская, д. 1',
  total: 2469,
  products_count: 2,
};
const LINES: OrderLine[] = [PEEL_LINE];
const HISTORY: OrderHistoryEntry[] = [
  { status_name: 'Новый', date_added: '2024-05-03 10:00:00', comment: '' },
  { status_name: 'Собирается', date_added: '2024-05-04 11:30:00', comment: 'Собираем ваш заказ' },
  { status_name: 'Отправлен', date_added: '2024-05-05 09:15:00', comment: 'Трек-номер 1234567890' },
];
const BACKEND = {
  [`GET /cms/index.php?route=api/sess`]: ok({ userAuth: true, user: USER }),
  'POST /back/profile/profile': ok(USER),
  'POST /back/order/users': ok([ORDER]),
  'POST /back/product/orders': ok(LINES),
};

async function openOrder(backend: Record<string, Route>) {
  const { user, calls } = await renderShop({
    path: '/my-account',
    storage: STORED,
    backend: { ...BACKEND, ...backend },
  });
  await user.click(await screen.findByRole('tab', { name: 'Мои заказы' }));
  await user.click(await screen.findByRole('button', { name: /Заказ № 12/ }));
  return { dialog: await screen.findByRole('dialog'), calls };
}

describe("the order's history in 'Мои заказы'", () => {
  it('lists each status with its date (date part reversed) and the comment the shop wrote', async () => {
    const { dialog } = await openOrder({ 'POST /back/order/history': ok(HISTORY) });
    const list = await within(dialog).findByRole('list', { name: 'История заказа' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Новый'),
      expect.stringContaining('Собирается'),
      expect.stringContaining('Отправлен'),
    ]);
    expect(items[1]).toHaveTextContent('04-05-2024 11:30:00');
    expect(items[1]).toHaveTextContent('Собираем ваш заказ');
    expect(items[2]).toHaveTextContent('Трек-номер 1234567890');
    // The products are still there.
    expect(within(dialog).getByRole('link', { name: 'Пилинг миндальный 30%' })).toBeInTheDocument();
  });

  it('keeps the products when the history cannot be read, and says so', async () => {
    const { dialog } = await openOrder({ 'POST /back/order/history': fail(500, 'Ошибка') });
    expect(await within(dialog).findByText('Не удалось загрузить историю заказа')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Пилинг миндальный 30%' })).toBeInTheDocument();
  });
});
