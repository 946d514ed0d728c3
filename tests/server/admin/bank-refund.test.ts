import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../src/domain/order-status';
import { applyToOrder } from '../../../src/server/admin/order-life';
import { finishBankRefund, startBankRefund } from '../../../src/server/admin/order-refund';
import { lockOrder } from '../../../src/server/admin/order-steps';
import {
  type ModulbankAccount,
  SANDBOX_MERCHANT,
  sandboxRefund,
  sandboxTransactionId,
  signFields,
} from '../../../src/server/integrations/modulbank';
import { startCheckoutShop, stockedProduct, TEST_MODULBANK_KEY } from '../checkout-helpers';
import type { TestShop } from '../test-app';
import { adminCall, type Staff, signedIn } from './admin-helpers';
import { orderRow, placeOrder, placePaidCardOrder, transition } from './admin-order-helpers';

const SANDBOX: ModulbankAccount = {
  action: '/payment/sandbox',
  merchant: SANDBOX_MERCHANT,
  secretKey: TEST_MODULBANK_KEY,
  testing: true,
  sandbox: true,
};

describe("the sandbox bank's refund answer", () => {
  const payment = sandboxTransactionId();
  const signed = (transaction = payment) =>
    signFields(
      { merchant: SANDBOX.merchant, amount: '150.5', transaction, unix_timestamp: '1700000000', salt: 'ab' },
      SANDBOX.secretKey,
    );

  it('returns a payment it took, signed as the bank wants, with a refund transaction of its own', () => {
    expect(sandboxRefund(SANDBOX, signed())).toEqual({
      ok: true,
      transactionId: expect.stringMatching(/^sandbox-refund-[0-9a-f]{24}$/),
    });
  });

  it("refuses an amount changed after signing, another merchant's request, and a payment it never took", () => {
    expect(sandboxRefund(SANDBOX, { ...signed(), amount: '1500.5' })).toEqual({
      ok: false,
      message: 'неверная подпись',
    });
    const foreign = signFields({ ...signed(), merchant: 'someone-else' }, SANDBOX.secretKey);
    expect(sandboxRefund(SANDBOX, foreign)).toEqual({ ok: false, message: 'чужой merchant' });
    expect(sandboxRefund(SANDBOX, signed('PAY-1'))).toEqual({ ok: false, message: 'неизвестная транзакция' });
  });
});

describe('refunds through the bank, on the server', () => {
  let shop: TestShop;
  let manager: Staff;
  let productId: number;
  beforeAll(async () => {
    shop = await startCheckoutShop();
    manager = await signedIn(shop, 'manager');
    productId = (await stockedProduct(shop, 2000, 50)).id;
  });
  afterAll(async () => {
    await shop?.close();
  });

  const refundsOf = (orderId: number) =>
    shop.db
      .selectFrom('order_refund')
      .select(['state', 'amount', 'transaction_id'])
      .where('order_id', '=', orderId)
      .execute();

  it('changes nothing when the bank refuses, says why, and keeps the reason in the audit log', async () => {
    const { orderId } = await placeOrder(shop, productId, 1, 'modulbank');
    // Paid through a bank the sandbox is not: it refuses, as the bank refuses a payment it does not know.
    await shop.db
      .updateTable('order')
      .set({ status_id: ORDER_STATUS.PAID, transaction_id: `PAY-${orderId}` })
      .where('order_id', '=', orderId)
      .execute();
    const before = await orderRow(shop, orderId);
    const reply = await transition(shop, manager, orderId, { action: 'refund', amount: 500 });
    expect(reply.statusCode).toBe(502);
    expect(reply.json().error).toBe('Банк не вернул деньги (неизвестная транзакция): заказ не изменён');
    expect((await orderRow(shop, orderId)).status_id).toBe(before.status_id);
    expect(await refundsOf(orderId)).toEqual([]);
    const audit = await shop.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('record_type', '=', 'order')
      .where('record_id', '=', orderId)
      .execute();
    expect(audit).toEqual([{ action: 'refundRefused', after: { refund: 500, bank: 'неизвестная транзакция' } }]);
    // The money is still there to return.
    expect((await adminCall(shop, manager, 'GET', `/orders/${orderId}`)).json().data.allowed_actions).toContain(
      'refund',
    );
  });

  it('counts a refund as returned while the bank is asked: nobody can return the same money twice', async () => {
    const { orderId, total } = await placePaidCardOrder(shop, productId);
    const opened = (await orderRow(shop, orderId)).version;
    const actor = { staffId: null, name: 'test' };
    const request = { action: 'refund' as const, version: opened, comment: '', notify: false, amount: total };
    // Step 1, as the server takes it: the refund written as pending, the order's version raised.
    const planned = await shop.db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, orderId, opened);
      const change = applyToOrder(
        { ...order, total: Number(order.total), refunded: 0 },
        { type: 'order.refund', amount: total },
      )!;
      return startBankRefund(trx, actor, order, change);
    });
    expect(await refundsOf(orderId)).toEqual([{ state: 'pending', amount: total, transaction_id: null }]);

    // Meanwhile: the copy opened before is stale, and a fresh one finds nothing left to return.
    const stale = await transition(shop, manager, orderId, { action: 'refund', amount: total, version: opened });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe('Запись изменена другим сотрудником');
    const fresh = await transition(shop, manager, orderId, { action: 'refund', amount: 1 });
    expect(fresh.statusCode).toBe(409);
    expect((await adminCall(shop, manager, 'GET', `/orders/${orderId}`)).json().data.allowed_actions).not.toContain(
      'refund',
    );

    // Step 3: the bank said yes.
    await finishBankRefund(shop.app, actor, planned, { ok: true, transactionId: 'BANK-R-1' }, request);
    expect(await refundsOf(orderId)).toEqual([{ state: 'done', amount: total, transaction_id: 'BANK-R-1' }]);
    expect((await orderRow(shop, orderId)).status_id).toBe(ORDER_STATUS.REFUNDED);
  });

  it('records the money as returned but leaves the status when the order changed while the bank answered', async () => {
    const { orderId, total } = await placePaidCardOrder(shop, productId);
    const actor = { staffId: null, name: 'test' };
    const version = (await orderRow(shop, orderId)).version;
    const request = { action: 'refund' as const, version, comment: '', notify: false, amount: 100 };
    const planned = await shop.db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, orderId, version);
      const facts = { ...order, total: Number(order.total), refunded: 0 };
      return startBankRefund(trx, actor, order, applyToOrder(facts, { type: 'order.refund', amount: 100 })!);
    });
    const note = await adminCall(shop, manager, 'POST', `/orders/${orderId}/note`, {
      staff_note: 'Звонили покупателю',
      version: planned.version,
    });
    expect(note.statusCode).toBe(200);
    await finishBankRefund(shop.app, actor, planned, { ok: true, transactionId: 'BANK-R-2' }, request);
    expect(await refundsOf(orderId)).toEqual([{ state: 'done', amount: 100, transaction_id: 'BANK-R-2' }]);
    expect((await orderRow(shop, orderId)).status_id).toBe(ORDER_STATUS.PAID);
    const last = await shop.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('record_id', '=', orderId)
      .where('record_type', '=', 'order')
      .orderBy('audit_log_id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last).toEqual({ action: 'refundOnly', after: { refund: 100, bank: 'BANK-R-2' } });
    expect(total).toBeGreaterThan(100);
  });
});
