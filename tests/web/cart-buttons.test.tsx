import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductDetails } from '../../src/api/catalogue';
import type { OrderLine, UserInfo } from '../../src/domain/account';
import { certificateMixWarning } from '../../src/domain/certificate';
import { toaster } from '../../src/web/ui/toaster';
import type { InternalAxiosRequestConfig } from 'axios';
import { bodyOf, card, details } from './catalogue-fixtures';
import { cartServer, CERTIFICATE_ITEM, item, type CartServer, type CartServerOptions } from './helpers/cart-backend';
import { ok } from './helpers/fake-backend';
import { renderShop, RETURNING } from './helpers/render-shop';

// Adding to the cart from a card, the quick view, the product page and a past order (product §2, §4 "Add to cart", §5
// certificate rules, §8 repeat order), over a fake cart server that remembers.

/** Whole-shop renders with several round trips: generous under a loaded machine (timing is never asserted). */
const SAMPLER = { option_name: 'Пробник', required: false, price: 0, quantity: 100 };
const SLOW_UI_MS = 20_000;

afterEach(() => {
  act(() => void toaster.remove());
});

const PEEL: ProductDetails = details(1, {
  name: 'Пилинг миндальный 30%',
  sku: 'bt1001',
  url: 'piling-mindalnyj-30',
  price: 2450,
  options: [
    {
      product_option_value_id: 11,
      option_value_id: 1,
      product_option_id: 5,
      name: 'Крем с гиалуроновой кислотой, 5 мл',
      ...SAMPLER,
    },
    {
      product_option_value_id: 12,
      option_value_id: 2,
      product_option_id: 5,
      name: 'Сыворотка с витамином C 15%, 2 мл',
      ...SAMPLER,
    },
  ],
});
const CERTIFICATE: ProductDetails = details(187, {
  name: 'Подарочный сертификат',
  sku: '',
  url: 'podarochnyj-sertifikat',
  price: 0,
});
const VOLUME = { option_name: 'Объём', required: true, product_option_id: 9 };
/** A product whose 'Объём' must be chosen (issue 16): the quick view of its card gives its details. */
const SERUM: ProductDetails = details(6, {
  name: 'Сыворотка с пептидами',
  price: 1000,
  has_required_option: true,
  options: [
    { product_option_value_id: 91, option_value_id: 7, name: '30 мл', price: 0, quantity: 5, ...VOLUME },
    { product_option_value_id: 92, option_value_id: 8, name: '50 мл', price: 400, quantity: 2, ...VOLUME },
  ],
});
const SIMILAR = [
  card(2, { name: 'Пилинг гликолевый 50%', price: 1900 }),
  card(3, { name: 'Пилинг молочный 40%', quantity: 0 }),
  card(4, { name: 'Крем без цены', price: 0 }),
  // An option that must be chosen ('Объём', issue 16): the cart refuses it without a choice.
  card(6, { name: 'Сыворотка с пептидами', has_required_option: true }),
];
const CATALOGUE = [
  item(1, { name: PEEL.name, price: 2450, url: PEEL.url }),
  item(2, { name: 'Пилинг гликолевый 50%', price: 1900 }),
  item(5, { name: 'Крем с ретинолом', price: 2900 }),
  item(6, { name: SERUM.name, price: 1000, url: SERUM.url }),
];

function productBackend(product: ProductDetails, server: CartServer) {
  return {
    ...server.routes,
    [`POST /back/url/${product.url}`]: ok({ module: 'product', id: product.product_id }),
    // The quick view asks for a card's product by its id.
    'POST /back/product/one': (config: InternalAxiosRequestConfig) =>
      ok(bodyOf<{ id: number }>(config).id === SERUM.product_id ? SERUM : product),
    'POST /back/product/images': ok([]),
    'POST /back/product/recommended': ok(SIMILAR),
    'POST /back/product/review': ok({ reviews: [], total: 0, page: 1, pages: 0 }),
    'POST /back/product/faq': ok([]),
    'POST /back/product/blog': ok([]),
  };
}

async function openProduct(product: ProductDetails = PEEL, options: CartServerOptions = {}) {
  const server = cartServer({ catalogue: CATALOGUE, ...options });
  const view = await renderShop({
    path: `/${product.url}`,
    storage: { ...RETURNING, 'cookie-warning': 'true' },
    backend: productBackend(product, server),
  });
  await screen.findByRole('heading', { level: 1, name: product.name });
  return { ...view, server };
}

const headerCount = () =>
  within(within(screen.getByRole('banner')).getByRole('link', { name: /^Корзина/ })).getByText(/^\d+$/);
const similar = () => screen.getByRole('list', { name: 'Похожие товары' });
const cardOf = (name: string) => within(similar()).getByRole('link', { name }).closest('article, li') as HTMLElement;

describe('the card cart icon', { timeout: SLOW_UI_MS }, () => {
  it('adds one unit, toasts the total, counts it in the header, then goes to the cart', async () => {
    const { user, server, router } = await openProduct();
    const glycolic = await waitFor(() => cardOf('Пилинг гликолевый 50%'));
    await user.click(within(glycolic).getByRole('button', { name: 'Добавить в корзину' }));
    expect(await screen.findByText('Итого: 1 900 ₽, в корзине 1 товар')).toBeInTheDocument();
    expect(server.adds).toEqual([{ product_id: 2, quantity: 1 }]);
    await waitFor(() => expect(headerCount()).toHaveTextContent('1'));
    // A screen reader hears the count with the shortcut's name.
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Корзина, 1 товар' })).toBeInTheDocument();
    // Now in the cart: the icon is active and a click goes to /cart.
    const goToCart = await within(glycolic).findByRole('button', { name: 'Перейти в корзину' });
    await user.click(goToCart);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(server.adds).toHaveLength(1);
  });

  it('is not offered out of stock or without a price', async () => {
    await openProduct();
    await waitFor(() => cardOf('Пилинг молочный 40%'));
    expect(within(cardOf('Пилинг молочный 40%')).queryByRole('button', { name: 'Добавить в корзину' })).toBeNull();
    expect(within(cardOf('Крем без цены')).queryByRole('button', { name: 'Добавить в корзину' })).toBeNull();
  });

  it('is not offered for a product whose option must be chosen, nor in the wishlist: its page or quick view asks', async () => {
    const { user, router } = await openProduct();
    const serum = await waitFor(() => cardOf('Сыворотка с пептидами'));
    expect(within(serum).queryByRole('button', { name: 'Добавить в корзину' })).toBeNull();
    expect(within(serum).getByRole('button', { name: 'Быстрый просмотр' })).toBeEnabled();
    // Options that need no choice (the free sampler) leave the icon where it was.
    const glycolic = cardOf('Пилинг гликолевый 50%');
    expect(within(glycolic).getByRole('button', { name: 'Добавить в корзину' })).toBeEnabled();

    await user.click(within(serum).getByRole('button', { name: 'Добавить в избранное' }));
    await user.click(within(glycolic).getByRole('button', { name: 'Добавить в избранное' }));
    await act(() => router.navigate('/wishlist'));
    await screen.findByRole('heading', { level: 1, name: 'Избранное, 2 товара' });
    const rows = within(screen.getByRole('list', { name: 'Товары в избранном' })).getAllByRole('listitem');
    const row = (name: string) => rows.find((r) => within(r).queryByRole('link', { name })) as HTMLElement;
    expect(within(row('Сыворотка с пептидами')).queryByRole('button', { name: 'В корзину' })).toBeNull();
    expect(within(row('Пилинг гликолевый 50%')).getByRole('button', { name: 'В корзину' })).toBeEnabled();
  });

  it('ignores a refused add silently', async () => {
    const { user, server, calls } = await openProduct(PEEL, {
      lines: [{ product_id: 187, quantity: 1, option: { amount: 2000 } }],
    });
    await user.click(
      await within(await waitFor(() => cardOf('Пилинг гликолевый 50%'))).findByRole('button', {
        name: 'Добавить в корзину',
      }),
    );
    await waitFor(() => expect(server.adds).toHaveLength(1));
    // After a refusal the cart is loaded again (the server is the truth); by then any message would be showing.
    await waitFor(() => expect(calls.filter((c) => c.includes('cart/indexJson'))).toHaveLength(2));
    expect(screen.queryByText(certificateMixWarning)).toBeNull();
    expect(within(cardOf('Пилинг гликолевый 50%')).getByRole('button', { name: 'Добавить в корзину' })).toBeEnabled();
    expect(screen.queryByText(/^Итого:/)).toBeNull();
  });
});

describe('the product page button', { timeout: SLOW_UI_MS }, () => {
  it('adds the product with the chosen sampler, reads «Добавлено в корзину», then goes to the cart', async () => {
    const { user, server, router } = await openProduct();
    await user.selectOptions(screen.getByLabelText('Пробник'), 'Сыворотка с витамином C 15%, 2 мл');
    await user.click(screen.getByRole('button', { name: 'В корзину' }));
    const added = await screen.findByRole('button', { name: 'Добавлено в корзину' });
    expect(server.adds).toEqual([{ product_id: 1, quantity: 1, option: { 5: 12 } }]);
    await waitFor(() => expect(headerCount()).toHaveTextContent('1'));
    await user.click(added);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ваша корзина, 1 товар' })).toBeInTheDocument();
  });

  it('is a disabled «Нет в наличии» out of stock', async () => {
    await openProduct({ ...PEEL, quantity: 0 });
    expect(screen.getByRole('button', { name: 'Нет в наличии' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'В корзину' })).toBeNull();
  });

  it('with the keyboard: focus stays on the button while it adds, and the outcome is announced', async () => {
    const { user, server } = await openProduct();
    const button = screen.getByRole('button', { name: 'В корзину' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveFocus();
    const added = await screen.findByRole('button', { name: 'Добавлено в корзину' });
    expect(added).toHaveFocus();
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain('Добавлено в корзину');
    expect(server.adds).toHaveLength(1);
  });

  it('sends the certificate amount, enabled only above 100', async () => {
    const { user, server } = await openProduct(CERTIFICATE);
    const button = screen.getByRole('button', { name: 'В корзину' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Сумма сертификата'), '100');
    expect(screen.getByRole('button', { name: 'В корзину' })).toBeDisabled();
    await user.type(screen.getByLabelText('Сумма сертификата'), '0');
    await user.click(screen.getByRole('button', { name: 'В корзину' }));
    await screen.findByRole('button', { name: 'Добавлено в корзину' });
    expect(server.adds).toEqual([{ product_id: 187, quantity: 1, option: { amount: 1000 } }]);
  });

  it('shows the certificate mixing warning and adds nothing', async () => {
    const { user, server } = await openProduct(CERTIFICATE, { lines: [{ product_id: 5, quantity: 1 }] });
    await user.type(screen.getByLabelText('Сумма сертификата'), '1500');
    await user.click(screen.getByRole('button', { name: 'В корзину' }));
    expect(await screen.findByText(certificateMixWarning)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'В корзину' })).toBeEnabled();
    expect(server.lines.map((l) => l.product_id)).toEqual([5]);
  });

  it('shows the promo cards that apply to the shopper', async () => {
    await openProduct();
    const promos = await screen.findByRole('list', { name: 'Акции' });
    expect(promos).toHaveTextContent('Акция 2+1');
    expect(promos).toHaveTextContent('Бесплатная доставка');
    // The 10% discount is for professionals only.
    expect(promos).not.toHaveTextContent('Скидка 10%');
  });
});

describe('the quick view button', { timeout: SLOW_UI_MS }, () => {
  it('adds from the quick view and toasts the total', async () => {
    const { user, server } = await openProduct(PEEL);
    const glycolic = await waitFor(() => cardOf('Пилинг гликолевый 50%'));
    await user.click(within(glycolic).getByRole('button', { name: 'Быстрый просмотр' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'В корзину' }));
    expect(await within(dialog).findByRole('button', { name: 'Добавлено в корзину' })).toBeInTheDocument();
    expect(await screen.findByText(/^Итого: .*в корзине 1 товар$/)).toBeInTheDocument();
    expect(server.adds[0].product_id).toBe(PEEL.product_id);
  });

  it('offers the options as the product page does: one that must be chosen holds it, the price follows', async () => {
    const { user, server } = await openProduct(PEEL);
    await user.click(
      within(await waitFor(() => cardOf('Сыворотка с пептидами'))).getByRole('button', { name: 'Быстрый просмотр' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('heading', { name: 'Сыворотка с пептидами' })).toBeInTheDocument();
    const volume = within(dialog).getByRole('combobox', { name: /^Объём/ });
    expect(
      within(volume)
        .getAllByRole('option')
        // (Prices are written with no-break spaces.)
        .map((o) => o.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['Выберите', '30 мл', '50 мл (+400 ₽)']);
    expect(within(dialog).getByRole('button', { name: 'В корзину' })).toBeDisabled();
    expect(within(dialog).getByText('1 000 ₽')).toBeInTheDocument();

    await user.selectOptions(volume, '92');
    expect(within(dialog).getByText('1 400 ₽')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'В корзину' }));
    expect(await within(dialog).findByRole('button', { name: 'Добавлено в корзину' })).toBeInTheDocument();
    expect(server.adds).toEqual([{ product_id: 6, quantity: 1, option: { 9: 92 } }]);
  });
});

const CMS = '/cms/index.php?route=';
const USER = {
  customer_id: 7,
  firstname: 'Анна',
  lastname: 'Иванова',
  email: 'anna@example.ru',
  telephone: '79123456789',
  address: 'Москва',
  customerGroupId: 1,
  userAuth: true,
  avatar: { image: null, password: '' },
  customer_type: 1,
  professional_status: 'none',
  is_admin: false,
} as unknown as UserInfo;
const ORDER = {
  order_id: 12,
  status_name: 'Оплачен',
  date_added: '2024-05-03 10:00:00',
  payment_zone: 'Москва',
  shipping_address_1: 'ул. Тверская, д. 1',
  total: 7700,
  products_count: 3,
};
const line = (
  product_id: number,
  name: string,
  quantity: number,
  price: number,
  options: OrderLine['options'] = [],
): OrderLine => ({
  product_id,
  product_keyword: `p-${product_id}`,
  image: '',
  name,
  quantity,
  price,
  options,
});

async function openOrder(lines: OrderLine[], options: CartServerOptions = {}) {
  const server = cartServer({ catalogue: CATALOGUE, ...options });
  const view = await renderShop({
    path: '/my-account',
    storage: { ...RETURNING, 'cookie-warning': 'true', userInfo: JSON.stringify(USER) },
    backend: {
      ...server.routes,
      [`GET ${CMS}api/sess`]: ok({ userAuth: true, user: USER }),
      'POST /back/profile/profile': ok(USER),
      'POST /back/order/users': ok([ORDER]),
      'POST /back/product/orders': ok(lines),
    },
  });
  await view.user.click(await screen.findByRole('tab', { name: 'Мои заказы' }));
  await view.user.click(await screen.findByRole('button', { name: /Заказ № 12/ }));
  const dialog = await screen.findByRole('dialog');
  return { ...view, server, dialog };
}

describe('«Повторить заказ»', { timeout: SLOW_UI_MS }, () => {
  it('adds every product of the order and says how many, with the cart total', async () => {
    const { user, server, dialog } = await openOrder([
      line(1, PEEL.name, 2, 2450),
      line(5, 'Крем с ретинолом', 1, 2900),
    ]);
    await user.click(await within(dialog).findByRole('button', { name: 'Повторить заказ' }));
    expect(await screen.findByText('Добавлено товаров: 2. Общая сумма: 7 800 ₽')).toBeInTheDocument();
    expect(server.adds).toEqual([
      { product_id: 1, quantity: 2 },
      { product_id: 5, quantity: 1 },
    ]);
  });

  it('shows the option values each line was bought with and chooses them again', async () => {
    const fifty = { name: 'Объём', value: '50 мл', product_option_id: 9, product_option_value_id: 92 };
    const removed = { name: 'Объём', value: '100 мл', product_option_id: null, product_option_value_id: null };
    const { user, server, dialog } = await openOrder([
      line(6, 'Сыворотка с пептидами', 1, 2490, [fifty]),
      line(6, 'Сыворотка с пептидами', 1, 2890, [removed]),
    ]);
    const lines = within(within(dialog).getByRole('list', { name: 'Товары заказа' })).getAllByRole('listitem');
    expect(within(lines[0]).getByText('Объём: 50 мл')).toBeInTheDocument();
    expect(within(lines[1]).getByText('Объём: 100 мл')).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'Повторить заказ' }));
    await screen.findByText(/Добавлено товаров/);
    // A value the shop has since removed is not chosen: the cart asks for a choice as it would anyone.
    expect(server.adds).toEqual([
      { product_id: 6, quantity: 1, option: { 9: 92 } },
      { product_id: 6, quantity: 1 },
    ]);
  });

  it('adds nothing when the certificate rule forbids it', async () => {
    const { user, server, dialog } = await openOrder([line(1, PEEL.name, 1, 2450)], {
      lines: [{ product_id: CERTIFICATE_ITEM.product_id, quantity: 1, option: { amount: 500 } }],
    });
    await user.click(await within(dialog).findByRole('button', { name: 'Повторить заказ' }));
    expect(await screen.findByText(certificateMixWarning)).toBeInTheDocument();
    expect(server.adds).toEqual([]);
  });

  it('says when the order has no products', async () => {
    const empty = await openOrder([]);
    await empty.user.click(await within(empty.dialog).findByRole('button', { name: 'Повторить заказ' }));
    expect(await screen.findByText('Нет товаров для добавления в корзину.')).toBeInTheDocument();
  });

  it('says «Не удалось добавить товары в корзину.» when every add is refused', async () => {
    const { user, dialog } = await openOrder([line(99, 'Снятый с продажи крем', 1, 1000)]);
    await user.click(await within(dialog).findByRole('button', { name: 'Повторить заказ' }));
    expect(await screen.findByText('Не удалось добавить товары в корзину.')).toBeInTheDocument();
  });
});
