import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContentList, ContentRecord } from '../../src/contract/admin-content';
import { fail, ok } from './helpers/fake-backend';
import { renderAdmin } from './helpers/render-admin';

// 'Новости', 'Статьи блога', 'Страницы' (issue 16, owner and editors): the lists searched and narrowed on the server
// with the choice in the address, a new record whose address follows its title, a save against the version opened
// (a stale copy loads afresh and says so), a deletion after its question; a manager is shown 'Нет доступа'.

const RECORD: ContentRecord = {
  id: 12,
  title: 'Летние скидки',
  keyword: 'letnie-skidki',
  url: '/letnie-skidki',
  status: true,
  description: '<p>Всё лето</p>',
  short_description: 'Анонс',
  image: '',
  image_url: '',
  date: '2026-06-01 10:30',
  sort_order: 0,
  meta_title: '',
  meta_description: '',
  version: 3,
};

const LIST: ContentList = {
  items: [
    {
      id: 12,
      title: 'Летние скидки',
      url: '/letnie-skidki',
      status: true,
      date: '2026-06-01 10:30',
      sort_order: 0,
      version: 3,
    },
  ],
  total: 1,
  page: 1,
  limit: 25,
};

describe('the content lists', () => {
  it('lists news with their state and date; the state and the words searched go to the server and the address', async () => {
    const asked: unknown[] = [];
    const { user, router } = await renderAdmin(
      '/news',
      {
        'GET /admin/api/content/news': (config) => {
          asked.push(config.params);
          return ok(LIST);
        },
      },
      'editor',
    );
    expect(await screen.findByRole('heading', { name: 'Новости' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Новости' });
    expect(within(table).getByRole('link', { name: 'Летние скидки' })).toHaveAttribute('href', '/news/12');
    expect(within(table).getByText('Опубликовано')).toBeInTheDocument();
    expect(within(table).getByText('01.06.2026, 10:30')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Добавить' })).toHaveAttribute('href', '/news/new');

    await user.selectOptions(screen.getByLabelText('Публикация'), 'hidden');
    await waitFor(() => expect(router.state.location.search).toBe('?status=hidden'));
    await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'скидки');
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ q: 'скидки', status: 'hidden', page: 1, limit: 25 }));
  });

  it('says where an information page is linked from on the site', async () => {
    await renderAdmin(
      '/pages',
      {
        'GET /admin/api/content/pages': ok({
          ...LIST,
          items: [{ ...LIST.items[0], title: 'Доставка и оплата', url: '/dokumenty', date: '' }],
        }),
      },
      'owner',
    );
    expect(await screen.findByRole('heading', { name: 'Информационные страницы' })).toBeInTheDocument();
    expect((await screen.findAllByText('меню сайта и подвал; подвал, «Правила и документы»'))[0]).toBeInTheDocument();
  });

  it('is closed to a manager', async () => {
    await renderAdmin('/blog', {}, 'manager');
    expect(await screen.findByRole('heading', { name: 'Нет доступа' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Новости' })).not.toBeInTheDocument();
  });
});

describe('a record’s form', () => {
  it('makes a new news item’s address from its title and opens the saved record', async () => {
    const sent: unknown[] = [];
    const { user, router } = await renderAdmin(
      '/news/new',
      {
        'POST /admin/api/content/news': (config) => {
          sent.push(JSON.parse(String(config.data)));
          return ok({ ...RECORD, version: 1 });
        },
        'GET /admin/api/content/news/12': ok({ ...RECORD, version: 1 }),
      },
      'editor',
    );
    expect(await screen.findByRole('heading', { name: 'Новая новость' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Укажите заголовок')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Заголовок' }), 'Летние скидки');
    expect(screen.getByRole('textbox', { name: 'Адрес страницы' })).toHaveValue('letnie-skidki');
    expect(screen.getByRole('textbox', { name: 'Текст' })).toBeInTheDocument();
    // The picture's field (the shared upload) for news and articles.
    expect(screen.getByLabelText('Изображение')).toHaveAttribute('type', 'file');
    await user.click(screen.getByRole('checkbox', { name: 'Опубликовано на сайте' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/news/12'));
    expect(sent).toEqual([
      expect.objectContaining({ title: 'Летние скидки', keyword: 'letnie-skidki', status: true, date: '' }),
    ]);
    expect(await screen.findByText('Сохранено')).toBeInTheDocument();
  });

  it('reloads a record someone else changed and says so', async () => {
    let loads = 0;
    const { user } = await renderAdmin(
      '/blog/12',
      {
        'GET /admin/api/content/blog/12': () => {
          loads += 1;
          return ok(loads === 1 ? RECORD : { ...RECORD, title: 'Чужой заголовок', version: 4 });
        },
        'POST /admin/api/content/blog/12': fail(409, 'Запись изменена другим сотрудником'),
      },
      'editor',
    );
    const title = await screen.findByRole('textbox', { name: 'Заголовок' });
    expect(title).toHaveValue('Летние скидки');
    await user.type(title, '!');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Запись изменена другим сотрудником')).toBeInTheDocument();
    expect(screen.getByText('Запись загружена заново: проверьте её и сохраните ещё раз.')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Заголовок' })).toHaveValue('Чужой заголовок');
  });

  it('deletes a page only after its question, with the version opened, and goes back to the list', async () => {
    const sent: unknown[] = [];
    const { user, router } = await renderAdmin(
      '/pages/12',
      {
        'GET /admin/api/content/pages/12': ok({ ...RECORD, date: '', title: 'Оплата частями' }),
        'POST /admin/api/content/pages/12/delete': (config) => {
          sent.push(JSON.parse(String(config.data)));
          return ok(null);
        },
        'GET /admin/api/content/pages': ok({ ...LIST, items: [] }),
      },
      'owner',
    );
    await user.click(await screen.findByRole('button', { name: 'Удалить' }));
    // A page has no picture of its own, nor a date.
    expect(screen.queryByLabelText('Изображение')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Дата публикации')).not.toBeInTheDocument();
    const dialog = await screen.findByRole('alertdialog', { name: 'Удалить страницу?' });
    await user.click(within(dialog).getByRole('button', { name: 'Нет, вернуться' }));
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Да, удалить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages'));
    expect(sent).toEqual([{ version: 3 }]);
  });
});

describe("'О магазине'", () => {
  it('shows the home page’s text in the editor and saves it with the version opened', async () => {
    const sent: unknown[] = [];
    const { user } = await renderAdmin(
      '/about',
      {
        'GET /admin/api/content/about': ok({ html: '<p>Мы продаём косметику</p>', version: 77 }),
        'POST /admin/api/content/about': (config) => {
          sent.push(JSON.parse(String(config.data)));
          return ok({ html: '<p>Мы продаём косметику</p>', version: 78 });
        },
      },
      'editor',
    );
    expect(await screen.findByRole('heading', { name: 'О магазине' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Текст' })).toHaveTextContent('Мы продаём косметику');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Сохранено')).toBeInTheDocument();
    expect(sent).toEqual([{ html: '<p>Мы продаём косметику</p>', version: 77 }]);
  });
});
