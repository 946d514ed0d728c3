import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../src/web/ui/toaster';
import { STUB_IMAGE } from '../../src/web/content/content-image';
import { imagesLoaded } from '../../src/web/content/home/home-loading';
import { BANNERS, homeBackend, LATEST_CALL, LONG_DESCRIPTION } from './helpers/content-backend';
import { fail, type Reply } from './helpers/fake-backend';
import { renderShop, RETURNING } from './helpers/render-shop';

// The toaster is one store for the whole app: a toast of one test must not be seen by the next.
afterEach(() => toaster.remove());

const overlay = () => screen.queryByText('Загрузка главной страницы');

describe('the home page news column', () => {
  it('shows 10 placeholders while the news loads', async () => {
    // Set when the shop's call arrives: answering before that would answer nothing.
    let answer: ((reply: Reply) => void) | undefined;
    await renderShop({
      storage: RETURNING,
      backend: { ...homeBackend(), 'POST /back/news/main': () => new Promise<Reply>((resolve) => (answer = resolve)) },
    });
    const placeholders = await screen.findByRole('list', { name: 'Новости загружаются' });
    expect(within(placeholders).getAllByRole('listitem')).toHaveLength(10);
    await waitFor(() => expect(answer).toBeDefined());
    await act(async () => answer!({ status: 200, body: { result: 'success', data: [] } }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Новости загружаются' })).toBeNull());
  });

  it('links the title to /news and opens each item in a new tab, without &quot;, with 125 characters and an ellipsis', async () => {
    await renderShop({ storage: RETURNING, backend: homeBackend() });
    const column = (await screen.findByRole('heading', { level: 2, name: 'Новости' })).closest('section')!;
    expect(within(column).getByRole('link', { name: 'Новости' })).toHaveAttribute('href', '/news');
    const first = await within(column).findByRole('link', { name: 'Скидка 30% косметологам' });
    expect(first).toHaveAttribute('href', '/novost-1');
    expect(first).toHaveAttribute('target', '_blank');
    expect(within(column).getByText(`${LONG_DESCRIPTION.slice(0, 125)}...`)).toBeInTheDocument();
    // A short description stays whole.
    expect(within(column).getByText('Анонс новости 2')).toBeInTheDocument();
  });

  it('replaces a broken news picture with the stub picture', async () => {
    await renderShop({ storage: RETURNING, backend: homeBackend() });
    const column = (await screen.findByRole('heading', { level: 2, name: 'Новости' })).closest('section')!;
    const card = (await within(column).findByRole('link', { name: 'Новость 2' })).closest('article')!;
    const picture = card.querySelector('img')!;
    expect(picture).toHaveAttribute('src', '/image/catalog/demo/news/news-2.svg');
    fireEvent.error(picture);
    expect(picture).toHaveAttribute('src', STUB_IMAGE);
  });
});

describe('the home page banners', () => {
  it('shows each banner as an image linking to its link in a new tab, spaces in file names as %20', async () => {
    await renderShop({ storage: RETURNING, backend: homeBackend() });
    const banners = await screen.findByRole('region', { name: 'Баннеры' });
    const first = (await within(banners).findAllByRole('link', { name: BANNERS[0].title }))[0];
    expect(first).toHaveAttribute('href', '/ximicheskie-pilingi');
    expect(first).toHaveAttribute('target', '_blank');
    expect(within(first).getByRole('img')).toHaveAttribute('src', '/image/catalog/demo/banners/peel%20season.svg');
    // The first banner is the page's largest picture (its LCP): asked for at once and first; the others lazily.
    expect(within(first).getByRole('img')).toHaveAttribute('fetchpriority', 'high');
    expect(within(first).getByRole('img')).toHaveAttribute('loading', 'eager');
    const second = (await within(banners).findAllByRole('link', { name: BANNERS[1].title }))[0];
    expect(within(second).getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(within(second).getByRole('img')).not.toHaveAttribute('fetchpriority');
    // No indicators (bullets) and no arrows.
    expect(within(banners).queryByRole('button')).toBeNull();
  });
});

describe('the home page goods column', () => {
  it('shows the new products as product cards, the FAQ tile, the webinars and the reviews', async () => {
    await renderShop({ storage: RETURNING, backend: homeBackend() });
    const grid = await screen.findByRole('list', { name: 'Новинки' });
    expect(
      within(grid)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Крем номер 1', 'Крем номер 2', 'Крем номер 3']);
    expect(screen.getByRole('link', { name: 'Вопрос-ответ' })).toHaveAttribute('href', '/faq');

    const webinars = screen.getByRole('heading', { name: 'Бесплатные вебинары' }).closest('section')!;
    const card = within(webinars).getByRole('article', { name: 'Ретиноиды в практике косметолога' });
    expect(within(card).getByText('бесплатный')).toBeInTheDocument();
    expect(within(card).getByText('Вебинар')).toBeInTheDocument();
    expect(within(card).getByText('12.03.2026 в 11:00')).toBeInTheDocument();

    const reviews = (await screen.findByRole('heading', { name: 'Отзывы покупателей' })).closest('section')!;
    expect(within(reviews).getByText('Отличный крем')).toBeInTheDocument();
    expect(within(reviews).getByText('08.07.2025')).toBeInTheDocument();
    expect(within(reviews).getByRole('link', { name: 'Крем 5' })).toHaveAttribute('href', '/krem-5');
  });

  it('says «Ошибка сервера, перезагрузите страницу» when the new products cannot be loaded', async () => {
    await renderShop({
      storage: RETURNING,
      backend: { ...homeBackend(), [LATEST_CALL]: fail(500, 'Ошибка базы данных') },
    });
    expect(await screen.findByText('Ошибка сервера, перезагрузите страницу')).toBeInTheDocument();
  });

  it('says «Ошибка получения вебинаров» when the webinars cannot be loaded', async () => {
    await renderShop({
      storage: RETURNING,
      backend: { ...homeBackend(), 'POST /back/seminar/getSeminar': fail(500, 'Ошибка') },
    });
    expect(await screen.findByText('Ошибка получения вебинаров')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Бесплатные вебинары' })).toBeNull();
  });
});

describe('the home page loading overlay', () => {
  it('stays until the 4 blocks have reported mounted, then fades out', async () => {
    let answerReviews: ((reply: Reply) => void) | undefined;
    await renderShop({
      storage: RETURNING,
      backend: {
        ...homeBackend(),
        'POST /back/review/get_three': () => new Promise<Reply>((resolve) => (answerReviews = resolve)),
      },
    });
    expect(await screen.findByText('Загрузка главной страницы')).toBeInTheDocument();
    // News, 'Новинки' and webinars are there, and their 500 ms have passed: still waiting for the reviews.
    await screen.findByRole('list', { name: 'Новинки' });
    await screen.findByRole('heading', { name: 'Бесплатные вебинары' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(screen.getByText('Загрузка главной страницы')).toBeInTheDocument();

    await waitFor(() => expect(answerReviews).toBeDefined());
    await act(async () => answerReviews!({ status: 200, body: { result: 'success', data: [] } }));
    await waitFor(() => expect(overlay()).toBeNull(), { timeout: 3000 });
  });

  it('does not wait for a block whose data failed', async () => {
    await renderShop({
      storage: RETURNING,
      backend: { ...homeBackend(), 'POST /back/review/get_three': fail(500, 'Ошибка') },
    });
    expect(await screen.findByText('Загрузка главной страницы')).toBeInTheDocument();
    await waitFor(() => expect(overlay()).toBeNull(), { timeout: 3000 });
  });
});

describe('the images the home loading layer waits for', () => {
  /** An image still loading, `top` px from the top of the window. */
  function loadingImage(root: HTMLElement, top: number, lazy = false): HTMLImageElement {
    const img = document.createElement('img');
    if (lazy) img.loading = 'lazy';
    Object.defineProperty(img, 'complete', { value: false });
    img.getBoundingClientRect = () => ({ top, bottom: top + 100 }) as DOMRect;
    root.append(img);
    return img;
  }

  it('waits for the first screen only: not for pictures further down, nor lazy ones', async () => {
    const root = document.createElement('div');
    const above = loadingImage(root, window.innerHeight - 50);
    loadingImage(root, window.innerHeight + 10);
    loadingImage(root, 0, true);
    let done = false;
    void imagesLoaded(root).then(() => (done = true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(done).toBe(false);
    fireEvent.load(above);
    await waitFor(() => expect(done).toBe(true));
  });
});
