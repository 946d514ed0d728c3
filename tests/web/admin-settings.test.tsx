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
  version: 3,
  date_modified: '2026-11-21T10:00:00+03:00',
  ...over,
});

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
    expect(sent).toEqual([{ version: 3, publish_customer_reviews: true }]);
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
