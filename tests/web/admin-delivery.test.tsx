import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminPickupPoint, DeliveryTerms } from '../../src/contract/admin-delivery';
import { STALE_RECORD } from '../../src/domain/staff';
import { fail, ok, type Route } from './helpers/fake-backend';
import { renderAdmin } from './helpers/render-admin';

// 'Доставка' (issue 16, the owner only): the prices by zone and method, the threshold and the self-pickup place,
// checked before sending and sent with the version on screen; a stale save reloads; the shop's pickup points added,
// switched off and deleted after 'Удалить пункт выдачи?'; with CDEK configured the note instead of the list; other
// roles see 'Нет доступа'.

const TERMS: DeliveryTerms = {
  prices: {
    'msk.inside-mkad': { 'cdek.cdek': 250, 'flat.flat': 350, 'pickup.pickup': 0 },
    'spb.inside-kad': { 'cdek.cdek': 300, 'flat.flat': 450 },
    another: { 'cdek.cdek': 450 },
  },
  free_from: 4000,
  pickup_address: 'Москва, ул. Большая Полянка, 28, стр. 1, офис 12',
  pickup_hours: 'Пн-Пт 10:00-18:00',
  version: 3,
  date_modified: '2026-11-27T10:00:00+03:00',
  cdek: false,
};

const POINT: AdminPickupPoint = {
  id: 1,
  code: 'MSK101',
  city: 'Москва',
  region: 'Москва',
  address: 'ул. Тверская, 12, стр. 1',
  work_time: 'Пн-Пт 10:00-20:00',
  note: 'Вход со двора',
  status: true,
  version: 2,
};
const points = (list: AdminPickupPoint[], cdek = false) =>
  ok({ points: list, regions: ['Москва', 'Тульская область'], cdek });

const backend = (extra: Record<string, Route> = {}) => ({
  'GET /admin/api/delivery': ok(TERMS),
  'GET /admin/api/delivery/points': points([POINT]),
  ...extra,
});

describe("the owner's 'Доставка'", () => {
  it('shows the prices by zone and method, the threshold and the place; a wrong price is named and not sent', async () => {
    const sent: unknown[] = [];
    const put: Route = (config) => {
      const body = JSON.parse(String(config.data));
      sent.push(body);
      return ok({ ...TERMS, ...body, version: 4 });
    };
    const { user } = await renderAdmin('/delivery', backend({ 'PUT /admin/api/delivery': put }), 'owner');
    expect(await screen.findByRole('heading', { level: 1, name: 'Доставка' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Доставка' })).toHaveAttribute('href', '/delivery');
    const table = screen.getByRole('table', { name: 'Цены доставки по зонам и способам, ₽' });
    const courierSpb = within(table).getByLabelText('Курьером, Санкт-Петербург (в пределах КАД)');
    expect(courierSpb).toHaveValue('450');
    // Another city has neither courier nor self-pickup.
    expect(within(table).queryByLabelText('Курьером, Другой город')).toBeNull();
    expect(screen.getByLabelText('Бесплатная доставка от, ₽')).toHaveValue('4000');
    expect(screen.getByLabelText('Адрес самовывоза')).toHaveValue(TERMS.pickup_address);

    await user.clear(courierSpb);
    await user.type(courierSpb, '450.5');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(
      await screen.findByText('Курьером, Санкт-Петербург (в пределах КАД): целое число рублей от 0'),
    ).toBeVisible();
    expect(sent).toEqual([]);

    await user.clear(courierSpb);
    await user.type(courierSpb, '490');
    const threshold = screen.getByLabelText('Бесплатная доставка от, ₽');
    await user.clear(threshold);
    await user.type(threshold, '5000');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Условия доставки сохранены: покупатели видят их сразу')).toBeVisible();
    expect(sent).toEqual([
      {
        version: 3,
        prices: { ...TERMS.prices, 'spb.inside-kad': { 'cdek.cdek': 300, 'flat.flat': 490 } },
        free_from: 5000,
        pickup_address: TERMS.pickup_address,
        pickup_hours: TERMS.pickup_hours,
      },
    ]);
  });

  it('a stale save loads the terms afresh and says so', async () => {
    let loads = 0;
    const { user } = await renderAdmin(
      '/delivery',
      backend({
        'GET /admin/api/delivery': () => ok({ ...TERMS, free_from: loads++ === 0 ? 4000 : 4500, version: 3 + loads }),
        'PUT /admin/api/delivery': fail(409, STALE_RECORD),
      }),
      'owner',
    );
    await user.click(await screen.findByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(STALE_RECORD)).toBeVisible();
    expect(screen.getByText('Условия доставки загружены заново: проверьте их и сохраните ещё раз.')).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('Бесплатная доставка от, ₽')).toHaveValue('4500'));
  });

  it('after a stale save whose reload fails, shows the failure and Повторить, not a form that cannot be sent', async () => {
    let loads = 0;
    const { user } = await renderAdmin(
      '/delivery',
      backend({
        'GET /admin/api/delivery': () => (loads++ === 1 ? fail(503, 'Сервер недоступен') : ok(TERMS)),
        'PUT /admin/api/delivery': fail(409, STALE_RECORD),
      }),
      'owner',
    );
    await user.click(await screen.findByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('button', { name: 'Повторить' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Сервер недоступен');
    expect(screen.queryByRole('form', { name: 'Условия доставки' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('form', { name: 'Условия доставки' })).toBeVisible();
  });

  it('adds a pickup point checked before sending, switches one off and deletes one after asking', async () => {
    const calls: string[] = [];
    const added = {
      ...POINT,
      id: 7,
      code: 'SHOP7',
      city: 'Тула',
      region: 'Тульская область',
      address: 'пр-т Ленина, 10',
      note: '',
      version: 1,
    };
    const { user } = await renderAdmin(
      '/delivery',
      backend({
        'POST /admin/api/delivery/points': (config) => {
          calls.push(`POST ${config.data}`);
          return points([POINT, added]);
        },
        'PUT /admin/api/delivery/points/1': (config) => {
          calls.push(`PUT ${config.data}`);
          return points([{ ...POINT, status: false, version: 3 }, added]);
        },
        'DELETE /admin/api/delivery/points/7': (config) => {
          calls.push(`DELETE ${JSON.stringify(config.params)}`);
          return points([{ ...POINT, status: false, version: 3 }]);
        },
      }),
      'owner',
    );
    const panel = await screen.findByRole('region', { name: 'Пункты выдачи' });
    const listed = await within(panel).findByRole('table', { name: 'Пункты выдачи' });
    expect(within(listed).getByText('Москва, ул. Тверская, 12, стр. 1')).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Добавить пункт' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый пункт выдачи' });
    await user.type(within(dialog).getByLabelText('Город'), 'Тула');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Укажите адрес пункта')).toBeVisible();
    expect(within(dialog).getByText('Выберите регион')).toBeVisible();
    expect(calls).toEqual([]);
    await user.selectOptions(within(dialog).getByLabelText('Регион'), 'Тульская область');
    await user.type(within(dialog).getByLabelText('Адрес'), 'пр-т Ленина, 10');
    await user.type(within(dialog).getByLabelText('Часы работы'), 'Пн-Пт 10:00-20:00');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Пункт выдачи добавлен')).toBeVisible();
    expect(JSON.parse(calls[0].slice(5))).toEqual({
      city: 'Тула',
      region: 'Тульская область',
      address: 'пр-т Ленина, 10',
      work_time: 'Пн-Пт 10:00-20:00',
      note: '',
      status: true,
    });

    await user.click(screen.getByRole('button', { name: 'Выключить «Москва, ул. Тверская, 12, стр. 1»' }));
    expect(await within(screen.getByRole('table', { name: 'Пункты выдачи' })).findByText('Выключен')).toBeVisible();
    expect(JSON.parse(calls[1].slice(4))).toMatchObject({ status: false, version: 2 });

    await user.click(screen.getByRole('button', { name: 'Удалить «Тула, пр-т Ленина, 10»' }));
    const question = await screen.findByRole('alertdialog', { name: 'Удалить пункт выдачи?' });
    await user.click(within(question).getByRole('button', { name: 'Да, удалить' }));
    expect(await screen.findByText('Пункт выдачи удалён')).toBeVisible();
    expect(calls[2]).toBe('DELETE {"version":1}');
  });

  it('with CDEK configured says the points come from CDEK and lists none', async () => {
    await renderAdmin('/delivery', backend({ 'GET /admin/api/delivery/points': points([POINT], true) }), 'owner');
    expect(await screen.findByText('CDEK настроен: пункты выдачи берутся из CDEK')).toBeVisible();
    expect(screen.queryByText('Москва, ул. Тверская, 12, стр. 1')).toBeNull();
  });

  it.each(['manager', 'editor'] as const)("is 'Нет доступа' to the %s role, with no menu item", async (role) => {
    const { calls } = await renderAdmin('/delivery', backend(), role);
    expect(await screen.findByRole('heading', { name: 'Нет доступа' })).toBeVisible();
    const nav = screen.getAllByRole('navigation')[0];
    expect(within(nav).queryByRole('link', { name: 'Доставка' })).toBeNull();
    expect(calls).not.toContain('GET /admin/api/delivery');
  });

  it('puts Доставка right before Сотрудники in the menu', async () => {
    await renderAdmin('/delivery', backend(), 'owner');
    const nav = (await screen.findAllByRole('navigation'))[0];
    const labels = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(labels[labels.indexOf('Сотрудники') - 1]).toBe('Доставка');
  });
});
