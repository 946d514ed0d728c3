import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffMember } from '../../src/contract/admin';
import { fail, ok, type Route } from './helpers/fake-backend';
import { renderAdmin } from './helpers/render-admin';

// 'Сотрудники' (issue 15): who signs in with a code from their app, and the owner's reset of it for a member who lost
// their phone, asked first and sent against the version on screen; 'Журнал изменений' names these changes.

const member = (over: Partial<StaffMember>): StaffMember => ({
  staff_id: 5,
  email: 'ira@shop.example',
  name: 'Ирина',
  role: 'manager',
  disabled: false,
  two_factor: true,
  customer_id: null,
  customer_email: null,
  version: 4,
  date_added: '2026-11-20T10:00:00+03:00',
  date_modified: '2026-11-21T10:00:00+03:00',
  ...over,
});

describe("the owner's reset of a member's two-factor sign-in", () => {
  it('shows who signs in with a code, asks, and sends the reset with the version on screen', async () => {
    let list = [member({}), member({ staff_id: 6, email: 'oleg@shop.example', two_factor: false })];
    const sent: unknown[] = [];
    const patch: Route = (config) => {
      sent.push(JSON.parse(String(config.data)));
      list = [member({ two_factor: false, version: 5 }), list[1]];
      return ok(list[0]);
    };
    const { user } = await renderAdmin(
      '/staff',
      { 'GET /admin/api/staff': () => ok({ staff: list }), 'PATCH /admin/api/staff/5': patch },
      'owner',
    );
    const ira = (await screen.findAllByRole('row')).find((row) => row.textContent?.includes('ira@shop.example'))!;
    expect(ira).toHaveTextContent('Пароль и код');
    const oleg = screen.getAllByRole('row').find((row) => row.textContent?.includes('oleg@shop.example'))!;
    expect(within(oleg).queryByRole('button', { name: /Сбросить код входа/ })).toBeNull();

    await user.click(within(ira).getByRole('button', { name: 'Сбросить код входа ira@shop.example' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Сбросить двухфакторный вход?' });
    expect(dialog).toHaveTextContent('ira@shop.example будет входить только с паролем');
    await user.click(within(dialog).getByRole('button', { name: 'Да, сбросить' }));
    expect(sent).toEqual([{ version: 4, two_factor: false }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Сбросить код входа/ })).toBeNull());
  });
});

describe("'Связать с покупателем': the storefront account that sees 'Редактировать'", () => {
  it('asks for the e-mail, keeps what was typed when no such customer exists, links it and shows it in the list', async () => {
    let list = [member({ two_factor: false })];
    const sent: unknown[] = [];
    const patch: Route = (config) => {
      const body = JSON.parse(String(config.data));
      sent.push(body);
      if (body.customer_email === 'anna@mail.ru')
        return fail(404, 'Покупатель с e-mail anna@mail.ru не найден: он должен сначала зарегистрироваться в магазине');
      list = [member({ two_factor: false, customer_id: 12, customer_email: body.customer_email, version: 5 })];
      return ok(list[0]);
    };
    const { user } = await renderAdmin(
      '/staff',
      { 'GET /admin/api/staff': () => ok({ staff: list }), 'PATCH /admin/api/staff/5': patch },
      'owner',
    );
    await user.click(await screen.findByRole('button', { name: 'Связать с покупателем ira@shop.example' }));
    const dialog = await screen.findByRole('dialog', { name: 'Связать с покупателем' });
    const field = within(dialog).getByLabelText(/E-mail покупателя/);
    await user.type(field, 'anna');
    await user.click(within(dialog).getByRole('button', { name: 'Связать' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Введите e-mail покупателя');
    expect(sent).toEqual([]);

    await user.type(field, '@mail.ru');
    await user.click(within(dialog).getByRole('button', { name: 'Связать' }));
    expect(await within(dialog).findByText(/anna@mail.ru не найден/)).toBeInTheDocument();
    expect(field).toHaveValue('anna@mail.ru');

    await user.clear(field);
    await user.type(field, 'ira.shop@mail.ru');
    await user.click(within(dialog).getByRole('button', { name: 'Связать' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.at(-1)).toEqual({ version: 4, customer_email: 'ira.shop@mail.ru' });
    const row = (await screen.findAllByRole('row')).find((r) => r.textContent?.includes('ira.shop@mail.ru'))!;
    expect(within(row).getByRole('button', { name: 'Отвязать покупателя от ira@shop.example' })).toBeInTheDocument();
  });

  it('asks before unlinking and sends null against the version on screen', async () => {
    let list = [member({ customer_id: 12, customer_email: 'ira.shop@mail.ru' })];
    const sent: unknown[] = [];
    const patch: Route = (config) => {
      sent.push(JSON.parse(String(config.data)));
      list = [member({ version: 5 })];
      return ok(list[0]);
    };
    const { user } = await renderAdmin(
      '/staff',
      { 'GET /admin/api/staff': () => ok({ staff: list }), 'PATCH /admin/api/staff/5': patch },
      'owner',
    );
    await user.click(await screen.findByRole('button', { name: 'Отвязать покупателя от ira@shop.example' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Отвязать покупателя?' });
    await user.click(within(dialog).getByRole('button', { name: 'Да, отвязать' }));
    expect(sent).toEqual([{ version: 4, customer_email: null }]);
    expect(await screen.findByRole('button', { name: 'Связать с покупателем ira@shop.example' })).toBeInTheDocument();
  });
});

describe("'Журнал изменений' of a member's security", () => {
  it('names two-factor sign-in turned on, off, reset and a new own password, with what changed', async () => {
    const entry = (id: number, action: string, before: boolean, after: boolean) => ({
      audit_log_id: id,
      date_added: '2026-11-21T10:00:00+03:00',
      staff_id: 5,
      actor: 'ira@shop.example',
      record_type: 'staff',
      record_id: 5,
      action,
      before: { email: 'ira@shop.example', two_factor: before, version: id },
      after: { email: 'ira@shop.example', two_factor: after, version: id + 1 },
    });
    const entries = [
      entry(4, 'twoFactorReset', true, false),
      entry(3, 'ownPassword', true, true),
      entry(2, 'twoFactorOff', true, false),
      entry(1, 'twoFactorOn', false, true),
    ];
    await renderAdmin('/audit', { 'GET /admin/api/audit': ok({ entries, total: 4, page: 1, limit: 50 }) }, 'owner');
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[3].textContent)).toEqual([
      'двухфакторный вход сброшен',
      'сменил свой пароль',
      'выключил двухфакторный вход',
      'включил двухфакторный вход',
    ]);
    expect(rows[3]).toHaveTextContent('two_factor: нет → да');
  });
});
