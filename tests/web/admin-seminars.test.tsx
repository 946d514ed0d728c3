import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminSeminar, AdminSeminarList } from '../../src/contract/admin-seminars';
import { deleteRefused } from '../../src/domain/seminar-edit';
import { fail, ok } from './helpers/fake-backend';
import { renderAdmin } from './helpers/render-admin';

// 'Семинары' (issue 16, owner and editors): the seminars to come first with their signups of their places, the past
// greyed; a new one checked by the shared rules and saved in Moscow time; a stale copy loads afresh and says so; a
// seminar people signed up for is not deleted, another only after its question; a manager is shown 'Нет доступа'.

const SEMINAR: AdminSeminar = {
  seminar_id: 12,
  type: 1,
  title: 'Уход зимой',
  date: '2027-01-20 11:00',
  date1: '2027-01-20 13:00',
  text: '<p>Разберём увлажнение</p>',
  image: '',
  image_url: '',
  capacity: 10,
  status: true,
  signups: 0,
  past: false,
  version: 3,
};

const LIST: AdminSeminarList = {
  items: [
    { ...SEMINAR, capacity: 2, signups: 2 },
    {
      ...SEMINAR,
      seminar_id: 5,
      title: 'Пилинги летом',
      date: '2026-06-01 11:00',
      type: 2,
      past: true,
      capacity: null,
      signups: 7,
    },
  ],
  total: 2,
  page: 1,
  limit: 25,
};

describe("'Семинары'", () => {
  it('lists the seminars with signups of places, marks a full one and a past one, and links the signups', async () => {
    await renderAdmin('/seminars', { 'GET /admin/api/content/seminars': ok(LIST) }, 'owner');
    expect(await screen.findByRole('heading', { name: 'Семинары и вебинары' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Семинары и вебинары' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByRole('link', { name: 'Уход зимой' })).toHaveAttribute('href', '/seminars/12');
    expect(within(rows[1]).getByText('20.01.2027, 11:00')).toBeInTheDocument();
    expect(within(rows[1]).getByText('2 из 2')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Мест нет')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Прошёл')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Семинар')).toBeInTheDocument();
    expect(within(rows[2]).getByText('7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Записи на вебинары' })).toHaveAttribute('href', '/webinars');
    expect(screen.getByRole('link', { name: 'Добавить' })).toHaveAttribute('href', '/seminars/new');
  });

  it('is in the editor’s menu after the signups, without the link to them', async () => {
    await renderAdmin('/seminars', { 'GET /admin/api/content/seminars': ok(LIST) }, 'editor');
    expect(await screen.findByRole('table', { name: 'Семинары и вебинары' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Семинары' })[0]).toHaveAttribute('href', '/seminars');
    expect(screen.queryByRole('link', { name: 'Записи на вебинары' })).not.toBeInTheDocument();
  });

  it('is closed to a manager', async () => {
    await renderAdmin('/seminars', {}, 'manager');
    expect(await screen.findByRole('heading', { name: 'Нет доступа' })).toBeInTheDocument();
  });
});

describe('a seminar’s form', () => {
  it('checks a new seminar, sends it in Moscow time with its places, and opens the saved one', async () => {
    const sent: unknown[] = [];
    const { user, router } = await renderAdmin(
      '/seminars/new',
      {
        'POST /admin/api/content/seminars': (config) => {
          sent.push(JSON.parse(String(config.data)));
          return ok({ ...SEMINAR, version: 1 });
        },
      },
      'editor',
    );
    expect(await screen.findByRole('heading', { name: 'Новый семинар или вебинар' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Мест' }), '0');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Укажите название')).toBeInTheDocument();
    expect(screen.getByText('Укажите дату и время начала')).toBeInTheDocument();
    expect(screen.getByText(/^Мест — целое число от 1/)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Название' }), 'Уход зимой');
    await user.selectOptions(screen.getByLabelText('Что это'), '2');
    fireEvent.change(screen.getByLabelText('Начало'), { target: { value: '2027-01-20T11:00' } });
    await user.clear(screen.getByRole('textbox', { name: 'Мест' }));
    await user.type(screen.getByRole('textbox', { name: 'Мест' }), '1');
    expect(screen.getByRole('textbox', { name: 'Описание' })).toBeInTheDocument();
    expect(screen.getByLabelText('Изображение')).toHaveAttribute('type', 'file');
    expect(screen.getByText(/пометка «бесплатный»/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seminars/12'));
    expect(sent).toEqual([
      {
        type: 2,
        title: 'Уход зимой',
        date: '2027-01-20 11:00',
        date1: '',
        text: '',
        image: '',
        capacity: 1,
        status: true,
      },
    ]);
    expect(await screen.findByText('Сохранено')).toBeInTheDocument();
  });

  it('reloads a seminar someone else changed and says so', async () => {
    let loads = 0;
    const { user } = await renderAdmin(
      '/seminars/12',
      {
        'GET /admin/api/content/seminars/12': () => {
          loads += 1;
          return ok(loads === 1 ? SEMINAR : { ...SEMINAR, title: 'Чужое название', version: 4 });
        },
        'POST /admin/api/content/seminars/12': fail(409, 'Запись изменена другим сотрудником'),
      },
      'editor',
    );
    const title = await screen.findByRole('textbox', { name: 'Название' });
    expect(title).toHaveValue('Уход зимой');
    await user.type(title, '!');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Запись изменена другим сотрудником')).toBeInTheDocument();
    expect(screen.getByText('Семинар загружен заново: проверьте его и сохраните ещё раз.')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Название' })).toHaveValue('Чужое название');
  });

  it('does not delete a seminar people signed up for, and says how to hide it', async () => {
    const { user } = await renderAdmin(
      '/seminars/12',
      { 'GET /admin/api/content/seminars/12': ok({ ...SEMINAR, signups: 3 }) },
      'editor',
    );
    expect(await screen.findByText(/Записались: 3/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText(deleteRefused(3))).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('deletes an empty seminar only after its question, with the version opened, and goes back to the list', async () => {
    const sent: unknown[] = [];
    const { user, router } = await renderAdmin(
      '/seminars/12',
      {
        'GET /admin/api/content/seminars/12': ok(SEMINAR),
        'POST /admin/api/content/seminars/12/delete': (config) => {
          sent.push(JSON.parse(String(config.data)));
          return ok(null);
        },
        'GET /admin/api/content/seminars': ok({ ...LIST, items: [] }),
      },
      'editor',
    );
    await user.click(await screen.findByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Удалить семинар?' });
    await user.click(within(dialog).getByRole('button', { name: 'Да, удалить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seminars'));
    expect(sent).toEqual([{ version: 3 }]);
  });
});
