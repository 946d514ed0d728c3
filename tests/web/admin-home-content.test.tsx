import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminBanner, AdminFaq } from '../../src/contract/admin-home-content';
import { ok, type Route } from './helpers/fake-backend';
import { renderAdmin } from './helpers/render-admin';

// 'Баннеры' and 'Вопрос-ответ' (issue 16, owner and editors): the lists in their order, a new banner with an uploaded
// picture checked and sent, 'Выше' and a drop send the whole order, a stale switch reloads the list, 'Удалить' asks
// first, a question checked and sent; managers see 'Нет доступа'.

const banner = (over: Partial<AdminBanner> = {}): AdminBanner => ({
  id: 1,
  image: 'catalog/demo/banners/peel season.svg',
  image_url: '/image/catalog/demo/banners/peel%20season.svg',
  title: 'Сезон пилингов',
  link: '/ximicheskie-pilingi',
  date_from: null,
  date_to: '2026-12-31',
  status: true,
  shown_now: true,
  version: 2,
  date_modified: '2026-11-21T10:00:00+03:00',
  ...over,
});
const SECOND = banner({ id: 2, title: 'Скидка специалистам', link: '/kosmetologam', date_to: null, version: 5 });
const banners = (...list: AdminBanner[]) => ok({ banners: list });

const question = (over: Partial<AdminFaq> = {}): AdminFaq => ({
  id: 7,
  author: '',
  question: 'Как оформить возврат?',
  answer: 'Напишите нам в течение 14 дней.',
  status: true,
  version: 1,
  date_added: '2026-11-21T10:00:00+03:00',
  ...over,
});
const questions = (...list: AdminFaq[]) => ok({ questions: list });

/** Types a field's new text at once (a change event, as typing ends; the slow key-by-key typing is not the point). */
const fill = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

const bodyOf = (config: { data?: unknown }) => JSON.parse(String(config.data)) as unknown;

describe("'Баннеры'", () => {
  it('lists the banners in their order with their pictures, links and dates, in the menu after «О магазине»', async () => {
    await renderAdmin('/banners', { 'GET /admin/api/content/banners': banners(banner(), SECOND) }, 'editor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Баннеры' })).toBeVisible();
    const items = within(screen.getByRole('list', { name: 'Баннеры главной по порядку' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('img', { name: 'Сезон пилингов' })).toHaveAttribute(
      'src',
      '/image/catalog/demo/banners/peel%20season.svg',
    );
    expect(items[0]).toHaveTextContent('/ximicheskie-pilingi');
    expect(items[0]).toHaveTextContent('по 31.12.2026');
    expect(items[1]).toHaveTextContent('Без срока');
    const nav = screen.getAllByRole('link').map((l) => l.textContent);
    expect(nav.indexOf('Баннеры')).toBe(nav.indexOf('О магазине') + 1);
    expect(nav.indexOf('Вопрос-ответ')).toBe(nav.indexOf('Баннеры') + 1);
  });

  it('checks a new banner before sending it, then sends the uploaded picture and link', async () => {
    const sent: unknown[] = [];
    const post: Route = (config) => {
      sent.push(bodyOf(config));
      return banners(
        banner(),
        banner({ id: 3, title: '', link: 'https://example.ru/sale', image: 'catalog/upload/1.jpg' }),
      );
    };
    const { user } = await renderAdmin(
      '/banners',
      {
        'GET /admin/api/content/banners': banners(banner()),
        'POST /admin/api/content/banners': post,
        'POST /admin/api/images': ok({
          path: 'catalog/upload/1.jpg',
          url: '/image/catalog/upload/1.jpg?v=1&size=1200x400',
          width: 1200,
          height: 400,
        }),
      },
      'editor',
    );
    await user.click(await screen.findByRole('button', { name: 'Добавить баннер' }));
    const dialog = await screen.findByRole('dialog', { name: 'Добавить баннер' });
    fill(within(dialog).getByLabelText(/^Ссылка/), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Загрузите картинку баннера')).toBeVisible();
    expect(within(dialog).getByText('Ссылка — адрес https://… или путь магазина, начиная с /')).toBeVisible();
    expect(sent).toEqual([]);

    await user.upload(
      within(dialog).getByLabelText('Картинка баннера'),
      new File(['x'], 'sale.jpg', { type: 'image/jpeg' }),
    );
    expect(await within(dialog).findByRole('img', { name: 'Картинка баннера сейчас' })).toBeVisible();
    fill(within(dialog).getByLabelText(/^Ссылка/), ' https://example.ru/sale ');
    fireEvent.change(within(dialog).getByLabelText('Показывать по'), { target: { value: '2026-12-31' } });
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Баннер добавлен')).toBeVisible();
    expect(sent).toEqual([
      {
        image: 'catalog/upload/1.jpg',
        title: '',
        link: 'https://example.ru/sale',
        date_from: null,
        date_to: '2026-12-31',
        status: true,
      },
    ]);
  });

  it("sends the whole order with the versions on screen after 'Выше' and after a drop", async () => {
    const orders: unknown[] = [];
    const { user } = await renderAdmin(
      '/banners',
      {
        'GET /admin/api/content/banners': banners(banner(), SECOND),
        'PUT /admin/api/content/banners/order': (config) => {
          orders.push(bodyOf(config));
          return orders.length === 1
            ? banners({ ...SECOND, version: 6 }, { ...banner(), version: 3 })
            : banners({ ...banner(), version: 4 }, { ...SECOND, version: 7 });
        },
      },
      'editor',
    );
    await user.click(await screen.findByRole('button', { name: 'Выше: Скидка специалистам' }));
    expect(await screen.findByText('Порядок баннеров сохранён')).toBeVisible();
    const list = screen.getByRole('list', { name: 'Баннеры главной по порядку' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Скидка специалистам'));
    expect(screen.getByRole('button', { name: 'Выше: Скидка специалистам' })).toBeDisabled();

    const [first, second] = within(list).getAllByRole('listitem');
    fireEvent.dragStart(second);
    fireEvent.dragOver(first);
    fireEvent.drop(first);
    await waitFor(() => expect(orders).toHaveLength(2));
    expect(orders).toEqual([
      {
        order: [
          { id: 2, version: 5 },
          { id: 1, version: 2 },
        ],
      },
      {
        order: [
          { id: 1, version: 3 },
          { id: 2, version: 6 },
        ],
      },
    ]);
  });

  it('reloads the list when a banner was changed by someone else since', async () => {
    let current = banner();
    const { user, calls } = await renderAdmin(
      '/banners',
      {
        'GET /admin/api/content/banners': () => banners(current),
        'PUT /admin/api/content/banners/1/status': () => {
          current = banner({ status: false, shown_now: false, version: 3 });
          return {
            status: 409,
            body: { result: 'error', error: 'Запись изменена другим сотрудником', data: { banners: [current] } },
          };
        },
      },
      'editor',
    );
    await user.click(await screen.findByRole('button', { name: 'Скрыть: Сезон пилингов' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Запись изменена другим сотрудником');
    expect(alert).toHaveTextContent('Список баннеров загружен заново');
    expect(await screen.findByRole('button', { name: 'Показать: Сезон пилингов' })).toBeVisible();
    expect(screen.getByText('Скрыт')).toBeVisible();
    expect(calls.filter((c) => c === 'GET /admin/api/content/banners')).toHaveLength(2);
  });

  it("deletes only after 'Удалить баннер?'", async () => {
    const { user, calls } = await renderAdmin(
      '/banners',
      {
        'GET /admin/api/content/banners': banners(banner()),
        'DELETE /admin/api/content/banners/1': banners(),
      },
      'editor',
    );
    await user.click(await screen.findByRole('button', { name: 'Удалить: Сезон пилингов' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Удалить баннер?' });
    expect(calls).not.toContain('DELETE /admin/api/content/banners/1');
    await user.click(within(ask).getByRole('button', { name: 'Да, удалить' }));
    expect(await screen.findByText('Баннер удалён')).toBeVisible();
    expect(screen.getByText('Баннеров нет: карусель на главной не показывается.')).toBeVisible();
  });
});

describe("'Вопрос-ответ'", () => {
  it('checks a question before sending it, then sends it; edits one with its version', async () => {
    const sent: unknown[] = [];
    const { user } = await renderAdmin(
      '/faq',
      {
        'GET /admin/api/content/faq': questions(question()),
        'POST /admin/api/content/faq': (config) => {
          sent.push(bodyOf(config));
          return questions(question(), question({ id: 8, question: 'Есть ли самовывоз?', answer: 'Нет.' }));
        },
        'PUT /admin/api/content/faq/7': (config) => {
          sent.push(bodyOf(config));
          return questions(question({ answer: 'В течение 14 дней.', version: 2 }));
        },
      },
      'editor',
    );
    expect(await screen.findByText('Как оформить возврат?')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Добавить вопрос' }));
    const dialog = await screen.findByRole('dialog', { name: 'Добавить вопрос' });
    fill(within(dialog).getByLabelText(/^Вопрос/), 'Есть ли самовывоз?');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Напишите ответ')).toBeVisible();
    fill(within(dialog).getByLabelText(/^Ответ/), 'Нет.');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Вопрос добавлен')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Изменить: Как оформить возврат?' }));
    const edit = await screen.findByRole('dialog', { name: 'Изменить вопрос' });
    expect(within(edit).getByLabelText(/^Ответ/)).toHaveValue('Напишите нам в течение 14 дней.');
    fill(within(edit).getByLabelText(/^Ответ/), 'В течение 14 дней.');
    await user.click(within(edit).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Вопрос сохранён')).toBeVisible();
    expect(sent).toEqual([
      { author: '', question: 'Есть ли самовывоз?', answer: 'Нет.', status: true },
      { author: '', question: 'Как оформить возврат?', answer: 'В течение 14 дней.', status: true, version: 1 },
    ]);
  });

  it('unpublishes a question at once and shows it as not published', async () => {
    const { user } = await renderAdmin(
      '/faq',
      {
        'GET /admin/api/content/faq': questions(question()),
        'PUT /admin/api/content/faq/7/status': (config) => {
          expect(bodyOf(config)).toEqual({ status: false, version: 1 });
          return questions(question({ status: false, version: 2 }));
        },
      },
      'owner',
    );
    await user.click(await screen.findByRole('button', { name: 'Снять с публикации: Как оформить возврат?' }));
    expect(await screen.findByText('Не опубликован')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Опубликовать: Как оформить возврат?' })).toBeVisible();
  });
});

describe('who may', () => {
  it.each(['/banners', '/faq'])("is 'Нет доступа' to a manager at %s, with no menu items", async (path) => {
    await renderAdmin(path, {}, 'manager');
    expect(await screen.findByRole('heading', { name: 'Нет доступа' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Баннеры' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Вопрос-ответ' })).toBeNull();
  });
});
