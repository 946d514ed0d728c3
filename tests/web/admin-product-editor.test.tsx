import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductEditorRecord } from '../../src/contract/admin-product-editor';
import { EMPTY_PRODUCT, PRODUCT_EDITOR_TEXT } from '../../src/domain/product-editor';
import { fail, ok, type Route } from './helpers/fake-backend';
import { renderAdmin } from './helpers/render-admin';

// The product editor (issue 16): a product's fields, pictures and meta with the search preview; a save carries the
// version opened and what the editor's rules allow; a stale copy loads afresh; a new product's address follows its name.

const RECORD: ProductEditorRecord = {
  product_id: 5,
  version: 4,
  href: '/piling-mindalnyj-30',
  values: {
    ...EMPTY_PRODUCT,
    name: 'Пилинг миндальный 30%',
    sku: 'bt1001',
    keyword: 'piling-mindalnyj-30',
    status: true,
    category_ids: [3],
    description: '<p>Мягкий пилинг.</p>',
    price: '1490',
    quantity: '24',
    pictures: [
      { path: 'catalog/demo/a.svg', alt: 'Флакон' },
      { path: 'catalog/demo/b.svg', alt: '' },
    ],
  },
  picture_urls: ['/image/catalog/demo/a.svg', '/image/catalog/demo/b.svg'],
  related: [],
};
const OPTIONS = {
  categories: [
    { category_id: 3, name: 'Пилинги', status: true },
    { category_id: 7, name: 'Для лица › Сыворотки', status: true },
  ],
};

function backend(
  save: Route = (config) => ok({ ...RECORD, version: 5, values: JSON.parse(String(config.data)).values }),
) {
  const sent: { values: typeof RECORD.values; version: number }[] = [];
  const routes: Record<string, Route> = {
    'GET /admin/api/products/editor-options': ok(OPTIONS),
    'GET /admin/api/products/5': ok(RECORD),
    'POST /admin/api/products/5': (config) => {
      sent.push(JSON.parse(String(config.data)));
      return typeof save === 'function' ? save(config) : save;
    },
    'POST /admin/api/products': (config) => {
      sent.push(JSON.parse(String(config.data)));
      return ok({ ...RECORD, product_id: 12, version: 1, values: JSON.parse(String(config.data)).values });
    },
    'POST /admin/api/images': ok({
      path: 'catalog/upload/new.jpg',
      url: '/image/catalog/upload/new.jpg',
      width: 800,
      height: 800,
    }),
  };
  return { routes, sent };
}

describe('the product editor', () => {
  it('shows the product and saves the changes with the version opened, the pictures in their new order', async () => {
    const { routes, sent } = backend();
    const { user } = await renderAdmin('/products/5', routes, 'editor');
    const name = await screen.findByRole('textbox', { name: /^Название/ });
    expect(name).toHaveValue('Пилинг миндальный 30%');
    expect(screen.getByRole('checkbox', { name: 'Пилинги' })).toBeChecked();
    await user.clear(name);
    await user.type(name, 'Пилинг миндальный 40%');
    await user.clear(screen.getByRole('textbox', { name: /^Цена, ₽/ }));
    await user.type(screen.getByRole('textbox', { name: /^Цена, ₽/ }), '1 590');
    await user.click(screen.getByRole('checkbox', { name: 'Для лица › Сыворотки' }));
    await user.click(screen.getByRole('button', { name: 'Сделать главным: изображение 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Описание: главное изображение' }), 'Текстура');
    await user.upload(
      screen.getByLabelText('Добавить изображения'),
      new File(['x'], 'new.jpg', { type: 'image/jpeg' }),
    );
    await screen.findByRole('textbox', { name: 'Описание: изображение 3' });
    await user.click(screen.getByRole('button', { name: 'Добавить акционную цену' }));
    const special = screen.getByRole('group', { name: 'Акционная цена 1' });
    await user.selectOptions(within(special).getByRole('combobox', { name: 'Группа' }), 'Специалисты');
    await user.type(within(special).getByRole('textbox', { name: 'Цена, ₽' }), '1113');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Товар сохранён')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        version: 4,
        values: expect.objectContaining({
          name: 'Пилинг миндальный 40%',
          price: '1 590',
          category_ids: [3, 7],
          specials: [{ customer_group_id: 2, price: '1113', date_start: '', date_end: '' }],
          pictures: [
            { path: 'catalog/demo/b.svg', alt: 'Текстура' },
            { path: 'catalog/demo/a.svg', alt: 'Флакон' },
            { path: 'catalog/upload/new.jpg', alt: '' },
          ],
        }),
      },
    ]);
  });

  it('names what is wrong under its field and sends nothing, keeping what was typed', async () => {
    const { routes, sent } = backend();
    const { user } = await renderAdmin('/products/5', routes, 'editor');
    const price = await screen.findByRole('textbox', { name: /^Цена, ₽/ });
    await user.clear(price);
    await user.type(price, '12,50');
    await user.type(screen.getByRole('textbox', { name: 'Видео 1' }), 'https://evil.example/v');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(PRODUCT_EDITOR_TEXT.price)).toBeInTheDocument();
    expect(screen.getByText(PRODUCT_EDITOR_TEXT.video)).toBeInTheDocument();
    expect(price).toHaveValue('12,50');
    expect(sent).toEqual([]);
  });

  it("'Скидка 30% для специалистов' says what specialists pay, is sent with the save, and may not be on at 0 ₽", async () => {
    const { routes, sent } = backend();
    const { user } = await renderAdmin('/products/5', routes, 'editor');
    const discount = await screen.findByRole('checkbox', { name: 'Скидка 30% для специалистов' });
    // On for this product (EMPTY_PRODUCT's default): 70% of 1490 ₽.
    expect(discount).toBeChecked();
    expect(screen.getByText(/Специалисты платят 1\s043\s₽; в магазине значок «-30%»/)).toBeInTheDocument();
    const price = screen.getByRole('textbox', { name: /^Цена, ₽/ });
    await user.clear(price);
    await user.type(price, '0');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(PRODUCT_EDITOR_TEXT.proDiscount)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(discount);
    expect(discount).not.toBeChecked();
    expect(
      screen.getByText('Специалисты платят полную цену (или свою акционную); значка «-30%» нет.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].values).toMatchObject({ price: '0', pro_discount: false });
  });

  it('shows the search preview from the meta title and description, else from the name and text', async () => {
    const { routes } = backend();
    const { user } = await renderAdmin('/products/5', routes, 'editor');
    const preview = await screen.findByRole('group', { name: 'Так товар увидят в поиске' });
    expect(preview).toHaveTextContent('Пилинг миндальный 30%');
    expect(preview).toHaveTextContent('Мягкий пилинг.');
    expect(preview).toHaveTextContent('/piling-mindalnyj-30');
    await user.type(screen.getByRole('textbox', { name: 'Заголовок для поисковиков' }), 'Миндальный пилинг купить');
    expect(within(preview).getByText('Миндальный пилинг купить')).toBeInTheDocument();
  });

  it("on a stale save loads the product afresh and says 'Запись изменена другим сотрудником'", async () => {
    const { routes } = backend(fail(409, 'Запись изменена другим сотрудником'));
    const { user } = await renderAdmin('/products/5', routes, 'editor');
    await user.type(await screen.findByRole('textbox', { name: /^Остаток/ }), '1');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Товар загружен заново: проверьте его и сохраните ещё раз.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Остаток/ })).toHaveValue('24'));
  });

  it("a new product's address follows its name; once saved, the page is the product's", async () => {
    const { routes, sent } = backend();
    const { user, router } = await renderAdmin('/products/new', routes, 'editor');
    expect(await screen.findByRole('heading', { name: 'Новый товар' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Название/ }), 'Маска альгинатная');
    expect(screen.getByRole('textbox', { name: 'Адрес страницы' })).toHaveValue('maska-alginatnaja');
    await user.type(screen.getByRole('textbox', { name: /^Цена, ₽/ }), '990');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/12'));
    // The same form, now the product's: it says it was saved.
    expect(await screen.findByText('Товар сохранён')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Маска альгинатная', level: 1 })).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ version: 0, values: { name: 'Маска альгинатная', keyword: 'maska-alginatnaja' } });
  });
});
