import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRoubles } from '../../../src/domain/money';
import { ORDER_STATUS } from '../../../src/domain/order-status';
import { ADMIN_MESSAGES } from '../../../src/server/admin/admin-messages';
import {
  cms,
  confirm,
  CONTACT,
  fillCheckout,
  newGuest,
  outbox,
  productStock,
  putInCart,
  startCheckoutShop,
  stockedProduct,
} from '../checkout-helpers';
import type { TestShop } from '../test-app';
import { adminCall, auditRows, type Staff, signedIn } from './admin-helpers';
import { orderRow, placeOrder, placePaidCardOrder, transition } from './admin-order-helpers';

let shop: TestShop;
let manager: Staff;
let otherManager: Staff;
let product: { id: number; name: string };

beforeAll(async () => {
  shop = await startCheckoutShop();
  manager = await signedIn(shop, 'manager');
  otherManager = await signedIn(shop, 'manager');
  product = await stockedProduct(shop, 1500, 100);
});
afterAll(async () => {
  await shop?.close();
});

const list = (query: string) => adminCall(shop, manager, 'GET', `/orders?${query}`);
const idsOf = (reply: { json(): { data: { orders: { order_id: number }[] } } }) =>
  reply.json().data.orders.map((o) => o.order_id);

const auditOf = (orderId: number) => auditRows(shop, 'order', orderId);

describe('the orders list', () => {
  let cod: number;
  let card: number;
  let old: number;
  beforeAll(async () => {
    old = (await placeOrder(shop, product.id, 1)).orderId;
    cod = (await placeOrder(shop, product.id, 2)).orderId;
    card = (await placeOrder(shop, product.id, 1, 'modulbank')).orderId;
    await shop.db
      .updateTable('order')
      .set({ date_added: new Date('2025-01-15T10:00:00+03:00'), firstname: 'Зинаида', telephone: '79031112233' })
      .where('order_id', '=', old)
      .execute();
  });

  it('pages newest first on the server, with the total that matches the filters', async () => {
    const first = await list('limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ page: 1, limit: 2, total: expect.any(Number) });
    expect(idsOf(first)).toEqual([card, cod]);
    const second = await list('limit=2&page=2');
    expect(idsOf(second)).toContain(old);
    expect(first.json().data.orders[0]).toMatchObject({
      order_id: card,
      customer: `${CONTACT.firstname} ${CONTACT.lastname}`,
      email: CONTACT.email,
      payment_code: 'modulbank',
      status: 'Ожидает оплаты',
      total: expect.any(Number),
    });
  });

  it('sorts by number, total or status either way', async () => {
    expect(idsOf(await list('sort=number&order=asc&limit=100')).slice(0, 1)).toEqual([old]);
    const byTotal = (await list('sort=total&order=desc&limit=100'))
      .json()
      .data.orders.map((o: { total: number }) => o.total);
    expect(byTotal).toEqual([...byTotal].sort((a, b) => b - a));
  });

  it('filters by status, payment, delivery and dates (Moscow days)', async () => {
    expect(idsOf(await list(`status=${ORDER_STATUS.AWAITING_PAYMENT}`))).toEqual([card]);
    expect(idsOf(await list('payment=modulbank'))).toEqual([card]);
    expect(idsOf(await list('payment=cod&delivery=flat.flat'))).toEqual(expect.arrayContaining([cod, old]));
    expect(idsOf(await list('delivery=pickup.pickup'))).toEqual([]);
    expect(idsOf(await list('date_from=2025-01-15&date_to=2025-01-15'))).toEqual([old]);
    expect(idsOf(await list('date_to=2025-01-14'))).toEqual([]);
  });

  it('searches by number, name, phone and e-mail', async () => {
    expect(idsOf(await list(`q=${old}`))).toEqual([old]);
    expect(idsOf(await list(`q=${encodeURIComponent(`№ ${old}`)}`))).toEqual([old]);
    expect(idsOf(await list(`q=${encodeURIComponent('зинаида')}`))).toEqual([old]);
    expect(idsOf(await list(`q=${encodeURIComponent('+7 (903) 111-22')}`))).toEqual([old]);
    expect(idsOf(await list(`q=${encodeURIComponent('MARIA.PETROVA@')}&limit=100`))).toEqual(
      expect.arrayContaining([cod, card]),
    );
    expect(idsOf(await list(`q=${encodeURIComponent('100%_')}`))).toEqual([]);
  });

  it('refuses a bad query with a Russian 400, never a 500', async () => {
    for (const query of [
      'limit=1000',
      'page=0',
      'status=9',
      'sort=price',
      'date_from=2025-02-30',
      'date_to=15.01.2025',
    ]) {
      const reply = await list(query);
      expect(reply.statusCode, query).toBe(400);
      expect(reply.json().error, query).toMatch(/[а-яё]/i);
    }
  });

  it('exports the filtered list as CSV that Excel opens, a typed formula kept as text', async () => {
    await shop.db
      .updateTable('order')
      .set({ firstname: '', lastname: '=HYPERLINK("x")' })
      .where('order_id', '=', cod)
      .execute();
    const reply = await adminCall(shop, manager, 'GET', '/orders.csv?payment=cod&sort=number&order=asc');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toBe('attachment; filename="orders.csv"');
    const [header, ...rows] = reply.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(reply.body.startsWith('\uFEFF')).toBe(true);
    expect(header).toBe('"Номер";"Дата";"Покупатель";"Телефон";"E-mail";"Сумма";"Оплата";"Доставка";"Статус"');
    expect(rows.map((r) => Number(r.split(';')[0].replaceAll('"', '')))).toEqual(
      idsOf(await list('payment=cod&sort=number&order=asc&limit=100')),
    );
    expect(rows.find((r) => r.startsWith(`"${cod}"`))).toContain(`;"'=HYPERLINK(""x"")";`);
  });
});

describe('one order and its life', () => {
  it('shows the order as the customer saw it, with its history and the actions allowed now', async () => {
    const { orderId } = await placeOrder(shop, product.id, 2);
    const reply = await adminCall(shop, manager, 'GET', `/orders/${orderId}`);
    expect(reply.statusCode).toBe(200);
    const order = reply.json().data;
    expect(order).toMatchObject({
      order_id: orderId,
      status: 'Новый',
      version: 1,
      comment: 'Позвоните заранее',
      delivery: { code: 'flat.flat', tracking_number: null },
      payment: { code: 'cod', transaction_id: null },
      lines: [{ product_id: product.id, quantity: 2, price: 1500, total: 3000, is_present: false }],
      history: [{ status: 'Новый', comment: 'Заказ оформлен', staff: null }],
      staff_note: '',
      allowed_actions: ['assemble', 'cancel'],
    });
    expect(order.totals.at(-1)).toMatchObject({ code: 'total' });
    expect((await adminCall(shop, manager, 'GET', '/orders/999999')).statusCode).toBe(404);
    expect((await adminCall(shop, manager, 'GET', '/orders/abc')).statusCode).toBe(400);
  });

  it("moves an order through 'Собирается', 'Отправлен' with a tracking number and 'Доставлен', telling the customer", async () => {
    const { orderId } = await placeOrder(shop, product.id, 1);
    const assembled = await transition(shop, manager, orderId, { action: 'assemble', comment: 'Собираем ваш заказ' });
    expect(assembled.statusCode).toBe(200);
    expect(assembled.json().data).toMatchObject({
      status: 'Собирается',
      version: 2,
      allowed_actions: ['ship', 'cancel'],
    });

    const blank = await transition(shop, manager, orderId, { action: 'ship', tracking_number: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe(ADMIN_MESSAGES.trackingNeeded);
    expect((await transition(shop, manager, orderId, { action: 'ship' })).statusCode).toBe(400);

    const shipped = await transition(shop, manager, orderId, { action: 'ship', tracking_number: ' 1234567890 ' });
    expect(shipped.json().data).toMatchObject({ status: 'Отправлен', delivery: { tracking_number: '1234567890' } });
    const delivered = await transition(shop, manager, orderId, { action: 'deliver', notify: false });
    // Paid on delivery: the courier took the money, which may now go back.
    expect(delivered.json().data).toMatchObject({ status: 'Доставлен', allowed_actions: ['refund'] });
    expect(delivered.json().data.history.slice(1)).toMatchObject([
      {
        status: 'Собирается',
        comment: 'Собираем ваш заказ',
        notify: true,
        customer_visible: true,
        staff: manager.email,
      },
      { status: 'Отправлен', notify: true, staff: manager.email },
      { status: 'Доставлен', notify: false, staff: manager.email },
    ]);

    // Two e-mails: 'Доставлен' was saved with 'Уведомить покупателя' off.
    const mails = (await outbox(shop)).filter((m) => m.subject.startsWith(`Заказ № ${orderId}: `));
    expect(mails.map((m) => m.subject).sort()).toEqual([
      `Заказ № ${orderId}: Отправлен`,
      `Заказ № ${orderId}: Собирается`,
    ]);
    expect(mails.every((m) => m.to === CONTACT.email)).toBe(true);
    expect(mails.find((m) => m.subject.endsWith('Собирается'))?.text).toContain('Собираем ваш заказ');
    expect(mails.find((m) => m.subject.endsWith('Отправлен'))?.text).toContain('Трек-номер отправления: 1234567890');

    const audit = await auditOf(orderId);
    expect(audit.map((a) => [a.action, a.actor])).toEqual([
      ['assemble', manager.email],
      ['ship', manager.email],
      ['deliver', manager.email],
    ]);
    expect(audit[1]).toMatchObject({
      before: { status_id: ORDER_STATUS.ASSEMBLING, tracking_number: null, version: 2 },
      after: { status_id: ORDER_STATUS.SHIPPED, tracking_number: '1234567890', version: 3 },
    });
  });

  it("refuses a save from a stale copy with 'Запись изменена другим сотрудником' and the order as it is now", async () => {
    const { orderId } = await placeOrder(shop, product.id, 1);
    const opened = (await adminCall(shop, manager, 'GET', `/orders/${orderId}`)).json().data.version;
    expect((await transition(shop, otherManager, orderId, { action: 'assemble', version: opened })).statusCode).toBe(
      200,
    );
    const stale = await transition(shop, manager, orderId, { action: 'cancel', version: opened });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      result: 'error',
      error: 'Запись изменена другим сотрудником',
      data: { order_id: orderId, status: 'Собирается', version: opened + 1 },
    });
    expect((await orderRow(shop, orderId)).status_id).toBe(ORDER_STATUS.ASSEMBLING);
    const note = await adminCall(shop, manager, 'POST', `/orders/${orderId}/note`, {
      staff_note: 'x',
      version: opened,
    });
    expect(note.statusCode).toBe(409);
    expect(note.json().error).toBe('Запись изменена другим сотрудником');
  });

  it('counts a change by the shop itself (the bank, the hold job) as a change: the staff copy goes stale', async () => {
    const { orderId } = await placeOrder(shop, product.id, 1, 'modulbank');
    const opened = (await orderRow(shop, orderId)).version;
    await shop.db.updateTable('order').set({ status_id: ORDER_STATUS.PAID }).where('order_id', '=', orderId).execute();
    const reply = await transition(shop, manager, orderId, { action: 'cancel', version: opened });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().data.status).toBe('Оплачен');
  });

  it('keeps a staff note the customer never sees, under the same version check, in the audit log', async () => {
    const { orderId } = await placeOrder(shop, product.id, 1);
    const reply = await adminCall(shop, manager, 'POST', `/orders/${orderId}/note`, {
      staff_note: 'Клиент просит позвонить после 18:00',
      version: 1,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toMatchObject({ staff_note: 'Клиент просит позвонить после 18:00', version: 2 });
    expect((await auditOf(orderId)).at(-1)).toMatchObject({
      action: 'note',
      after: { staff_note: 'Клиент просит позвонить после 18:00' },
    });
    const tooLong = await adminCall(shop, manager, 'POST', `/orders/${orderId}/note`, {
      staff_note: 'x'.repeat(5001),
      version: 2,
    });
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('cancelling', () => {
  it('returns the stock once: a second cancel is refused and the stock stays', async () => {
    const before = await productStock(shop, product.id);
    const { orderId } = await placeOrder(shop, product.id, 3);
    expect(await productStock(shop, product.id)).toBe(before - 3);
    const cancelled = await transition(shop, manager, orderId, { action: 'cancel', comment: 'Покупатель передумал' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'Отменён', allowed_actions: [] });
    expect(await productStock(shop, product.id)).toBe(before);
    const again = await transition(shop, manager, orderId, { action: 'cancel' });
    expect(again.statusCode).toBe(409);
    expect(await productStock(shop, product.id)).toBe(before);
    // Nothing was paid, so nothing is said to be returned.
    const [mail] = (await outbox(shop)).filter((m) => m.subject === `Заказ № ${orderId}: Отменён`);
    expect(mail.text).toContain('Покупатель передумал');
    expect(mail.text).not.toContain('Сумма возврата');
  });

  it("gives a certificate's debit back once, and an unpaid card order's checkout its payment step", async () => {
    const code = 'HALFPAY123';
    await shop.db.insertInto('voucher').values({ code, amount: 1000, status: true }).execute();
    const { orderId, shopper } = await placeOrder(shop, product.id, 1, 'modulbank', code);
    const ledger = () =>
      shop.db
        .selectFrom('voucher_history')
        .select('amount')
        .where('order_id', '=', orderId)
        .orderBy('voucher_history_id')
        .execute();
    expect((await ledger()).map((r) => Number(r.amount))).toEqual([-1000]);
    expect((await transition(shop, manager, orderId, { action: 'cancel' })).statusCode).toBe(200);
    expect((await ledger()).map((r) => Number(r.amount))).toEqual([-1000, 1000]);
    const checkout = await shop.db
      .selectFrom('checkout_state')
      .select(['current_step', 'payment_code'])
      .where('session_id', '=', shopper.sessionId)
      .executeTakeFirstOrThrow();
    expect(checkout).toEqual({ current_step: 3, payment_code: null });
    expect((await transition(shop, manager, orderId, { action: 'cancel' })).statusCode).toBe(409);
    expect(await ledger()).toHaveLength(2);
  });

  it('puts a gift line back in stock too, once', async () => {
    await shop.db.updateTable('promotion').set({ status: true }).where('type', '=', 'present').execute();
    try {
      const shopper = await newGuest(shop);
      // Over the present promotion's threshold (5 000 ₽): one gift may be chosen.
      await putInCart(shop, shopper, product.id, 4);
      const picker = (await cms(shop, shopper, 'GET', 'd_quickcheckout/product_to_present/indexJson')).json().data;
      const gift = picker.products[0] as { id: number };
      const giftStock = await productStock(shop, gift.id);
      const chosen = await cms(shop, shopper, 'POST', 'd_quickcheckout/product_to_present/updateProduct', {
        product_id: gift.id,
        checked: true,
        action: 'increment',
      });
      expect(chosen.statusCode).toBe(200);
      await fillCheckout(shop, shopper, 'cod');
      const orderId = (await confirm(shop, shopper)).json().data.order_id as number;
      const lines = (await adminCall(shop, manager, 'GET', `/orders/${orderId}`)).json().data.lines;
      expect(lines).toContainEqual(expect.objectContaining({ product_id: gift.id, is_present: true, quantity: 1 }));
      expect(await productStock(shop, gift.id)).toBe(giftStock - 1);

      expect((await transition(shop, manager, orderId, { action: 'cancel' })).statusCode).toBe(200);
      expect(await productStock(shop, gift.id)).toBe(giftStock);
      expect((await transition(shop, manager, orderId, { action: 'cancel' })).statusCode).toBe(409);
      expect(await productStock(shop, gift.id)).toBe(giftStock);
    } finally {
      await shop.db.updateTable('promotion').set({ status: false }).execute();
    }
  });

  it('cancels once when two staff members cancel the same order at the same moment', async () => {
    const before = await productStock(shop, product.id);
    const { orderId } = await placeOrder(shop, product.id, 2);
    const version = (await orderRow(shop, orderId)).version;
    const replies = await Promise.all([
      transition(shop, manager, orderId, { action: 'cancel', version }),
      transition(shop, otherManager, orderId, { action: 'cancel', version }),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await productStock(shop, product.id)).toBe(before);
    expect((await auditOf(orderId)).filter((a) => a.action === 'cancel')).toHaveLength(1);
  });
});

describe('refunds', () => {
  const paidCardOrder = (quantity = 1) => placePaidCardOrder(shop, product.id, quantity);

  it("returns part of a card payment through the bank (here the sandbox), then the rest, never more: 'Возврат'", async () => {
    const { orderId, total } = await paidCardOrder();
    const first = await transition(shop, manager, orderId, {
      action: 'refund',
      amount: 300.5,
      comment: 'Вернули за пробник',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      status: 'Возврат',
      refunds: [
        {
          state: 'done',
          amount: 300.5,
          transaction_id: expect.stringMatching(/^sandbox-refund-/),
          staff: manager.email,
        },
      ],
      allowed_actions: ['refund'],
    });

    const tooMuch = await transition(shop, manager, orderId, { action: 'refund', amount: total });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error).toBe(`Вернуть можно не больше ${formatRoubles(total - 300.5)}`);
    for (const amount of [undefined, 0.001, 10.005]) {
      const reply = await transition(shop, manager, orderId, { action: 'refund', amount });
      expect(reply.statusCode, String(amount)).toBe(400);
    }

    const rest = await transition(shop, manager, orderId, { action: 'refund', amount: total - 300.5 });
    expect(rest.statusCode).toBe(200);
    expect(rest.json().data.refunds.map((r: { amount: number }) => r.amount)).toEqual([300.5, total - 300.5]);
    expect(rest.json().data.allowed_actions).toEqual([]);

    const audit = (await auditOf(orderId)).filter((a) => a.action === 'refund');
    expect(audit.map((a) => (a.after as { refund: number }).refund)).toEqual([300.5, total - 300.5]);
    const mails = (await outbox(shop)).filter((m) => m.subject === `Заказ № ${orderId}: Возврат`);
    expect(mails).toHaveLength(2);
    // Each e-mail says how much this refund returned, and where the money goes.
    const partial = mails.find((m) => m.text.includes('Вернули за пробник'));
    expect(partial?.text).toContain(
      `Сумма возврата: ${formatRoubles(300.5)} — на карту, которой оплачен заказ; срок зачисления зависит от банка.`,
    );
    expect(mails.find((m) => m !== partial)?.text).toContain(`Сумма возврата: ${formatRoubles(total - 300.5)} — `);
  });

  it('cancelling a card order the bank paid returns all its money through the bank, with the goods', async () => {
    const before = await productStock(shop, product.id);
    const { orderId, total } = await paidCardOrder(2);
    const reply = await transition(shop, manager, orderId, { action: 'cancel' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({
      status: 'Отменён',
      refunds: [{ state: 'done', amount: total, transaction_id: expect.stringMatching(/^sandbox-refund-/) }],
    });
    expect(await productStock(shop, product.id)).toBe(before);
    const [mail] = (await outbox(shop)).filter((m) => m.subject === `Заказ № ${orderId}: Отменён`);
    expect(mail.text).toContain(`Сумма возврата: ${formatRoubles(total)} — на карту`);
  });

  it('records the cash handed back for an order paid on delivery, once delivered, without the bank', async () => {
    const { orderId } = await placeOrder(shop, product.id, 1);
    for (const [action, extra] of [
      ['refund', { amount: 100 }],
      ['assemble', {}],
      ['ship', { tracking_number: 'RA1' }],
      ['deliver', {}],
    ] as const) {
      const reply = await transition(shop, manager, orderId, { action, ...extra, notify: false });
      // Before delivery no money came in: nothing to return.
      expect(reply.statusCode, action).toBe(action === 'refund' ? 409 : 200);
    }
    const refunded = await transition(shop, manager, orderId, { action: 'refund', amount: 100, notify: false });
    expect(refunded.json().data).toMatchObject({
      status: 'Возврат',
      refunds: [{ state: 'done', amount: 100, transaction_id: null, staff: manager.email }],
    });
    const told = await transition(shop, manager, orderId, { action: 'refund', amount: 50 });
    expect(told.statusCode, told.body).toBe(200);
    const mails = (await outbox(shop)).filter((m) => m.subject === `Заказ № ${orderId}: Возврат`);
    // Cash goes back by hand: the e-mail names the amount, not a card.
    expect(mails.map((m) => m.text.match(/Сумма возврата: [^\n]*/)?.[0])).toEqual([
      `Сумма возврата: ${formatRoubles(50)}.`,
    ]);
  });
});
