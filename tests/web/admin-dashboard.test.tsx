import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '../../src/contract/admin-dashboard';
import { ok } from './helpers/fake-backend';
import { renderAdmin } from './helpers/render-admin';

// The dashboard at /admin (issue 15): the day's and month's sales, what waits (each line a link to its list), revenue
// by day in words and as a table, products running out; each block only when the server sends it for the role.

// The shop prints prices with no-break spaces; Testing Library reads every space as a plain one.

const days = Array.from({ length: 30 }, (_, i) => {
  const date = new Date(Date.UTC(2026, 1, 14 + i)).toISOString().slice(0, 10);
  return { date, orders: 0, revenue: 0 };
});
days[29] = { date: '2026-03-15', orders: 3, revenue: 5300 };
days[28] = { date: '2026-03-14', orders: 1, revenue: 700 };

const full: Dashboard = {
  today: '2026-03-15',
  orders: {
    today: { orders: 3, revenue: 5300 },
    month: { orders: 5, revenue: 6400 },
    waiting: [
      { status_id: 1, name: 'Новый', count: 1 },
      { status_id: 3, name: 'Оплачен', count: 2 },
      { status_id: 5, name: 'Собирается', count: 0 },
    ],
    by_day: days,
  },
  applications: 4,
  moderation: { reviews: 2, questions: 1 },
  low_stock: {
    threshold: 5,
    total: 12,
    products: [
      { product_id: 9, name: 'Пилинг миндальный 30%', sku: 'bt1001', quantity: 0, keyword: 'piling-mindalnyj-30' },
    ],
  },
};

describe('the dashboard', () => {
  it("shows the owner today's and the month's sales, what waits with links to it, the days and what runs out", async () => {
    const { user, router } = await renderAdmin('/', { 'GET /admin/api/dashboard': ok(full) }, 'owner');
    expect(await screen.findByRole('heading', { level: 1, name: 'Сводка' })).toBeInTheDocument();
    expect(screen.getByText('На 15 марта')).toBeInTheDocument();
    // Every role's menu leads back here, marked as the page it is on.
    const menu = screen.getByRole('navigation', { name: 'Разделы панели' });
    expect(within(menu).getByRole('link', { name: 'Сводка' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Заказы' })).not.toHaveAttribute('aria-current');

    const today = screen.getByRole('region', { name: 'Сегодня' });
    expect(within(today).getByText('5 300 ₽')).toBeInTheDocument();
    expect(within(today).getByText('3 заказа')).toBeInTheDocument();
    const month = screen.getByRole('region', { name: 'В этом месяце' });
    expect(within(month).getByText('6 400 ₽')).toBeInTheDocument();
    expect(within(month).getByText('5 заказов')).toBeInTheDocument();

    const waiting = screen.getByRole('region', { name: 'Ждут действия' });
    expect(within(waiting).getByRole('link', { name: 'Заявки специалистов' })).toHaveAttribute(
      'href',
      '/professionals',
    );
    expect(within(waiting).getByRole('link', { name: 'Отзывы на модерации' }).parentElement).toHaveTextContent(/2$/);

    const chart = screen.getByRole('region', { name: 'Выручка по дням' });
    expect(within(chart).getByText('Выручка за 30 дней: 6 000 ₽, больше всего 15 марта — 5 300 ₽')).toBeInTheDocument();
    await user.click(within(chart).getByText('Таблица по дням'));
    const rows = within(chart).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[1]).toHaveTextContent('15 марта35 300 ₽');
    expect(rows[2]).toHaveTextContent('14 марта1700 ₽');

    const running = screen.getByRole('region', { name: 'Заканчиваются' });
    expect(
      within(running).getByText(/остатком 5 шт\. и меньше: 12, показаны 1 с наименьшим остатком/),
    ).toBeInTheDocument();
    expect(within(running).getByRole('link', { name: 'Пилинг миндальный 30% (bt1001)' })).toHaveAttribute(
      'href',
      '/piling-mindalnyj-30',
    );
    expect(within(running).getByText('0 шт.')).toBeInTheDocument();

    await user.click(within(waiting).getByRole('link', { name: 'Заказы «Оплачен»' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/orders?status=3');
  });

  it('shows an editor only what runs out, and says so when nothing does', async () => {
    const editor: Dashboard = {
      today: '2026-03-15',
      orders: null,
      applications: null,
      moderation: null,
      low_stock: { threshold: 5, total: 0, products: [] },
    };
    await renderAdmin('/', { 'GET /admin/api/dashboard': ok(editor) }, 'editor');
    expect(await screen.findByRole('region', { name: 'Заканчиваются' })).toHaveTextContent('Все товары в достатке.');
    expect(screen.queryByRole('region', { name: 'Сегодня' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Ждут действия' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Выручка по дням' })).toBeNull();
  });

  it('says plainly when there was no revenue in 30 days', async () => {
    const quiet: Dashboard = {
      ...full,
      orders: { ...full.orders!, by_day: days.map((d) => ({ ...d, orders: 0, revenue: 0 })) },
    };
    await renderAdmin('/', { 'GET /admin/api/dashboard': ok(quiet) }, 'manager');
    expect(await screen.findByText('За 30 дней выручки не было')).toBeInTheDocument();
  });
});
