import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import type { CardProduct } from '../../src/api/catalogue';
import { createQueryClient } from '../../src/api/query-client';
import { STUB_IMAGE } from '../../src/web/features/product-card/product-image';
import { ProductGrid } from '../../src/web/features/product-card/product-grid';
import { storefrontSystem } from '../../src/web/ui/theme';
import { Toaster, toaster } from '../../src/web/ui/toaster';
import { card, details } from './catalogue-fixtures';
import { installFakeBackend, networkError, ok, type Reply, type Route } from './helpers/fake-backend';

// The product card and its quick view (product §2 "Product card", "Quick-view modal", §5, §8), on a page of their own.

afterEach(() => {
  act(() => void toaster.remove());
});

function ProductPageStub() {
  const { url } = useParams();
  return <p>Страница товара {url}</p>;
}

async function renderCards(products: CardProduct[], routes: Record<string, Route> = {}, showActions = true) {
  const server = installFakeBackend(routes);
  onTestFinished(server.restore);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <ProductGrid products={products} cardProps={() => ({ showActions })} aria-label="Товары" />,
      },
      { path: '/:url', element: <ProductPageStub /> },
    ],
    { initialEntries: ['/'] },
  );
  const user = userEvent.setup();
  await act(async () =>
    render(
      <ChakraProvider value={storefrontSystem()}>
        <QueryClientProvider client={createQueryClient({ retry: false })}>
          <RouterProvider router={router} />
        </QueryClientProvider>
        <Toaster />
      </ChakraProvider>,
    ),
  );
  return { user, router, calls: server.calls };
}

const cardOf = (name: string) => screen.getByRole('article', { name });

describe('the product card', () => {
  it('shows the image, article number and title under one link to the product page, and the price', async () => {
    await renderCards([
      card(1, { name: 'Крем с гиалуроновой кислотой', sku: 'bt2001', price: 12345, url: 'krem-s-gialuronovoj' }),
    ]);
    const tile = cardOf('Крем с гиалуроновой кислотой');
    // One link, named by the product (the picture and the article number are covered by it: tests/e2e/catalogue).
    const links = within(tile).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Крем с гиалуроновой кислотой');
    expect(links[0]).toHaveAttribute('href', '/krem-s-gialuronovoj');
    expect(within(tile).getByText('Артикул: bt2001')).toBeInTheDocument();
    // The picture is decorative here: the name follows in the link.
    const image = tile.querySelector('img')!;
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '320');
    expect(image).toHaveAttribute('height', '320');
    expect(within(tile).getByText('12 345 ₽')).toBeInTheDocument();
    expect(within(tile).queryByRole('deletion')).toBeNull();
  });

  it('shows a special price with the regular price struck through', async () => {
    await renderCards([card(1, { price: 2450, special: 2090, specials: [{ customer_group_id: 1, price: 2090 }] })]);
    const tile = cardOf('Крем номер 1');
    expect(within(tile).getByText(/2 090 ₽/)).toBeInTheDocument();
    const regular = within(tile).getByText(/2 450 ₽/);
    expect(regular.tagName).toBe('DEL');
  });

  it('shows the -30% badge with its tooltip on the products the discount applies to (their pro_discount)', async () => {
    const { user } = await renderCards([
      card(1, { name: 'Пилинг', sku: 'bt1001' }),
      card(2, { name: 'Набор bt9020', sku: 'bt9020', pro_discount: false }),
      card(3, { name: 'Набор жёлтый', sku: 'YELLOW-2022', pro_discount: false }),
      card(4, { name: 'Товар W', sku: 'W100', pro_discount: false }),
      card(5, { name: 'Без артикула', sku: '', pro_discount: false }),
      card(187, { name: 'Подарочный сертификат', sku: '', price: 0, pro_discount: false }),
    ]);
    const badge = within(cardOf('Пилинг')).getByRole('button', { name: '-30% для косметологов и врачей' });
    expect(badge).toHaveTextContent('-30%');
    for (const name of ['Набор bt9020', 'Набор жёлтый', 'Товар W', 'Без артикула', 'Подарочный сертификат']) {
      expect(within(cardOf(name)).queryByText('-30%')).toBeNull();
    }
    await user.hover(badge);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('для косметологов и врачей');
  });

  it('shows the stub picture when the image cannot be loaded, and for a product without one', async () => {
    await renderCards([card(1), card(2, { name: 'Без фото', image: null })]);
    const image = cardOf('Крем номер 1').querySelector('img')!;
    expect(image).toHaveAttribute('src', '/image/catalog/demo/products/krem-1.svg');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', STUB_IMAGE);
    expect(cardOf('Без фото').querySelector('img')).toHaveAttribute('src', STUB_IMAGE);
  });

  it('offers quick view for a product in stock only, and no actions when asked not to', async () => {
    await renderCards([card(1), card(2, { quantity: 0 })]);
    expect(within(cardOf('Крем номер 1')).getByRole('button', { name: 'Быстрый просмотр' })).toBeEnabled();
    expect(within(cardOf('Крем номер 2')).getByRole('button', { name: 'Быстрый просмотр' })).toBeDisabled();
  });

  it('has no action area with showActions false', async () => {
    await renderCards([card(1)], {}, false);
    expect(within(cardOf('Крем номер 1')).queryByRole('button', { name: 'Быстрый просмотр' })).toBeNull();
  });
});

describe('quick view', () => {
  const LONG = `<p>${'Очень длинное описание крема. '.repeat(20)}</p><p>Конец</p>`;
  const RECOMMENDED = [
    card(2, { name: 'Сыворотка', price: 1500, special: 1290, specials: [{ customer_group_id: 1, price: 1289.2 }] }),
    card(3, { name: 'Маска', price: 990.4 }),
    card(4, { name: 'Тоник', price: 700 }),
    card(5, { name: 'Четвёртый', price: 500 }),
  ];

  function backend(
    product: Reply | (() => Promise<Reply>),
    recommended: Reply = ok(RECOMMENDED),
  ): Record<string, Route> {
    return { 'POST /back/product/one': product, 'POST /back/product/recommended': recommended };
  }

  it("shows 'Загрузка', then the product: name, sku, the first 350 characters of the description, price", async () => {
    let answer!: (reply: Reply) => void;
    const pending = () => new Promise<Reply>((resolve) => (answer = resolve));
    const { user } = await renderCards([card(1)], backend(pending));
    await user.click(within(cardOf('Крем номер 1')).getByRole('button', { name: 'Быстрый просмотр' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Загрузка')).toBeInTheDocument();

    await act(async () => answer(ok(details(1, { description: LONG, price: 2450, special: 2090 }))));
    expect(await within(dialog).findByRole('link', { name: 'Крем номер 1' })).toHaveAttribute('href', '/krem-1');
    expect(within(dialog).getByText('Артикул: bt2001')).toBeInTheDocument();
    const plain = 'Очень длинное описание крема. '.repeat(20);
    expect(within(dialog).getByText(`${plain.slice(0, 350)}...`)).toBeInTheDocument();
    expect(within(dialog).getByText(/2 090 ₽/)).toBeInTheDocument();
    expect(within(dialog).getByText(/2 450 ₽/).tagName).toBe('DEL');
  });

  it("names the product's picture by the editor's text, or by the product", async () => {
    const { user } = await renderCards([card(1)], backend(ok(details(1, { image_alt: 'Крем в тубе 50 мл' }))));
    await user.click(screen.getByRole('button', { name: 'Быстрый просмотр' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('img', { name: 'Крем в тубе 50 мл' })).toBeInTheDocument();
  });

  it('shows the first 3 recommended products with their prices rounded up', async () => {
    const { user } = await renderCards([card(1)], backend(ok(details(1))));
    await user.click(screen.getByRole('button', { name: 'Быстрый просмотр' }));
    const recommended = await screen.findByRole('region', { name: 'Рекомендуемые товары' });
    const links = await within(recommended).findAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveAttribute('href', '/krem-2');
    expect(links[0]).toHaveTextContent('Сыворотка');
    expect(links[0]).toHaveTextContent('1 290 ₽');
    expect(links[1]).toHaveTextContent('991 ₽');
    expect(links[2]).toHaveTextContent('700 ₽');
    expect(within(recommended).queryByText('Четвёртый')).toBeNull();
  });

  it("'Описание' (its tab already active) goes to the product page and closes the modal", async () => {
    const { user, router } = await renderCards([card(1)], backend(ok(details(1))));
    await user.click(screen.getByRole('button', { name: 'Быстрый просмотр' }));
    const dialog = await screen.findByRole('dialog');
    const description = await within(dialog).findByRole('button', { name: 'Описание' });
    expect(description).toHaveAttribute('aria-pressed', 'true');
    await user.click(description);
    await waitFor(() => expect(router.state.location.pathname).toBe('/krem-1'));
    expect(await screen.findByText('Страница товара krem-1')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows a disabled 'Нет в наличии' when the product is out of stock", async () => {
    const { user } = await renderCards([card(1)], backend(ok(details(1, { quantity: 0 }))));
    await user.click(screen.getByRole('button', { name: 'Быстрый просмотр' }));
    expect(await screen.findByRole('button', { name: 'Нет в наличии' })).toBeDisabled();
  });

  it('closes with its close button, keeping focus inside while open', async () => {
    const { user } = await renderCards([card(1)], backend(ok(details(1))));
    await user.click(screen.getByRole('button', { name: 'Быстрый просмотр' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('link', { name: 'Крем номер 1' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("toasts 'Не удалось получить информацию о товаре' and closes when the product cannot be loaded", async () => {
    const { user } = await renderCards([card(1)], backend(networkError()));
    await user.click(screen.getByRole('button', { name: 'Быстрый просмотр' }));
    expect(await screen.findByText('Не удалось получить информацию о товаре')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("toasts 'Не удалось получить рекомендованные товары' and still shows the product", async () => {
    const { user } = await renderCards([card(1)], backend(ok(details(1)), networkError()));
    await user.click(screen.getByRole('button', { name: 'Быстрый просмотр' }));
    expect(await screen.findByText('Не удалось получить рекомендованные товары')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('link', { name: 'Крем номер 1' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Рекомендуемые товары' })).toBeNull();
  });
});
