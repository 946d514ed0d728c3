import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewReview, ReviewPage } from '../../src/api/catalogue';
import { STORAGE_KEY } from '../../src/domain/constants';
import { toaster } from '../../src/web/ui/toaster';
import { bodyOf, card, details, notFound, reviews } from './catalogue-fixtures';
import { networkError, ok, type Reply, type Route } from './helpers/fake-backend';
import { renderShop, RETURNING } from './helpers/render-shop';

// The product page (product §2 "Product page", §4, §5, §8): buying block, gallery, videos, tabs with reviews and the
// review form, questions and articles, similar products and 'Вы смотрели'.

afterEach(() => {
  act(() => void toaster.remove());
  vi.unstubAllGlobals();
});

/** The browser's IntersectionObserver as a test drives it: `comeNear` tells the observers of what is inside `area`. */
function fakeIntersections() {
  class FakeObserver {
    targets: Element[] = [];
    constructor(readonly callback: IntersectionObserverCallback) {
      observers.push(this);
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  const observers: FakeObserver[] = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    comeNear(area: Element) {
      act(() => {
        for (const observer of observers)
          for (const target of observer.targets.filter((target) => area.contains(target)))
            observer.callback(
              [{ target, isIntersecting: true } as IntersectionObserverEntry],
              observer as unknown as IntersectionObserver,
            );
      });
    },
  };
}

const SAMPLER = { option_name: 'Пробник', required: false, price: 0, quantity: 100 };
const PEEL = details(1, {
  name: 'Пилинг миндальный 30%',
  sku: 'bt1001',
  url: 'piling-mindalnyj-30',
  price: 2450,
  special: 2090,
  specials: [{ customer_group_id: 1, price: 2090 }],
  special_date_end: '2030-06-30',
  category: { category_id: 2, name: 'Пилинги', catalog_href: '/ximicheskie-pilingi' },
  // As the server sends it: already sanitised (tests/server/html-policy.test.ts).
  description: '<p>Мягкий пилинг.</p><ul><li>выравнивает тон</li></ul>',
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
  videos: [
    { href: 'https://www.youtube.com/watch?v=abc123' },
    { href: 'https://vk.com/video-100000001_456239001' },
    { href: 'https://youtu.be/third' },
  ],
});
const ALL_REVIEWS = reviews(7);

/** The server's rating of all 7 (5 rated: 5, 4, 4, 5, 5); page 1 alone would give 4.5 of 4. */
const ALL_RATED = { average: 4.6, count: 5 };

function reviewPage(page: number): ReviewPage {
  const reviews = ALL_REVIEWS.slice((page - 1) * 5, page * 5);
  return { reviews, total: ALL_REVIEWS.length, rating: ALL_RATED, page, pages: 2 };
}

interface Options {
  product?: Reply;
  reviewReply?: (config: Parameters<Extract<Route, (...a: never[]) => unknown>>[0]) => Reply;
  addReview?: Reply;
  sent?: NewReview[];
  storage?: Record<string, string>;
  blogs?: Reply;
}

async function openProduct({
  product = ok(PEEL),
  reviewReply,
  addReview = ok(51),
  sent = [],
  storage = RETURNING,
  blogs = ok([]),
}: Options = {}) {
  return renderShop({
    path: '/piling-mindalnyj-30',
    storage,
    backend: {
      'POST /back/url/piling-mindalnyj-30': ok({ module: 'product', id: 1 }),
      'POST /back/product/one': product,
      'POST /back/product/images': ok(['/image/catalog/demo/products/piling-mindalnyj-30-2.svg']),
      'POST /back/product/recommended': ok([
        card(2, { name: 'Пилинг гликолевый 50%' }),
        card(3, { name: 'Пилинг молочный 40%' }),
      ]),
      'POST /back/product/review': reviewReply ?? ((config) => ok(reviewPage(bodyOf<{ page: number }>(config).page))),
      'POST /back/review/add': (config) => {
        sent.push(bodyOf<NewReview>(config));
        return addReview;
      },
      'POST /back/product/faq': ok([]),
      'POST /back/product/blog': blogs,
    },
  });
}

describe('the product page', () => {
  it('shows the name, article number, price, the sampler choice, gallery and videos', async () => {
    await openProduct();
    expect(await screen.findByRole('heading', { level: 1, name: 'Пилинг миндальный 30%' })).toBeInTheDocument();
    // No meta_title written: the name, the category and the price the visitor pays.
    expect(document.title).toBe('Пилинг миндальный 30% — Пилинги, 2\u00a0090\u00a0₽ — Космецевтика BT');
    expect(screen.getByText('Артикул: bt1001')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getAllByText(/2 090 ₽/)[0]).toBeInTheDocument();

    const sampler = screen.getByLabelText('Пробник');
    expect(sampler).toBeEnabled();
    expect(within(sampler).getByRole('option', { name: 'Сыворотка с витамином C 15%, 2 мл' })).toBeInTheDocument();

    // Main image plus the extra one, as thumbnails.
    const second = await screen.findByRole('button', { name: 'Изображение 2 из 2' });
    expect(screen.getByRole('button', { name: 'Изображение 1 из 2' })).toHaveAttribute('aria-pressed', 'true');
    // The main picture is the page's largest (its LCP): asked for at once and first; the thumbnails wait their turn.
    const picture = within(main).getByRole('img', { name: 'Пилинг миндальный 30%' });
    expect(picture).toHaveAttribute('loading', 'eager');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(second.querySelector('img')).toHaveAttribute('loading', 'lazy');

    // Up to 2 videos, YouTube and VK; the third is left out.
    expect(screen.getByRole('button', { name: 'Смотреть видео 1 из 2, YouTube' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Смотреть видео 2 из 2, VK Видео' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Смотреть видео 3/ })).toBeNull();
    expect(second).toHaveAttribute('aria-pressed', 'false');
  });

  it("loads a video's player only when the shopper presses its play button, and plays it at once", async () => {
    const intersections = fakeIntersections();
    const { user } = await openProduct();
    const youtube = await screen.findByRole('button', { name: 'Смотреть видео 1 из 2, YouTube' });
    const vk = screen.getByRole('button', { name: 'Смотреть видео 2 из 2, VK Видео' });
    // No player with the page (issue 14): a facade; YouTube's still once the video comes near the window (VK has none).
    expect(document.querySelector('iframe')).toBeNull();
    expect(youtube.querySelector('img')).toBeNull();
    intersections.comeNear(screen.getByRole('region', { name: 'Видео' }));
    const still = youtube.querySelector('img');
    expect(still).toHaveAttribute('src', 'https://i.ytimg.com/vi/abc123/hqdefault.jpg');
    expect(still).toHaveAttribute('loading', 'lazy');
    expect(vk.querySelector('img')).toBeNull();

    // The keyboard alone: the player takes the button's place, autoplaying, with the focus.
    youtube.focus();
    await user.keyboard('{Enter}');
    const player = await screen.findByTitle('Пилинг миндальный 30%: видео 1');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abc123?autoplay=1');
    expect(player).toHaveAttribute('allow', expect.stringContaining('autoplay'));
    expect(player).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Смотреть видео 1/ })).toBeNull();
    // The other video is still a facade until pressed.
    expect(screen.queryByTitle('Пилинг миндальный 30%: видео 2')).toBeNull();

    await user.click(vk);
    expect(await screen.findByTitle('Пилинг миндальный 30%: видео 2')).toHaveAttribute(
      'src',
      'https://vk.com/video_ext.php?oid=-100000001&id=456239001&hd=2&autoplay=1',
    );
    expect(document.querySelectorAll('iframe')).toHaveLength(2);
  });

  it("adds a chosen value's price difference to the price shown, the special and the regular alike", async () => {
    const VOLUME = { option_name: 'Объём', required: true, product_option_id: 6 };
    const { user } = await openProduct({
      product: ok({
        ...PEEL,
        options: [
          { product_option_value_id: 21, option_value_id: 7, name: '30 мл', price: 0, quantity: 5, ...VOLUME },
          { product_option_value_id: 22, option_value_id: 8, name: '50 мл', price: 400, quantity: 2, ...VOLUME },
        ],
      }),
    });
    const volume = await screen.findByRole('combobox', { name: /^Объём/ });
    const main = screen.getByRole('main');
    expect(within(main).getByText('2 090 ₽')).toBeInTheDocument();
    expect(within(main).getByText('2 450 ₽')).toBeInTheDocument();
    await user.selectOptions(volume, '22');
    expect(within(main).getByText('2 490 ₽')).toBeInTheDocument();
    expect(within(main).getByText('2 850 ₽')).toBeInTheDocument();
    await user.selectOptions(volume, '21');
    expect(within(main).getByText('2 090 ₽')).toBeInTheDocument();
  });

  it('says in its head what the manager wrote (meta_title, meta_description), or its name, category and price', async () => {
    const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
    const { unmount } = await openProduct();
    await screen.findByRole('heading', { level: 1, name: 'Пилинг миндальный 30%' });
    // Spaces folded to plain ones, as search results show them.
    expect(description()).toBe('Пилинг миндальный 30% — Пилинги, 2 090 ₽. Мягкий пилинг. выравнивает тон');
    unmount();

    await openProduct({
      product: ok({
        ...PEEL,
        meta_title: 'Миндальный пилинг 30% | Космецевтика BT',
        meta_description: 'Мягкий пилинг для чувствительной кожи.',
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Пилинг миндальный 30%' });
    expect(document.title).toBe('Миндальный пилинг 30% | Космецевтика BT');
    expect(description()).toBe('Мягкий пилинг для чувствительной кожи.');
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Миндальный пилинг 30% | Космецевтика BT',
    );
  });

  it("names each picture by the editor's text, in the gallery and in its Product data", async () => {
    const extra = '/image/catalog/demo/products/piling-mindalnyj-30-2.svg';
    const { user } = await openProduct({
      product: ok({ ...PEEL, image_alt: 'Флакон пилинга 30 мл', images: [extra], images_alt: ['Текстура геля'] }),
    });
    const main = await screen.findByRole('main');
    // The large picture, then its thumbnail.
    const [large, thumbnail] = await within(main).findAllByRole('img', { name: 'Флакон пилинга 30 мл' });
    expect(large).toHaveAttribute('fetchpriority', 'high');
    expect(thumbnail).toHaveAttribute('loading', 'lazy');
    const second = screen.getByRole('button', { name: 'Изображение 2 из 2: Текстура геля' });
    expect(second.querySelector('img')).toHaveAttribute('alt', 'Текстура геля');
    expect(screen.getByRole('button', { name: 'Изображение 1 из 2: Флакон пилинга 30 мл' })).toBeInTheDocument();
    await user.click(second);
    expect(screen.getAllByRole('img', { name: 'Текстура геля' })).toHaveLength(2);

    const product = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .flatMap((script) => [JSON.parse(script.textContent ?? 'null') as Record<string, unknown>].flat())
      .find((node) => node['@type'] === 'Product');
    expect(product?.image).toEqual([
      expect.objectContaining({ '@type': 'ImageObject', caption: 'Флакон пилинга 30 мл' }),
      expect.objectContaining({
        '@type': 'ImageObject',
        caption: 'Текстура геля',
        contentUrl: `${window.location.origin}${extra}`,
      }),
    ]);
  });

  it("gives its Product data the special's last day, the rating of all reviews and this page's rated reviews", async () => {
    await openProduct();
    await screen.findByRole('tab', { name: 'Отзывы (7)' });
    const product = await waitFor(() => {
      const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) =>
        [JSON.parse(script.textContent ?? 'null') as Record<string, unknown>].flat(),
      );
      const found = blocks.find((node) => node['@type'] === 'Product');
      expect(found).toHaveProperty('review');
      return found;
    });
    expect(product).toMatchObject({
      offers: { price: 2090, priceValidUntil: '2030-06-30' },
      aggregateRating: { ratingValue: 4.6, ratingCount: 5 },
    });
    // Page 1's reviews with stars (review 3 has none), each as a Review.
    expect((product?.review as { author: { name: string } }[]).map((review) => review.author.name)).toEqual([
      'Покупатель 1',
      'Покупатель 2',
      'Покупатель 4',
      'Покупатель 5',
    ]);
  });

  it('leads to it from its own category, in the breadcrumb and in its BreadcrumbList', async () => {
    await openProduct();
    const trail = await screen.findByRole('navigation', { name: 'Навигационная цепочка' });
    // The pages above it as links, the product itself last, marked as the current page.
    expect(
      within(trail)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href') ?? link.getAttribute('aria-current')]),
    ).toEqual([
      ['Главная', '/'],
      ['Вся продукция', '/vsja-produktsija'],
      ['Пилинги', '/ximicheskie-pilingi'],
      ['Пилинг миндальный 30%', 'page'],
    ]);
    const list = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .flatMap((script) => [JSON.parse(script.textContent ?? 'null') as Record<string, unknown>].flat())
      .find((node) => node['@type'] === 'BreadcrumbList');
    expect(
      (list?.itemListElement as { name: string; item: string }[]).map((step) => [
        step.name,
        new URL(step.item).pathname,
      ]),
    ).toEqual([
      ['Главная', '/'],
      ['Вся продукция', '/vsja-produktsija'],
      ['Пилинги', '/ximicheskie-pilingi'],
      ['Пилинг миндальный 30%', '/piling-mindalnyj-30'],
    ]);
  });

  it('disables the sampler choice when the price is 0', async () => {
    await openProduct({ product: ok({ ...PEEL, price: 0, special: null, specials: [] }) });
    expect(await screen.findByLabelText('Пробник')).toBeDisabled();
  });

  it("shows 'Сертификат' and the amount field for the gift certificate", async () => {
    await openProduct({ product: ok(details(187, { name: 'Подарочный сертификат', sku: '', price: 0 })) });
    expect(await screen.findByText('Артикул: Сертификат')).toBeInTheDocument();
    const amount = screen.getByLabelText('Сумма сертификата');
    // Whole roubles: the phone offers digits only.
    expect(amount).toHaveAttribute('inputmode', 'numeric');
    expect(screen.queryByLabelText('Пробник')).toBeNull();
  });

  it("shows the server's description as HTML, and the review count on its tab", async () => {
    await openProduct();
    const description = await screen.findByRole('tabpanel', { name: 'Описание' });
    expect(within(description).getByText('Мягкий пилинг.').tagName).toBe('P');
    expect(within(description).getByRole('listitem')).toHaveTextContent('выравнивает тон');
    expect(await screen.findByRole('tab', { name: 'Отзывы (7)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Вопросы' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Статьи' })).toBeInTheDocument();
  });

  it('lists the reviews 5 a page with their dates, opening a long text on click', async () => {
    const { user } = await openProduct();
    await user.click(await screen.findByRole('tab', { name: 'Отзывы (7)' }));
    const panel = screen.getByRole('tabpanel', { name: 'Отзывы (7)' });
    const items = await within(panel).findAllByRole('article');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('Покупатель 1');
    expect(items[0]).toHaveTextContent('20.03.2025');
    const text = within(items[0]).getByRole('button', { name: /Отзыв номер 1/ });
    expect(text).toHaveAttribute('aria-expanded', 'false');
    await user.click(text);
    expect(text).toHaveAttribute('aria-expanded', 'true');
    await user.click(text);
    expect(text).toHaveAttribute('aria-expanded', 'false');

    await user.click(within(panel).getByRole('button', { name: 'Страница 2' }));
    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(2));
    expect(within(panel).getAllByRole('article')[0]).toHaveTextContent('Покупатель 6');
  });

  it("toasts 'Не удалось получить отзывы' when the reviews cannot be loaded", async () => {
    await openProduct({ reviewReply: () => networkError() });
    expect(await screen.findByText('Не удалось получить отзывы')).toBeInTheDocument();
  });

  it("toasts 'Не удалось получить статью' when the 'Статьи' tab cannot be loaded", async () => {
    const { user } = await openProduct({ blogs: networkError() });
    await user.click(await screen.findByRole('tab', { name: 'Статьи' }));
    // Once in the tab, once as the toast that the other tabs show too.
    await waitFor(() => expect(screen.getAllByText('Не удалось получить статью')).toHaveLength(2));
  });

  it('the review form asks for a name and a text, clears an error on edit, and sends the review', async () => {
    const sent: NewReview[] = [];
    const { user } = await openProduct({ sent });
    await user.click(await screen.findByRole('tab', { name: 'Отзывы (7)' }));
    const form = await screen.findByRole('form', { name: 'Оставить отзыв' });
    expect(within(form).getByLabelText('Товар')).toHaveValue('Пилинг миндальный 30%');
    expect(within(form).getByLabelText('Товар')).toHaveAttribute('readonly');

    await user.click(within(form).getByRole('button', { name: 'Отправить' }));
    expect(within(form).getByText('Введите ваше имя')).toBeInTheDocument();
    expect(within(form).getByText('Введите ваше сообщение')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Ваше имя'), 'Ольга');
    expect(within(form).queryByText('Введите ваше имя')).toBeNull();
    expect(within(form).getByText('Введите ваше сообщение')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(form).getByLabelText('Ваш отзыв'), '<b>Отличный</b> пилинг');
    await user.click(within(form).getByRole('button', { name: 'Отправить' }));
    expect(await within(form).findByText('Отзыв №51 отправлен!')).toBeInTheDocument();
    expect(sent).toEqual([{ name: 'Ольга', product_id: 1, text: '<b>Отличный</b> пилинг' }]);
    expect(within(form).getByLabelText('Ваш отзыв')).toHaveValue('');
    expect(within(form).getByLabelText('Ваше имя')).toHaveValue('Ольга');
  });

  it("toasts 'Не удалось оставить отзыв. Попробуйте позже' when sending fails, keeping the text", async () => {
    const { user } = await openProduct({ addReview: networkError() });
    await user.click(await screen.findByRole('tab', { name: 'Отзывы (7)' }));
    const form = await screen.findByRole('form', { name: 'Оставить отзыв' });
    await user.type(within(form).getByLabelText('Ваше имя'), 'Ольга');
    await user.type(within(form).getByLabelText('Ваш отзыв'), 'Хороший');
    await user.click(within(form).getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Не удалось оставить отзыв. Попробуйте позже')).toBeInTheDocument();
    expect(within(form).getByLabelText('Ваш отзыв')).toHaveValue('Хороший');
  });

  it("fills in a logged-in shopper's first name", async () => {
    const userInfo = {
      customer_id: 7,
      firstname: 'Мария',
      lastname: 'Иванова',
      email: 'm@example.ru',
      customerGroupId: 1,
    };
    const { user } = await openProduct({
      storage: { ...RETURNING, [STORAGE_KEY.USER_INFO]: JSON.stringify(userInfo) },
    });
    await user.click(await screen.findByRole('tab', { name: 'Отзывы (7)' }));
    expect(within(await screen.findByRole('form', { name: 'Оставить отзыв' })).getByLabelText('Ваше имя')).toHaveValue(
      'Мария',
    );
  });

  it("invites a guest to log in for the professionals' 30%", async () => {
    const { user, router } = await openProduct();
    await screen.findByRole('heading', { level: 1, name: 'Пилинг миндальный 30%' });
    expect(screen.getByText(/Скидка 30% для косметологов и врачей/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'войдите' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows no log-in prompt to a logged-in shopper', async () => {
    const userInfo = {
      customer_id: 7,
      firstname: 'Мария',
      lastname: 'Иванова',
      email: 'm@example.ru',
      customerGroupId: 1,
    };
    await openProduct({ storage: { ...RETURNING, [STORAGE_KEY.USER_INFO]: JSON.stringify(userInfo) } });
    await screen.findByRole('heading', { level: 1, name: 'Пилинг миндальный 30%' });
    expect(screen.queryByText(/Скидка 30% для косметологов и врачей/)).toBeNull();
  });

  it('shows no log-in prompt on a product the discount does not apply to', async () => {
    await openProduct({ product: ok({ ...PEEL, sku: 'bt9020', pro_discount: false }) });
    await screen.findByRole('heading', { level: 1, name: 'Пилинг миндальный 30%' });
    expect(screen.queryByText(/Скидка 30% для косметологов и врачей/)).toBeNull();
  });

  it('says when a product has no questions and no articles', async () => {
    const { user } = await openProduct();
    await user.click(await screen.findByRole('tab', { name: 'Вопросы' }));
    expect(await screen.findByText('По данному товару нет вопросов.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Статьи' }));
    expect(await screen.findByText('По данному товару нет блогов.')).toBeInTheDocument();
  });

  it('shows similar products as cards', async () => {
    await openProduct();
    const similar = await screen.findByRole('list', { name: 'Похожие товары' });
    expect(within(similar).getByRole('article', { name: 'Пилинг гликолевый 50%' })).toBeInTheDocument();
  });

  it("remembers the product viewed, and shows 'Вы смотрели' only when more than one product is stored", async () => {
    await openProduct();
    await screen.findByRole('heading', { level: 1, name: 'Пилинг миндальный 30%' });
    await waitFor(() => expect(JSON.parse(localStorage.getItem('productsHistory') ?? '[]')).toHaveLength(1));
    expect(JSON.parse(localStorage.getItem('productsHistory')!)[0]).toMatchObject({
      product_id: 1,
      name: 'Пилинг миндальный 30%',
    });
    expect(screen.queryByRole('heading', { name: 'Вы смотрели' })).toBeNull();
  });

  it("shows 'Вы смотрели' with the other products viewed, newest first", async () => {
    const earlier = [card(5, { name: 'Крем ночной' }), card(6, { name: 'Тоник' })];
    await openProduct({ storage: { ...RETURNING, productsHistory: JSON.stringify(earlier) } });
    const viewed = await screen.findByRole('list', { name: 'Вы смотрели' });
    expect(
      within(viewed)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Крем ночной', 'Тоник']);
    const stored = JSON.parse(localStorage.getItem('productsHistory')!) as { product_id: number }[];
    expect(stored.map((p) => p.product_id)).toEqual([1, 5, 6]);
  });

  it("keeps 'Вы смотрели' in the persisted productHistory state and shows it from there", async () => {
    const earlier = [card(5, { name: 'Крем ночной' }), card(6, { name: 'Тоник' })];
    await openProduct({ storage: { ...RETURNING, productHistory: JSON.stringify({ items: earlier }) } });
    const viewed = await screen.findByRole('list', { name: 'Вы смотрели' });
    expect(
      within(viewed)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Крем ночной', 'Тоник']);
    const slice = JSON.parse(localStorage.getItem('productHistory')!) as { items: { product_id: number }[] };
    expect(slice.items.map((p) => p.product_id)).toEqual([1, 5, 6]);
  });

  it('goes to /error for an unknown product', async () => {
    const { router } = await openProduct({ product: notFound('Товар не найден') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
  });

  it("toasts 'Ошибка получения товара' when the product cannot be loaded", async () => {
    await openProduct({ product: networkError() });
    expect(await screen.findAllByText('Ошибка получения товара')).not.toHaveLength(0);
  });
});
