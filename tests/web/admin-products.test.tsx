import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminProductList, AdminProductRow } from '../../src/contract/admin-products';
import { fail, ok, type Route } from './helpers/fake-backend';
import { renderAdmin } from './helpers/render-admin';

// 'Товары' (issue 16): the products searched, filtered and sorted on the server with the state in the address, the
// CSV of the same list, and the ticked rows changed together after a dialog, with the versions on screen; a stale copy
// clears the ticks and reloads the list.

const peel: AdminProductRow = {
  product_id: 5,
  name: 'Пилинг миндальный 30%',
  sku: 'bt1001',
  keyword: 'piling-mindalnyj-30',
  image: '/image/catalog/demo/products/piling-mindalnyj-30.svg',
  price: 1490,
  quantity: 24,
  status: true,
  specials: [{ customer_group_id: 1, price: 1190 }],
  categories: [3],
  version: 4,
};
const cream: AdminProductRow = {
  ...peel,
  product_id: 9,
  name: 'Крем SPF 50',
  sku: 'bt2040',
  keyword: 'krem-spf-50',
  quantity: 0,
  status: false,
  specials: [],
  version: 2,
};
const REPLY: AdminProductList = {
  products: [peel, cream],
  categories: [
    { category_id: 3, name: 'Пилинги', status: true },
    { category_id: 7, name: 'Для лица › Сыворотки', status: true },
  ],
  total: 2,
  page: 1,
  limit: 25,
};

/** The list's fake server: each GET's query, and what each bulk change sent. */
function backend(bulk?: Route) {
  const asked: unknown[] = [];
  const sent: unknown[] = [];
  const routes: Record<string, Route> = {
    'GET /admin/api/products': (config) => {
      asked.push(config.params);
      return ok(REPLY);
    },
  };
  if (bulk) {
    routes['POST /admin/api/products/bulk'] = (config) => {
      sent.push(JSON.parse(String(config.data)));
      return typeof bulk === 'function' ? bulk(config) : bulk;
    };
  }
  return { asked, sent, routes };
}

const tick = async (user: { click: (e: Element) => Promise<void> }, name: string) =>
  user.click(screen.getAllByRole('checkbox', { name: `Отметить «${name}»` })[0]);

describe("'Товары'", () => {
  it('lists the products with article, price, special, stock and status; search, filters and sorting go to the address', async () => {
    const server = backend();
    const { user, router } = await renderAdmin('/products', server.routes, 'editor');
    expect(await screen.findByRole('heading', { name: 'Товары' })).toBeInTheDocument();
    expect(within(screen.getAllByRole('navigation')[0]).getByRole('link', { name: 'Товары' })).toBeInTheDocument();
    expect((await screen.findAllByText('Пилинг миндальный 30%'))[0]).toBeInTheDocument();
    expect(screen.getAllByText('bt1001')[0]).toBeInTheDocument();
    expect(screen.getAllByText('Акция: 1 190 ₽')[0]).toBeInTheDocument();
    expect(screen.getAllByText('0 (нет)')[0]).toBeInTheDocument();
    expect(screen.getAllByText('Выключен')[0]).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '«Крем SPF 50» в магазине' })[0]).toHaveAttribute(
      'href',
      '/krem-spf-50',
    );
    expect(server.asked.at(-1)).toEqual({ sort: 'name', order: 'asc', page: 1, limit: 25 });
    expect(screen.getByRole('link', { name: 'Выгрузить CSV' })).toHaveAttribute(
      'href',
      '/admin/api/products.csv?sort=name&order=asc',
    );

    await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'bt1001');
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=bt1001'));
    await user.selectOptions(screen.getByLabelText('Статус'), 'off');
    await user.selectOptions(screen.getByLabelText('Категория'), 'Для лица › Сыворотки');
    await user.selectOptions(screen.getByLabelText('Наличие'), 'out');
    await user.selectOptions(screen.getByLabelText('Акция'), 'no');
    await user.click(screen.getByRole('button', { name: 'Цена' }));
    await waitFor(() =>
      expect(server.asked.at(-1)).toEqual({
        q: 'bt1001',
        category_id: 7,
        stock: 'out',
        status: 'off',
        special: 'no',
        sort: 'price',
        order: 'asc',
        page: 1,
        limit: 25,
      }),
    );
    expect(router.state.location.search).toBe('?category=7&stock=out&status=off&special=no&sort=price&q=bt1001');
    await user.click(screen.getByRole('button', { name: /Цена/ }));
    await waitFor(() => expect(router.state.location.search).toContain('order=desc'));
    expect(screen.getByRole('link', { name: 'Выгрузить CSV' })).toHaveAttribute(
      'href',
      '/admin/api/products.csv?q=bt1001&category_id=7&stock=out&status=off&special=no&sort=price&order=desc',
    );
  });

  it("'Выключить' asks first, then sends the ticked products with their versions and says what it did", async () => {
    const server = backend(ok({ changed: 2 }));
    const { user } = await renderAdmin('/products', server.routes, 'editor');
    await screen.findAllByText('Пилинг миндальный 30%');
    expect(screen.getByRole('button', { name: 'Выключить' })).toBeDisabled();
    await tick(user, 'Пилинг миндальный 30%');
    await tick(user, 'Крем SPF 50');
    expect(screen.getByText('Отмечено: 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Выключить' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Выключить 2 товара?' });
    expect(confirm).toHaveTextContent('исчезнут из магазина');
    expect(server.sent).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Да, выключить' }));
    expect(await screen.findByText('Выключено: 2 товара. В магазине их больше нет.')).toBeInTheDocument();
    expect(server.sent).toEqual([
      {
        action: 'disable',
        products: [
          { product_id: 5, version: 4 },
          { product_id: 9, version: 2 },
        ],
      },
    ]);
    expect(screen.getByText('Отмечено: 0')).toBeInTheDocument();
    await waitFor(() => expect(server.asked).toHaveLength(2));
  });

  it("'Перенести в категорию' needs a category, 'Изменить остаток' a whole number; 'Отметить все на странице' ticks the page", async () => {
    const server = backend(ok({ changed: 2 }));
    const { user } = await renderAdmin('/products', server.routes, 'editor');
    await screen.findAllByText('Пилинг миндальный 30%');
    await user.click(screen.getByRole('checkbox', { name: 'Отметить все на странице' }));
    expect(screen.getByText('Отмечено: 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Перенести в категорию' }));
    const move = await screen.findByRole('dialog', { name: 'Перенести 2 товара' });
    await user.click(within(move).getByRole('button', { name: 'Перенести' }));
    expect(within(move).getByText('Выберите категорию')).toBeInTheDocument();
    expect(server.sent).toEqual([]);
    await user.selectOptions(within(move).getByRole('combobox', { name: /Категория/ }), 'Для лица › Сыворотки');
    await user.click(within(move).getByRole('button', { name: 'Перенести' }));
    expect(await screen.findByText('Перенесено в категорию: 2 товара.')).toBeInTheDocument();
    expect(server.sent.at(-1)).toMatchObject({ action: 'move', category_id: 7 });

    await user.click(screen.getByRole('checkbox', { name: 'Отметить все на странице' }));
    await user.click(screen.getByRole('button', { name: 'Изменить остаток' }));
    const stock = await screen.findByRole('dialog', { name: 'Изменить остаток: 2 товара' });
    const field = within(stock).getByRole('textbox', { name: /Остаток/ });
    await user.type(field, '2,5');
    await user.click(within(stock).getByRole('button', { name: 'Изменить остаток' }));
    expect(within(stock).getByText('Остаток — целое число от 0 до 1 000 000')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '12');
    await user.click(within(stock).getByRole('button', { name: 'Изменить остаток' }));
    expect(await screen.findByText('Остаток изменён: 2 товара.')).toBeInTheDocument();
    expect(server.sent.at(-1)).toEqual({
      action: 'stock',
      quantity: 12,
      products: [
        { product_id: 5, version: 4 },
        { product_id: 9, version: 2 },
      ],
    });
  });

  it('a stale copy says so, clears the ticks and loads the list afresh', async () => {
    const server = backend(fail(409, 'Запись изменена другим сотрудником'));
    const { user } = await renderAdmin('/products', server.routes, 'owner');
    await screen.findAllByText('Пилинг миндальный 30%');
    await tick(user, 'Пилинг миндальный 30%');
    await user.click(screen.getByRole('button', { name: 'Включить' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Включить 1 товар?' });
    await user.click(within(confirm).getByRole('button', { name: 'Да, включить' }));
    expect(await screen.findByText('Запись изменена другим сотрудником')).toBeInTheDocument();
    expect(screen.getByText(/отметки сняты/)).toBeInTheDocument();
    expect(screen.getByText('Отмечено: 0')).toBeInTheDocument();
    await waitFor(() => expect(server.asked).toHaveLength(2));
  });

  it("is 'Нет доступа' to a manager, with no menu item and no call", async () => {
    const server = backend();
    const { calls } = await renderAdmin('/products', server.routes, 'manager');
    expect(await screen.findByRole('heading', { name: 'Нет доступа' })).toBeVisible();
    expect(within(screen.getAllByRole('navigation')[0]).queryByRole('link', { name: 'Товары' })).toBeNull();
    expect(calls).not.toContain('GET /admin/api/products');
  });
});
