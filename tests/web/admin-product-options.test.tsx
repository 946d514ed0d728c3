import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductEditorRecord } from '../../src/contract/admin-product-editor';
import { EMPTY_PRODUCT } from '../../src/domain/product-editor';
import { PRODUCT_OPTIONS_TEXT } from '../../src/domain/product-options';
import { ok, type Route } from './helpers/fake-backend';
import { renderAdmin } from './helpers/render-admin';

// The product editor's options and related products (issue 16): an option from the shop's list or a new one, its values
// with stock and price difference, required, reordered and removed; related products found by name or article number
// in a combobox, shown with their article number, removed; all sent with the product's save. Typing takes long on a busy
// machine: each test has 40 s.

const ROOM = 40_000;

const RECORD: ProductEditorRecord = {
  product_id: 5,
  version: 4,
  href: '/piling-mindalnyj-30',
  values: {
    ...EMPTY_PRODUCT,
    name: 'Пилинг миндальный 30%',
    sku: 'bt1001',
    keyword: 'piling-mindalnyj-30',
    price: '1490',
    quantity: '24',
    options: [
      {
        option_id: 1,
        name: 'Пробник',
        required: false,
        values: [{ option_value_id: 11, name: 'Маска альгинатная, 1 саше', quantity: '100', price: '0' }],
      },
    ],
    related_ids: [8],
  },
  picture_urls: [],
  related: [{ product_id: 8, name: 'Сыворотка с витамином C', sku: 'bt2001' }],
};
const SHOP = {
  categories: [],
  options: [
    { option_id: 1, name: 'Пробник', values: [{ option_value_id: 11, name: 'Маска альгинатная, 1 саше' }] },
    { option_id: 2, name: 'Объём', values: [{ option_value_id: 21, name: '30 мл' }] },
  ],
};
const FOUND = {
  products: [
    { product_id: 5, name: 'Пилинг миндальный 30%', sku: 'bt1001' },
    { product_id: 9, name: 'Пилинг гликолевый', sku: 'bt1003' },
  ],
};

function backend() {
  const sent: { values: typeof RECORD.values; version: number }[] = [];
  const searched: unknown[] = [];
  const routes: Record<string, Route> = {
    'GET /admin/api/products/editor-options': ok(SHOP),
    'GET /admin/api/products/5': ok(RECORD),
    'GET /admin/api/products': (config) => {
      searched.push(config.params);
      return ok({ ...FOUND, categories: [], total: 2, page: 1, limit: 8 });
    },
    'POST /admin/api/products/5': (config) => {
      const body = JSON.parse(String(config.data));
      sent.push(body);
      return ok({ ...RECORD, version: 5, values: body.values });
    },
  };
  return { routes, sent, searched };
}

describe("the product editor's options", () => {
  it(
    'adds an option from the list and its values with stock and price difference, required; sent with the save',
    async () => {
      const { routes, sent } = backend();
      const { user } = await renderAdmin('/products/5', routes, 'editor');
      await screen.findByRole('region', { name: 'Опция «Пробник»' });

      await user.type(screen.getByRole('combobox', { name: 'Опция' }), 'объём');
      await user.click(screen.getByRole('button', { name: 'Добавить опцию' }));
      const volume = screen.getByRole('region', { name: 'Опция «Объём»' });
      const newValue = within(volume).getByRole('combobox', { name: 'Новое значение опции «Объём»' });
      await user.type(newValue, '30 мл');
      await user.click(within(volume).getByRole('button', { name: 'Добавить значение' }));
      await user.type(newValue, '50 мл{Enter}');
      await user.clear(within(volume).getByRole('textbox', { name: 'Остаток, шт. — 30 мл' }));
      await user.type(within(volume).getByRole('textbox', { name: 'Остаток, шт. — 30 мл' }), '5');
      await user.clear(within(volume).getByRole('textbox', { name: 'Остаток, шт. — 50 мл' }));
      await user.type(within(volume).getByRole('textbox', { name: 'Остаток, шт. — 50 мл' }), '2');
      await user.clear(within(volume).getByRole('textbox', { name: 'Разница в цене, ₽ — 50 мл' }));
      await user.type(within(volume).getByRole('textbox', { name: 'Разница в цене, ₽ — 50 мл' }), '400');
      await user.click(within(volume).getByRole('checkbox', { name: /Обязательная/ }));
      await user.click(within(volume).getByRole('button', { name: 'Выше' }));
      await user.click(screen.getByRole('button', { name: 'Сохранить' }));

      expect(await screen.findByText('Товар сохранён')).toBeInTheDocument();
      expect(sent[0].version).toBe(4);
      expect(sent[0].values.options).toEqual([
        {
          option_id: 2,
          name: 'Объём',
          required: true,
          values: [
            { option_value_id: 21, name: '30 мл', quantity: '5', price: '0' },
            { option_value_id: null, name: '50 мл', quantity: '2', price: '400' },
          ],
        },
        RECORD.values.options[0],
      ]);
    },
    ROOM,
  );

  it(
    'says what is wrong and sends nothing: two identical values, an option without values',
    async () => {
      const { routes, sent } = backend();
      const { user } = await renderAdmin('/products/5', routes, 'editor');
      const sampler = await screen.findByRole('region', { name: 'Опция «Пробник»' });
      await user.type(
        within(sampler).getByRole('combobox', { name: /Новое значение/ }),
        'маска альгинатная, 1 САШЕ{Enter}',
      );
      await user.click(screen.getByRole('button', { name: 'Сохранить' }));
      expect(
        await screen.findByText(PRODUCT_OPTIONS_TEXT.valueTwice('Пробник', 'Маска альгинатная, 1 саше')),
      ).toBeInTheDocument();
      for (const _twice of [1, 2]) {
        await user.click(
          within(sampler).getAllByRole('button', { name: 'Убрать значение «Маска альгинатная, 1 саше»' })[0],
        );
      }
      await user.click(screen.getByRole('button', { name: 'Сохранить' }));
      expect(await screen.findByText(PRODUCT_OPTIONS_TEXT.noValues('Пробник'))).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Убрать опцию «Пробник»' }));
      expect(screen.queryByRole('region', { name: 'Опция «Пробник»' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Сохранить' }));
      expect(await screen.findByText('Товар сохранён')).toBeInTheDocument();
      expect(sent.map((s) => s.values.options)).toEqual([[]]);
    },
    ROOM,
  );
});

describe("the product editor's related products", () => {
  it(
    'shows them with the article number, finds more by name (not the product itself), removes one; sent with the save',
    async () => {
      const { routes, sent, searched } = backend();
      const { user } = await renderAdmin('/products/5', routes, 'editor');
      const list = await screen.findByRole('list', { name: 'Похожие товары' });
      expect(within(list).getByText('Сыворотка с витамином C')).toBeInTheDocument();
      expect(within(list).getByText('Артикул: bt2001')).toBeInTheDocument();

      await user.type(screen.getByRole('combobox', { name: 'Найти товар по названию или артикулу' }), 'пилинг');
      const found = await screen.findByRole('listbox', { name: 'Найденные товары' });
      expect(
        within(found)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Пилинг гликолевый · bt1003']);
      expect(searched.at(-1)).toMatchObject({ q: 'пилинг' });
      await user.keyboard('{ArrowDown}{Enter}');
      expect(within(list).getByText('Артикул: bt1003')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Убрать «Сыворотка с витамином C» из похожих' }));
      expect(within(list).queryByText('Сыворотка с витамином C')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Сохранить' }));
      expect(await screen.findByText('Товар сохранён')).toBeInTheDocument();
      expect(sent[0].values.related_ids).toEqual([9]);
    },
    ROOM,
  );
});
