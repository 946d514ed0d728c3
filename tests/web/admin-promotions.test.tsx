import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminPromotion } from '../../src/contract/admin-promotions';
import { promotionSummary } from '../../src/domain/promotion-edit';
import { fail, ok, type Route } from './helpers/fake-backend';
import { renderAdmin } from './helpers/render-admin';

// 'Акции и подарки' (issue 16, the owner only): the list, a new promotion checked and sent, a save refused as stale
// reloads the list, 'Удалить' asks first, the preview shows the server's figures; other roles see 'Нет доступа'.

const promotion = (over: Partial<AdminPromotion> = {}): AdminPromotion => ({
  promotion_id: 2,
  type: 'discount',
  customer_group_id: 0,
  product_count: null,
  percent: 10,
  total: 10000,
  gift_product_ids: [],
  gifts: [],
  date_start: null,
  date_end: '2026-12-31',
  status: true,
  in_force: true,
  version: 3,
  date_modified: '2026-11-21T10:00:00+03:00',
  ...over,
});
const list = (...promotions: AdminPromotion[]) => ok({ promotions });
// 'Скидка 10% от 10 000 ₽', with the shop's non-breaking spaces.
const NAME = promotionSummary(promotion());

describe("the owner's 'Акции и подарки'", () => {
  it('lists the promotions with their group, dates and state', async () => {
    await renderAdmin('/promotions', { 'GET /admin/api/promotions': list(promotion()) }, 'owner');
    expect(await screen.findByRole('heading', { level: 1, name: 'Акции и подарки' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Акции' });
    const row = within(table).getByText('Скидка 10% от 10 000 ₽').closest('tr')!;
    expect(row).toHaveTextContent('Все покупатели');
    expect(row).toHaveTextContent('по 31.12.2026');
    expect(row).toHaveTextContent('Действует');
    expect(screen.getByRole('link', { name: 'Акции и подарки' })).toHaveAttribute('href', '/promotions');
  });

  it('checks a new promotion before sending it, then sends it and shows the list it answers', async () => {
    const sent: unknown[] = [];
    const post: Route = (config) => {
      sent.push(JSON.parse(String(config.data)));
      return list(promotion(), promotion({ promotion_id: 9, percent: 5, total: 3000, date_end: null }));
    };
    const { user } = await renderAdmin(
      '/promotions',
      { 'GET /admin/api/promotions': list(promotion()), 'POST /admin/api/promotions': post },
      'owner',
    );
    await user.click(await screen.findByRole('button', { name: 'Добавить акцию' }));
    const dialog = await screen.findByRole('dialog', { name: 'Добавить акцию' });
    await user.type(within(dialog).getByLabelText('Скидка, %'), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Скидка — целое число процентов от 1 до 100')).toBeVisible();
    expect(within(dialog).getByText('Сумма корзины — целые рубли от 0')).toBeVisible();
    expect(sent).toEqual([]);
    await user.clear(within(dialog).getByLabelText('Скидка, %'));
    await user.type(within(dialog).getByLabelText('Скидка, %'), '5');
    await user.type(within(dialog).getByLabelText('От суммы товаров, ₽'), '3000');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Акция добавлена')).toBeVisible();
    expect(sent).toEqual([
      {
        type: 'discount',
        customer_group_id: 0,
        product_count: null,
        percent: 5,
        total: 3000,
        gift_product_ids: [],
        date_start: null,
        date_end: null,
        status: true,
      },
    ]);
    expect(within(screen.getByRole('table', { name: 'Акции' })).getByText('Скидка 5% от 3 000 ₽')).toBeVisible();
  });

  it('reloads the list when the promotion was changed by someone else since', async () => {
    let current = promotion();
    const { user, calls } = await renderAdmin(
      '/promotions',
      {
        'GET /admin/api/promotions': () => list(current),
        'PUT /admin/api/promotions/2': () => {
          current = promotion({ status: false, version: 4 });
          return {
            status: 409,
            body: { result: 'error', error: 'Запись изменена другим сотрудником', data: { promotions: [current] } },
          };
        },
      },
      'owner',
    );
    await user.click(await screen.findByRole('button', { name: `Выключить «${NAME}»` }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Запись изменена другим сотрудником');
    expect(alert).toHaveTextContent('Список акций загружен заново');
    expect(await screen.findByRole('button', { name: `Включить «${NAME}»` })).toBeVisible();
    expect(calls.filter((c) => c === 'GET /admin/api/promotions')).toHaveLength(2);
  });

  it("deletes only after 'Удалить акцию?'", async () => {
    const { user, calls } = await renderAdmin(
      '/promotions',
      { 'GET /admin/api/promotions': list(promotion()), 'DELETE /admin/api/promotions/2': list() },
      'owner',
    );
    await user.click(await screen.findByRole('button', { name: `Удалить «${NAME}»` }));
    const question = await screen.findByRole('alertdialog', { name: 'Удалить акцию?' });
    expect(calls).not.toContain('DELETE /admin/api/promotions/2');
    await user.click(within(question).getByRole('button', { name: 'Да, удалить' }));
    expect(await screen.findByText('Акция удалена')).toBeVisible();
    expect(screen.getByText('Акций пока нет.')).toBeVisible();
  });

  it("shows the server's figures for a sample cart", async () => {
    const sent: unknown[] = [];
    const { user } = await renderAdmin(
      '/promotions',
      {
        'GET /admin/api/promotions': list(promotion()),
        'GET /admin/api/products': ok({
          products: [
            {
              product_id: 5,
              name: 'Крем SPF 50',
              sku: 'bt1001',
              keyword: 'krem',
              image: null,
              price: 2500,
              quantity: 4,
              status: true,
              specials: [],
              categories: [],
              version: 1,
            },
          ],
          total: 1,
          page: 1,
          limit: 8,
          categories: [],
        }),
        'POST /admin/api/promotions/preview': (config) => {
          sent.push(JSON.parse(String(config.data)));
          return ok({
            lines: [{ product_id: 5, name: 'Крем SPF 50', quantity: 4, price: 2500, total: 10000 }],
            totals: [
              { code: 'sub_total', title: 'Сумма', value: 10000, text: '10 000 ₽' },
              { code: 'discount', title: 'Скидка 10%', value: -1000, text: '-1 000 ₽' },
              { code: 'total', title: 'Итого', value: 9000, text: '9 000 ₽' },
            ],
            total: 9000,
            gift_count: 0,
            gifts: [],
          });
        },
      },
      'owner',
    );
    await user.type(await screen.findByLabelText('Найти товар для корзины'), 'крем');
    await user.click(screen.getAllByRole('button', { name: 'Найти' })[0]);
    await user.click(await screen.findByRole('button', { name: 'Добавить «Крем SPF 50»' }));
    const quantity = screen.getByLabelText('Количество «Крем SPF 50»');
    fireEvent.change(quantity, { target: { value: '4' } });
    await user.click(screen.getByRole('button', { name: 'Рассчитать' }));
    const totals = await screen.findByRole('table', { name: 'Итог пробной корзины' });
    expect(totals).toHaveTextContent('Скидка 10%');
    expect(totals).toHaveTextContent('9 000 ₽');
    expect(sent).toEqual([{ customer_group_id: 0, lines: [{ product_id: 5, quantity: 4 }] }]);
  });

  it.each(['manager', 'editor'] as const)("is 'Нет доступа' to the %s role, with no menu item", async (role) => {
    const { calls } = await renderAdmin('/promotions', { 'GET /admin/api/promotions': list() }, role);
    expect(await screen.findByRole('heading', { name: 'Нет доступа' })).toBeVisible();
    const nav = screen.getAllByRole('navigation')[0];
    expect(within(nav).queryByRole('link', { name: 'Акции и подарки' })).toBeNull();
    expect(calls).not.toContain('GET /admin/api/promotions');
  });

  it('says why the list could not load', async () => {
    await renderAdmin('/promotions', { 'GET /admin/api/promotions': fail(500, 'Сервер недоступен') }, 'owner');
    await waitFor(() => expect(screen.getAllByText('Сервер недоступен')[0]).toBeVisible());
  });
});
