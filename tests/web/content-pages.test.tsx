import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../src/web/ui/toaster';
import { seminar } from './helpers/content-backend';
import { fail, ok } from './helpers/fake-backend';
import { renderShop, RETURNING } from './helpers/render-shop';

// The toaster is one store for the whole app: a toast of one test must not be seen by the next.
afterEach(() => toaster.remove());

const page = (id: number, title: string, description = '<p>Текст страницы</p>') => ({
  information_id: id,
  title,
  description,
  url: '/x',
  meta_title: title,
  meta_description: '',
});

describe('information pages', () => {
  it("a resolved address shows the page of its id, with the server's HTML", async () => {
    await renderShop({
      path: '/dokumenty',
      storage: RETURNING,
      backend: {
        'POST /back/url/dokumenty': ok({ module: 'information', id: 6 }),
        'POST /back/information/one': ok(
          page(
            6,
            'Доставка и оплата',
            '<h2>Доставка</h2><p class="lead">СДЭК</p><img src="/image/catalog/a.png" alt="Карта" />',
          ),
        ),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Доставка и оплата' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Доставка' })).toBeInTheDocument();
    expect(screen.getByText('СДЭК')).toHaveClass('lead');
    expect(screen.getByRole('img', { name: 'Карта' })).toHaveAttribute('src', '/image/catalog/a.png');
    // Only pages 10 and 13 have the webinar carousel.
    expect(screen.queryByRole('heading', { name: 'Бесплатные вебинары' })).toBeNull();
  });

  it('takes its <title> and description from what the manager wrote, or its own title and text', async () => {
    const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
    const { unmount } = await renderShop({
      path: '/dokumenty',
      storage: RETURNING,
      backend: {
        'POST /back/url/dokumenty': ok({ module: 'information', id: 6 }),
        'POST /back/information/one': ok(page(6, 'Доставка и оплата', '<p>Доставка СДЭК по всей России.</p>')),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Доставка и оплата' });
    // Nothing written (the server sends the title as meta_title then): the page's title with the shop's name.
    expect(document.title).toBe('Доставка и оплата — Космецевтика BT');
    expect(description()).toBe('Доставка СДЭК по всей России.');
    unmount();

    await renderShop({
      path: '/dokumenty',
      storage: RETURNING,
      backend: {
        'POST /back/url/dokumenty': ok({ module: 'information', id: 6 }),
        'POST /back/information/one': ok({
          ...page(6, 'Доставка и оплата'),
          meta_title: 'Доставка по России и самовывоз в Москве',
          meta_description: 'Сроки и цены доставки.',
        }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Доставка и оплата' });
    expect(document.title).toBe('Доставка по России и самовывоз в Москве');
    expect(description()).toBe('Сроки и цены доставки.');
  });

  it.each([
    ['/about', 'about', 4, 'О нас'],
    ['/contacts', 'contacts', 7, 'Контакты'],
    ['/documentations', 'documentations', 9, 'Документы и сертификаты'],
  ])('%s resolves its own address and shows the page', async (path, segment, id, title) => {
    const { calls } = await renderShop({
      path,
      storage: RETURNING,
      backend: {
        [`POST /back/url/${segment}`]: ok({ module: 'information', id }),
        'POST /back/information/one': ok(page(id, title)),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(calls).toContain(`POST /back/url/${segment}`);
  });

  it.each([10, 13])('page %i also shows the webinar carousel', async (id) => {
    // The list is answered once the carousel's loading state has been seen, as a slow network would: a timer could
    // fire before the test looks, on a busy machine (CI once found the loading state already gone after 100 ms).
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await renderShop({
      path: '/obuchenie',
      storage: RETURNING,
      backend: {
        'POST /back/url/obuchenie': ok({ module: 'information', id }),
        'POST /back/information/one': ok(page(id, 'Обучение')),
        'POST /back/seminar/getSeminar': () => answered.then(() => ok([seminar(1), seminar(2)])),
      },
    });
    expect(await screen.findByLabelText('Вебинары загружаются')).toBeInTheDocument();
    answer();
    expect(await screen.findAllByText('бесплатный')).toHaveLength(2);
    const carousel = screen.getByRole('heading', { name: 'Бесплатные вебинары' }).closest('section')!;
    expect(within(carousel).getAllByText('бесплатный')).toHaveLength(2);
  });

  it('toasts «Ошибка получения страницы» when the page cannot be loaded', async () => {
    await renderShop({
      path: '/dokumenty',
      storage: RETURNING,
      backend: {
        'POST /back/url/dokumenty': ok({ module: 'information', id: 6 }),
        'POST /back/information/one': fail(500, 'Ошибка'),
      },
    });
    expect(await screen.findByText('Ошибка получения страницы')).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown page id', async () => {
    await renderShop({
      path: '/staraja-stranica',
      storage: RETURNING,
      backend: {
        'POST /back/url/staraja-stranica': ok({ module: 'information', id: 77 }),
        'POST /back/information/one': fail(404, 'Страница не найдена'),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена 404' })).toBeInTheDocument();
  });
});
