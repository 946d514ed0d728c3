import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductImportPlan } from '../../src/contract/admin-products';
import { fail, ok, type Reply, type Route } from './helpers/fake-backend';
import { renderAdmin } from './helpers/render-admin';

// 'Загрузка цен и остатков' (issue 16): a CSV is checked first; the page shows 'Будет изменено: N товаров' with each
// product before and after, and every bad row by its line; 'Применить' only without bad rows, sending the file with
// the versions shown; a stale refusal says so and offers to check the file again.

const CHANGE = {
  line: 2,
  product_id: 5,
  sku: 'bt1001',
  name: 'Пилинг миндальный 30%',
  version: 4,
  before: { price: 1490, quantity: 24 },
  after: { price: 1590, quantity: 20 },
};
const CLEAN: ProductImportPlan = {
  rows: 2,
  columns: ['Артикул', 'Цена', 'Остаток', 'Статус'],
  changes: [
    CHANGE,
    {
      ...CHANGE,
      line: 3,
      product_id: 9,
      sku: 'bt2040',
      name: 'Крем SPF 50',
      version: 2,
      before: { status: true },
      after: { status: false },
    },
  ],
  unchanged: 0,
  problems: [],
};
const BAD: ProductImportPlan = {
  ...CLEAN,
  rows: 3,
  problems: [{ line: 4, message: 'Цена «12,50»: нужна сумма в целых рублях от 0 до 10 000 000' }],
};

const csv = (name = 'товары.csv') => new File(['Артикул;Цена\r\nbt1001;1590\r\n'], name, { type: 'text/csv' });

function backend(check: Route, apply?: Reply) {
  const applied: FormData[] = [];
  const routes: Record<string, Route> = {
    'GET /admin/api/products': ok({ products: [], categories: [], total: 0, page: 1, limit: 25 }),
    'POST /admin/api/products/import/check': check,
    'POST /admin/api/products/import': (config) => {
      applied.push(config.data as FormData);
      return apply ?? ok({ changed: 2 });
    },
  };
  return { routes, applied };
}

describe("'Загрузка цен и остатков'", () => {
  it("is reached from 'Товары' with 'Загрузить CSV'", async () => {
    const { user } = await renderAdmin('/products', backend(ok(CLEAN)).routes, 'editor');
    await user.click(await screen.findByRole('link', { name: 'Загрузить CSV' }));
    expect(await screen.findByRole('heading', { name: 'Загрузка цен и остатков' })).toBeInTheDocument();
  });

  it('shows the dry run product by product and applies it with the versions shown', async () => {
    const server = backend(ok(CLEAN));
    const { user } = await renderAdmin('/products/import', server.routes, 'editor');
    await user.upload(await screen.findByLabelText('Файл CSV'), csv());
    expect(await screen.findByRole('heading', { name: 'Будет изменено: 2 товара' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Что изменится' });
    const peel = within(table).getByRole('row', { name: /Пилинг миндальный 30%/ });
    expect(within(peel).getByText('Цена 1 490 ₽, Остаток 24')).toBeInTheDocument();
    expect(within(peel).getByText('Цена 1 590 ₽, Остаток 20')).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /Крем SPF 50/ })).getByText('выключен')).toBeInTheDocument();
    expect(server.applied).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    expect(await screen.findByText('Изменено: 2 товара')).toBeInTheDocument();
    expect(server.applied).toHaveLength(1);
    expect(JSON.parse(server.applied[0].get('versions') as string)).toEqual([
      { product_id: 5, version: 4 },
      { product_id: 9, version: 2 },
    ]);
    expect((server.applied[0].get('file') as File).name).toBe('товары.csv');
  });

  it('lists every bad row by its line and applies nothing', async () => {
    const server = backend(ok(BAD));
    const { user } = await renderAdmin('/products/import', server.routes, 'editor');
    await user.upload(await screen.findByLabelText('Файл CSV'), csv());
    const problems = await screen.findByRole('region', { name: 'Ошибки в файле' });
    expect(within(problems).getByText('Ошибки в строках: 1')).toBeInTheDocument();
    expect(
      within(problems).getByText('Строка 4: Цена «12,50»: нужна сумма в целых рублях от 0 до 10 000 000'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Применить' })).toBeDisabled();
  });

  it("says a file the server cannot read is refused, and a stale apply is 'Запись изменена другим сотрудником'", async () => {
    const refused = backend(fail(400, 'В файле нет столбца «Артикул»'));
    const first = await renderAdmin('/products/import', refused.routes, 'editor');
    await first.user.upload(await screen.findByLabelText('Файл CSV'), csv());
    expect(await screen.findByRole('alert')).toHaveTextContent('В файле нет столбца «Артикул»');
    first.unmount();

    const stale = backend(ok(CLEAN), fail(409, 'Запись изменена другим сотрудником'));
    const { user } = await renderAdmin('/products/import', stale.routes, 'editor');
    await user.upload(await screen.findByLabelText('Файл CSV'), csv());
    await user.click(await screen.findByRole('button', { name: 'Применить' }));
    expect(await screen.findByText('Запись изменена другим сотрудником')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Проверить заново' }));
    expect(await screen.findByRole('button', { name: 'Применить' })).toBeEnabled();
  });

  it("is closed to a manager: 'Нет доступа'", async () => {
    await renderAdmin('/products/import', backend(ok(CLEAN)).routes, 'manager');
    expect(await screen.findByText(/Нет доступа/)).toBeInTheDocument();
  });
});
