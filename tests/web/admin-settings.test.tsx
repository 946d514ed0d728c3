import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ShopSettings } from '../../src/contract/admin-settings';
import { fail, ok, type Route } from './helpers/fake-backend';
import { renderAdmin } from './helpers/render-admin';

// 'Настройки' (issue 15): the owner turns on 'Публиковать отзывы зарегистрированных покупателей сразу' and saves it
// against the version on screen; a stale copy loads afresh; managers and editors see 'Нет доступа' and no menu item.

const LABEL = 'Публиковать отзывы зарегистрированных покупателей сразу';
const settings = (over: Partial<ShopSettings> = {}): ShopSettings => ({
  publish_customer_reviews: false,
  shop_name: 'Космецевтика BT',
  phone: '+7 (495) 120-45-67',
  email: 'info@cosmetics-shop.example',
  address: 'Москва, ул. Примерная, д. 10, офис 5',
  hours: 'Пн-Пт 10:00-18:00',
  mailbox: '',
  notify_new_order: true,
  notify_paid_order: true,
  notify_professional: true,
  cookie_text: 'Мы используем файлы cookie.',
  maintenance: false,
  version: 3,
  date_modified: '2026-11-21T10:00:00+03:00',
  mailbox_default: 'shop@localhost',
  integrations: { modulbank: false, cdek: true, smtp: false, telegram: false, vk: false },
  ...over,
});
/** What the page sends: every setting with the version (not the environment's facts). */
const body = (over: Partial<ShopSettings> = {}) => {
  const { date_modified: _d, mailbox_default: _m, integrations: _i, ...sent } = settings(over);
  return sent;
};

describe("the owner's 'Настройки'", () => {
  it('shows the setting off, and saves it turned on with the version on screen', async () => {
    const sent: unknown[] = [];
    const put: Route = (config) => {
      sent.push(JSON.parse(String(config.data)));
      return ok(settings({ publish_customer_reviews: true, version: 4 }));
    };
    const { user } = await renderAdmin(
      '/settings',
      { 'GET /admin/api/settings': ok(settings()), 'PUT /admin/api/settings': put },
      'owner',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible();
    const box = await screen.findByRole('checkbox', { name: LABEL });
    expect(box).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Настройки' })).toHaveAttribute('href', '/settings');

    await user.click(box);
    expect(box).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Настройки сохранены')).toBeVisible();
    expect(sent).toEqual([body({ publish_customer_reviews: true })]);
    expect(screen.getByRole('checkbox', { name: LABEL })).toBeChecked();
  });

  it('loads the settings afresh when someone else saved them since, and says so', async () => {
    let current = settings();
    const { user, calls } = await renderAdmin(
      '/settings',
      {
        'GET /admin/api/settings': () => ok(current),
        'PUT /admin/api/settings': () => {
          // Another owner turned it on in between.
          current = settings({ publish_customer_reviews: true, version: 4 });
          return { status: 409, body: { result: 'error', error: 'Запись изменена другим сотрудником', data: current } };
        },
      },
      'owner',
    );
    // The owner's copy says off, and they save it so.
    expect(await screen.findByRole('checkbox', { name: LABEL })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Запись изменена другим сотрудником');
    expect(alert).toHaveTextContent('Настройки загружены заново');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: LABEL })).toBeChecked());
    expect(calls.filter((call) => call === 'GET /admin/api/settings')).toHaveLength(2);
  });

  it("shows the server's refusal and keeps what was chosen", async () => {
    const { user } = await renderAdmin(
      '/settings',
      {
        'GET /admin/api/settings': ok(settings()),
        'PUT /admin/api/settings': fail(400, 'Настройки не сохранены'),
      },
      'owner',
    );
    await user.click(await screen.findByRole('checkbox', { name: LABEL }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Настройки не сохранены');
    expect(screen.getByRole('checkbox', { name: LABEL })).toBeChecked();
  });

  it.each(['manager', 'editor'] as const)("is 'Нет доступа' to the %s role, with no menu item", async (role) => {
    const { calls } = await renderAdmin('/settings', { 'GET /admin/api/settings': ok(settings()) }, role);
    expect(await screen.findByRole('heading', { name: 'Нет доступа' })).toBeVisible();
    const nav = screen.getAllByRole('navigation')[0];
    expect(within(nav).queryByRole('link', { name: 'Настройки' })).toBeNull();
    expect(calls).not.toContain('GET /admin/api/settings');
  });
});

describe("the shop's settings on 'Настройки' (issue 16)", () => {
  const saving = () => {
    const sent: Record<string, unknown>[] = [];
    const put: Route = (config) => {
      const got = JSON.parse(String(config.data)) as Record<string, unknown>;
      sent.push(got);
      return ok(settings({ ...got, version: 4 }));
    };
    return { sent, put };
  };

  it('names a wrong value under its field, sends nothing, and keeps what was typed', async () => {
    const { sent, put } = saving();
    const { user } = await renderAdmin(
      '/settings',
      { 'GET /admin/api/settings': ok(settings()), 'PUT /admin/api/settings': put },
      'owner',
    );
    const phone = await screen.findByRole('textbox', { name: 'Телефон' });
    await user.clear(phone);
    await user.type(phone, '12-34');
    const name = screen.getByRole('textbox', { name: 'Название магазина' });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Телефон — 11 цифр, например +7 (495) 120-45-67')).toBeVisible();
    expect(screen.getByText('Укажите название магазина')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Исправьте отмеченные поля');
    expect(phone).toHaveValue('12-34');
    expect(sent).toEqual([]);

    // Fixed, it goes with every setting and the version on screen.
    await user.clear(phone);
    await user.type(phone, '+7 (812) 555-12-34');
    await user.type(name, 'Космецевтика Север');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Настройки сохранены')).toBeVisible();
    expect(sent).toEqual([body({ phone: '+7 (812) 555-12-34', shop_name: 'Космецевтика Север' })]);
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const { user } = await renderAdmin(
      '/settings',
      {
        'GET /admin/api/settings': ok(settings()),
        'PUT /admin/api/settings': fail(400, 'Некорректный e-mail почты магазина'),
      },
      'owner',
    );
    const mailbox = await screen.findByRole('textbox', { name: 'Почта магазина' });
    expect(screen.getByText(/Пусто — адрес SHOP_EMAIL из окружения: shop@localhost/)).toBeVisible();
    await user.type(mailbox, 'owner@shop.example');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Некорректный e-mail почты магазина');
    expect(mailbox).toHaveValue('owner@shop.example');
  });

  it('asks before closing the shop for maintenance, then saves it and offers a preview', async () => {
    const { sent, put } = saving();
    const { user } = await renderAdmin(
      '/settings',
      { 'GET /admin/api/settings': ok(settings()), 'PUT /admin/api/settings': put },
      'owner',
    );
    await user.click(await screen.findByText('Технические работы: магазин закрыт для покупателей'));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Закрыть магазин на технические работы?' });
    expect(ask).toHaveTextContent('Ведутся технические работы, попробуйте обновить через несколько минут.');
    await user.click(within(ask).getByRole('button', { name: 'Нет, вернуться' }));
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: /Закрыть магазин/ })).getByRole('button', {
        name: 'Да, закрыть',
      }),
    );
    expect(await screen.findByText('Магазин сейчас закрыт для покупателей')).toBeVisible();
    expect(sent).toEqual([body({ maintenance: true })]);
    expect(screen.getByRole('link', { name: /Посмотреть магазин/ })).toHaveAttribute('href', '/admin/api/preview');
  });

  it('shows which secrets the environment has, as set or not', async () => {
    await renderAdmin('/settings', { 'GET /admin/api/settings': ok(settings()) }, 'owner');
    const table = within(await screen.findByRole('region', { name: 'Подключения' }));
    const row = (name: RegExp) => table.getAllByRole('row').find((r) => name.test(r.textContent ?? ''))!;
    expect(row(/СДЭК/)).toHaveTextContent('настроено');
    expect(row(/СДЭК/)).not.toHaveTextContent('не настроено');
    expect(row(/Модульбанк/)).toHaveTextContent('не настроено');
    expect(row(/SMTP/)).toHaveTextContent('не настроено');
  });
});
