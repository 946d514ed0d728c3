import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WebinarSignups } from '../../src/contract/admin-webinars';
import { ok } from './helpers/fake-backend';
import { renderAdmin } from './helpers/render-admin';

// 'Записи на вебинары' (issue 15): who signed up for which seminar, for one seminar or all, searched on the server;
// the address keeps the choice, and 'Выгрузить CSV' asks for the same list.

const REPLY: WebinarSignups = {
  signups: [
    {
      seminar_signup_id: 9,
      seminar_id: 3,
      seminar_title: 'Пилинги летом',
      seminar_date: '2026-12-05T12:00:00+03:00',
      name: 'Анна Смирнова',
      phone: '79161234567',
      email: '',
      city: 'Казань',
      customer_id: 17,
      date_added: '2026-11-20T10:00:00+03:00',
    },
  ],
  seminars: [
    { seminar_id: 3, title: 'Пилинги летом', date: '2026-12-05T12:00:00+03:00', signups: 1 },
    { seminar_id: 4, title: 'Уход после процедур', date: '2026-12-12T12:00:00+03:00', signups: 0 },
  ],
  total: 1,
  page: 1,
  limit: 25,
};

describe("'Записи на вебинары'", () => {
  it('lists the signups with contacts; a seminar and the words searched go to the server, the address and the CSV', async () => {
    const asked: unknown[] = [];
    const { user, router } = await renderAdmin('/webinars', {
      'GET /admin/api/webinars/signups': (config) => {
        asked.push(config.params);
        return ok(REPLY);
      },
    });
    expect(await screen.findByRole('heading', { name: 'Записи на вебинары' })).toBeInTheDocument();
    expect((await screen.findAllByText('+7(916)123-45-67'))[0]).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Анна Смирнова' })[0]).toHaveAttribute('href', '/customers/17');
    expect(screen.getByText('Найдено: 1 запись')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Выгрузить CSV' })).toHaveAttribute(
      'href',
      '/admin/api/webinars/signups.csv',
    );

    await user.selectOptions(screen.getByLabelText('Семинар'), '4');
    await waitFor(() => expect(router.state.location.search).toBe('?seminar=4'));
    await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'Казань');
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ seminar_id: 4, q: 'Казань', page: 1, limit: 25 }));
    expect(router.state.location.search).toBe('?seminar=4&q=%D0%9A%D0%B0%D0%B7%D0%B0%D0%BD%D1%8C');
    expect(screen.getByRole('link', { name: 'Выгрузить CSV' })).toHaveAttribute(
      'href',
      '/admin/api/webinars/signups.csv?seminar_id=4&q=%D0%9A%D0%B0%D0%B7%D0%B0%D0%BD%D1%8C',
    );
  });

  it('opens at the page and seminar its address names', async () => {
    const asked: unknown[] = [];
    await renderAdmin('/webinars?seminar=3&page=2', {
      'GET /admin/api/webinars/signups': (config) => {
        asked.push(config.params);
        return ok({ ...REPLY, total: 30, page: 2 });
      },
    });
    expect(await screen.findByText('Страница 2 из 2')).toBeInTheDocument();
    expect(asked[0]).toEqual({ seminar_id: 3, page: 2, limit: 25 });
    expect(screen.getByLabelText('Семинар')).toHaveValue('3');
  });
});
