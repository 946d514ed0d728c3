import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminCertificate, CertificateDetail } from '../../src/contract/admin-certificates';
import { formatRoubles } from '../../src/domain/money';
import { CERTIFICATE_ISSUE_TEXT } from '../../src/domain/certificate-admin';
import { ok, type Route } from './helpers/fake-backend';
import { renderAdmin } from './helpers/render-admin';

// 'Сертификаты' (issue 16, the owner only): the list with the whole code, balance, origin and state; a certificate's
// card with its read-only ledger; 'Выпустить сертификат' checked before sending, then the code on screen;
// 'Отключить' only after the question; a stale copy reloads the card; other roles see 'Нет доступа'.

const certificate = (over: Partial<AdminCertificate> = {}): AdminCertificate => ({
  voucher_id: 7,
  code: 'K7PQ2MZX9A',
  amount: 3000,
  balance: 1800,
  order_id: null,
  issued_by: 'owner@shop.ru',
  email: 'anna@example.ru',
  message: 'С праздником!',
  state: 'active',
  test_payment: false,
  date_added: '2026-11-20 10:00:00',
  version: 1,
  ...over,
});
const bought = certificate({
  voucher_id: 3,
  code: 'BOUGHT2345',
  amount: 500,
  balance: 0,
  order_id: 41,
  issued_by: null,
  email: 'buyer@example.ru',
  message: null,
  state: 'used',
});
const list = (...certificates: AdminCertificate[]) =>
  ok({ certificates, total: certificates.length, page: 1, limit: 25, max_amount: 100000 });
const detail = (c: AdminCertificate, extra: CertificateDetail['ledger'] = []): CertificateDetail => ({
  certificate: c,
  ledger: [
    { kind: 'issued', date: c.date_added, amount: c.amount, order_id: c.order_id, by: c.issued_by },
    { kind: 'spent', date: '2026-11-21 11:00:00', amount: -1200, order_id: 52, by: null },
    ...extra,
  ],
});

describe("the owner's 'Сертификаты'", () => {
  it('lists the certificates with the whole code, balance, where from, to whom and state; the menu has it', async () => {
    await renderAdmin('/certificates', { 'GET /admin/api/certificates': list(certificate(), bought) }, 'owner');
    expect(await screen.findByRole('heading', { level: 1, name: 'Сертификаты' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Сертификаты' });
    const row = within(table).getByRole('button', { name: 'Сертификат K7PQ2MZX9A' }).closest('tr')!;
    expect(row).toHaveTextContent('3 000 ₽');
    expect(row).toHaveTextContent('1 800 ₽');
    expect(row).toHaveTextContent('Выпущен вручную: owner@shop.ru');
    expect(row).toHaveTextContent('anna@example.ru');
    expect(row).toHaveTextContent('Действует');
    const other = within(table).getByText('BOUGHT2345').closest('tr')!;
    expect(within(other).getByRole('link', { name: 'Куплен в заказе № 41' })).toHaveAttribute('href', '/orders/41');
    expect(other).toHaveTextContent('Израсходован');
    const nav = screen.getAllByRole('navigation')[0];
    const labels = within(nav)
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(labels.indexOf('Сертификаты')).toBe(labels.indexOf('Акции и подарки') + 1);
  });

  it('opens a certificate with its ledger, which has nothing to change', async () => {
    const { user } = await renderAdmin(
      '/certificates',
      {
        'GET /admin/api/certificates': list(certificate()),
        'GET /admin/api/certificates/7': ok(detail(certificate())),
      },
      'owner',
    );
    await user.click(await screen.findByRole('button', { name: 'Сертификат K7PQ2MZX9A' }));
    const card = await screen.findByRole('dialog', { name: 'Сертификат K7PQ2MZX9A' });
    expect(card).toHaveTextContent('остаток 1 800 ₽');
    expect(card).toHaveTextContent('Сообщение: «С праздником!»');
    const ledger = within(card).getByRole('table', { name: 'История сертификата' });
    const rows = within(ledger).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Выпуск');
    expect(rows[0]).toHaveTextContent('+3 000 ₽');
    expect(rows[1]).toHaveTextContent('Оплата заказа № 52');
    expect(rows[1]).toHaveTextContent('−1 200 ₽');
    expect(within(rows[1]).getByRole('link', { name: '№ 52' })).toHaveAttribute('href', '/orders/52');
    // Read only: no field and no button inside the ledger.
    expect(within(ledger).queryAllByRole('button')).toEqual([]);
    expect(within(ledger).queryAllByRole('textbox')).toEqual([]);
  });

  it('checks a certificate before issuing it, sends it, and shows the code', async () => {
    const sent: unknown[] = [];
    const issued = certificate({ voucher_id: 12, code: 'NEWCODE234', balance: 2500, amount: 2500, message: null });
    const post: Route = (config) => {
      sent.push(JSON.parse(String(config.data)));
      return ok({ certificate: issued, ledger: [], mailed: true });
    };
    const { user, calls } = await renderAdmin(
      '/certificates',
      { 'GET /admin/api/certificates': list(), 'POST /admin/api/certificates': post },
      'owner',
    );
    await user.click(await screen.findByRole('button', { name: 'Выпустить сертификат' }));
    const dialog = await screen.findByRole('dialog', { name: 'Выпустить сертификат' });
    await user.type(within(dialog).getByLabelText('Сумма, ₽'), '100');
    await user.type(within(dialog).getByLabelText('E-mail получателя'), 'anna@');
    await user.click(within(dialog).getByRole('button', { name: 'Выпустить и отправить' }));
    expect(await within(dialog).findByText(CERTIFICATE_ISSUE_TEXT.amount)).toBeVisible();
    expect(within(dialog).getByText(CERTIFICATE_ISSUE_TEXT.email)).toBeVisible();
    expect(sent).toEqual([]);
    await user.clear(within(dialog).getByLabelText('Сумма, ₽'));
    await user.type(within(dialog).getByLabelText('Сумма, ₽'), '2500');
    await user.type(within(dialog).getByLabelText('E-mail получателя'), 'example.ru');
    await user.click(within(dialog).getByRole('button', { name: 'Выпустить и отправить' }));
    const done = await screen.findByRole('status', { name: 'Сертификат выпущен' });
    expect(done).toHaveTextContent('код NEWCODE234');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Выпустить сертификат' })).toBeNull());
    expect(done).toHaveTextContent('Письмо с кодом отправлено на anna@example.ru');
    expect(sent).toEqual([{ amount: 2500, email: 'anna@example.ru', message: '' }]);
    // The list reloads with the new certificate in it.
    await waitFor(() => expect(calls.filter((c) => c === 'GET /admin/api/certificates')).toHaveLength(2));
  });

  it("refuses more than the shop's largest certificate before sending, in the server's words", async () => {
    const sent: unknown[] = [];
    const post: Route = (config) => {
      sent.push(JSON.parse(String(config.data)));
      return ok({ certificate: certificate({ amount: 50000, balance: 50000 }), ledger: [], mailed: true });
    };
    const { user } = await renderAdmin(
      '/certificates',
      {
        'GET /admin/api/certificates': ok({ certificates: [], total: 0, page: 1, limit: 25, max_amount: 50000 }),
        'POST /admin/api/certificates': post,
      },
      'owner',
    );
    await screen.findByText('Сертификатов с такими условиями нет.');
    await user.click(screen.getByRole('button', { name: 'Выпустить сертификат' }));
    const dialog = await screen.findByRole('dialog', { name: 'Выпустить сертификат' });
    const amount = within(dialog).getByLabelText('Сумма, ₽');
    expect(amount).toHaveAccessibleDescription(
      `Целые рубли больше 100 и не больше ${formatRoubles(50000)}, как у купленного сертификата.`,
    );
    await user.type(amount, '50001');
    await user.type(within(dialog).getByLabelText('E-mail получателя'), 'anna@example.ru');
    await user.click(within(dialog).getByRole('button', { name: 'Выпустить и отправить' }));
    // The server's words (CERTIFICATE_ISSUE_TEXT.tooLarge); the query folds their no-break spaces into spaces.
    expect(await within(dialog).findByText('Сумма сертификата не может быть больше 50 000 ₽')).toBeVisible();
    expect(sent).toEqual([]);
    await user.clear(amount);
    await user.type(amount, '50000');
    await user.click(within(dialog).getByRole('button', { name: 'Выпустить и отправить' }));
    await waitFor(() => expect(sent).toEqual([{ amount: 50000, email: 'anna@example.ru', message: '' }]));
  });

  it("switches a certificate off only after 'Отключить сертификат?'", async () => {
    const sent: unknown[] = [];
    const { user, calls } = await renderAdmin(
      '/certificates',
      {
        'GET /admin/api/certificates': list(certificate()),
        'GET /admin/api/certificates/7': ok(detail(certificate())),
        'PUT /admin/api/certificates/7/status': (config) => {
          sent.push(JSON.parse(String(config.data)));
          const off = certificate({ state: 'disabled', version: 2 });
          return ok(
            detail(off, [
              { kind: 'disabled', date: '2026-11-27 12:00:00', amount: null, order_id: null, by: 'owner@shop.ru' },
            ]),
          );
        },
      },
      'owner',
    );
    await user.click(await screen.findByRole('button', { name: 'Сертификат K7PQ2MZX9A' }));
    const card = await screen.findByRole('dialog', { name: 'Сертификат K7PQ2MZX9A' });
    await user.click(within(card).getByRole('button', { name: 'Отключить' }));
    const question = await screen.findByRole('alertdialog', { name: 'Отключить сертификат?' });
    expect(question).toHaveTextContent('Остаток 1 800 ₽ сохранится');
    expect(calls).not.toContain('PUT /admin/api/certificates/7/status');
    await user.click(within(question).getByRole('button', { name: 'Да, отключить' }));
    const after = await screen.findByRole('dialog', { name: 'Сертификат K7PQ2MZX9A' });
    expect(await within(after).findByText('Сертификат отключён: корзина его больше не принимает')).toBeVisible();
    expect(within(after).getByRole('button', { name: 'Включить' })).toBeVisible();
    expect(within(after).getByRole('table', { name: 'История сертификата' })).toHaveTextContent('Отключён');
    expect(sent).toEqual([{ enabled: false, version: 1 }]);
  });

  it('loads the card afresh when someone else changed the certificate since', async () => {
    let current = certificate();
    const { user } = await renderAdmin(
      '/certificates',
      {
        'GET /admin/api/certificates': list(certificate()),
        'GET /admin/api/certificates/7': () => ok(detail(current)),
        'PUT /admin/api/certificates/7/status': () => {
          current = certificate({ state: 'disabled', version: 2 });
          return {
            status: 409,
            body: { result: 'error', error: 'Запись изменена другим сотрудником', data: detail(current) },
          };
        },
      },
      'owner',
    );
    await user.click(await screen.findByRole('button', { name: 'Сертификат K7PQ2MZX9A' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Отключить' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Да, отключить' }));
    const card = await screen.findByRole('dialog', { name: 'Сертификат K7PQ2MZX9A' });
    expect(await within(card).findByText('Запись изменена другим сотрудником')).toBeVisible();
    expect(within(card).getByText('Сертификат загружен заново: проверьте его и повторите.')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Включить' })).toBeVisible();
  });

  it.each(['manager', 'editor'] as const)("is 'Нет доступа' to the %s role, with no menu item", async (role) => {
    const { calls } = await renderAdmin('/certificates', { 'GET /admin/api/certificates': list() }, role);
    expect(await screen.findByRole('heading', { name: 'Нет доступа' })).toBeVisible();
    const nav = screen.getAllByRole('navigation')[0];
    expect(within(nav).queryByRole('link', { name: 'Сертификаты' })).toBeNull();
    expect(calls).not.toContain('GET /admin/api/certificates');
  });
});
