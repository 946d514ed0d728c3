import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_DISABLED } from '../../../src/domain/certificate';
import { CERTIFICATE_ISSUE_TEXT } from '../../../src/domain/certificate-admin';
import { ADMIN_MESSAGES } from '../../../src/server/admin/admin-messages';
import {
  cms,
  confirm,
  fillCheckout,
  newGuest,
  outbox,
  putInCart,
  startCheckoutShop,
  stockedProduct,
} from '../checkout-helpers';
import { startTestShop, type TestShop } from '../test-app';
import { adminCall, auditRows, signedIn, type Staff } from './admin-helpers';

// 'Сертификаты' (issue 16, the owner only): a certificate issued by hand is mailed with its code, the code works in a
// real cart and pays part of an order (the balance is what is left), and once switched off the cart refuses it and
// the order placement stops; the ledger is only read; managers and editors are refused.

let shop: TestShop;
let owner: Staff;
let product: { id: number; name: string };

beforeAll(async () => {
  shop = await startCheckoutShop();
  owner = await signedIn(shop, 'owner');
  product = await stockedProduct(shop, 1000, 50);
});
afterAll(async () => {
  await shop?.close();
});

const issue = (body: object) => adminCall(shop, owner, 'POST', '/certificates', body);

async function issued(email: string, amount = 600, message = '') {
  const reply = await issue({ amount, email, message });
  expect(reply.statusCode).toBe(200);
  return reply.json().data;
}

async function mailedCode(email: string): Promise<string> {
  const mail = (await outbox(shop)).find((m) => m.to === email && m.subject === 'Ваш подарочный сертификат');
  const code = mail?.text.match(/Код сертификата: (\S+)/)?.[1];
  if (!code) throw new Error(`no certificate e-mail for ${email}`);
  return code;
}

const apply = async (guest: Awaited<ReturnType<typeof newGuest>>, code: string) =>
  cms(shop, guest, 'POST', 'checkout/voucher/voucher', { voucher: code });

describe('issuing a certificate by hand', () => {
  it('writes a certificate with a fresh code, audits it and mails the code with the owner’s words', async () => {
    const data = await issued('gift.one@example.ru', 700, 'С днём рождения!');
    expect(data.mailed).toBe(true);
    expect(data.certificate).toMatchObject({
      amount: 700,
      balance: 700,
      order_id: null,
      issued_by: owner.email,
      email: 'gift.one@example.ru',
      message: 'С днём рождения!',
      state: 'active',
      version: 1,
    });
    expect(data.certificate.code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    expect(data.ledger).toEqual([
      expect.objectContaining({ kind: 'issued', amount: 700, order_id: null, by: owner.email }),
    ]);
    const mail = (await outbox(shop)).find((m) => m.to === 'gift.one@example.ru');
    expect(mail?.subject).toBe('Ваш подарочный сертификат');
    expect(mail?.text).toContain(`Код сертификата: ${data.certificate.code}`);
    expect(mail?.text).toContain('С днём рождения!');
    expect(mail?.text).toContain('700\u00a0₽');
    const audit = await auditRows(shop, 'certificate', data.certificate.voucher_id);
    expect(audit.map((r) => r.action)).toEqual(['create']);
    // The code is money to whoever reads it: the log keeps the amount and the address, not the code.
    expect(JSON.stringify(audit[0].after)).not.toContain(data.certificate.code);
  });

  it.each<[string, object, string]>([
    ['100 ₽ (the rule is more than 100)', { amount: 100, email: 'a@example.ru' }, CERTIFICATE_ISSUE_TEXT.amount],
    ['a fraction', { amount: '150.5', email: 'a@example.ru' }, CERTIFICATE_ISSUE_TEXT.amount],
    [
      'more than CERTIFICATE_MAX_RUB',
      { amount: 100001, email: 'a@example.ru' },
      CERTIFICATE_ISSUE_TEXT.tooLarge(100000),
    ],
    ['no e-mail', { amount: 500, email: '' }, CERTIFICATE_ISSUE_TEXT.email],
    ['a broken e-mail', { amount: 500, email: 'anna@' }, CERTIFICATE_ISSUE_TEXT.email],
    [
      'a long message',
      { amount: 500, email: 'a@example.ru', message: 'я'.repeat(501) },
      CERTIFICATE_ISSUE_TEXT.message,
    ],
  ])('refuses %s in Russian, writing nothing', async (_case, body, error) => {
    const before = await shop.db
      .selectFrom('voucher')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    const reply = await issue(body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ result: 'error', error });
    const after = await shop.db
      .selectFrom('voucher')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(after).toEqual(before);
  });
});

describe('a certificate in the cart and at the order, then switched off', () => {
  it('pays part of an order, keeps the rest, and once switched off is refused in the cart and at placement', async () => {
    const data = await issued('gift.two@example.ru', 600);
    const id = data.certificate.voucher_id;
    const code = await mailedCode('gift.two@example.ru');
    expect(code).toBe(data.certificate.code);

    // A shopper's cart of 2 × 1000 ₽ takes 600 ₽ off; the order spends it all.
    const first = await newGuest(shop);
    await putInCart(shop, first, product.id, 2);
    expect((await apply(first, code)).statusCode).toBe(200);
    await fillCheckout(shop, first, 'cod');
    const placed = await confirm(shop, first);
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json().data.order_id;

    // Nothing left: 'Израсходован', the use in the ledger with its order.
    let detail = (await adminCall(shop, owner, 'GET', `/certificates/${id}`)).json().data;
    expect(detail.certificate).toMatchObject({ balance: 0, state: 'used' });
    expect(detail.ledger.map((r: { kind: string }) => r.kind)).toEqual(['issued', 'spent']);
    expect(detail.ledger[1]).toMatchObject({ amount: -600, order_id: orderId });

    // A larger one, partly used: the balance is what is left.
    const big = await issued('gift.three@example.ru', 5000);
    const bigCode = await mailedCode('gift.three@example.ru');
    const second = await newGuest(shop);
    await putInCart(shop, second, product.id, 1);
    await apply(second, bigCode);
    await fillCheckout(shop, second, 'cod');
    const secondTotal = (await cms(shop, second, 'GET', 'module/d_quickcheckout/stepsInit')).json().data.total;
    expect((await confirm(shop, second)).statusCode).toBe(200);
    detail = (await adminCall(shop, owner, 'GET', `/certificates/${big.certificate.voucher_id}`)).json().data;
    const spent = 5000 - detail.certificate.balance;
    expect(detail.certificate.state).toBe('active');
    // The order paid nothing by other means: the whole goods and delivery total came off the certificate.
    expect(secondTotal).toBe(0);
    expect(spent).toBeGreaterThanOrEqual(1000);
    expect(detail.ledger[1]).toMatchObject({ kind: 'spent', amount: -spent });

    // Applied in a third cart, then switched off: the cart stops counting it and says why.
    const third = await newGuest(shop);
    await putInCart(shop, third, product.id, 1);
    expect((await apply(third, bigCode)).statusCode).toBe(200);
    await fillCheckout(shop, third, 'cod');
    const shownTotal = (await cms(shop, third, 'GET', 'module/d_quickcheckout/stepsInit')).json().data.total;
    expect(shownTotal).toBe(0);

    const off = await adminCall(shop, owner, 'PUT', `/certificates/${big.certificate.voucher_id}/status`, {
      enabled: false,
      version: 1,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.certificate).toMatchObject({ state: 'disabled', version: 2 });
    expect(off.json().data.ledger.at(-1)).toMatchObject({ kind: 'disabled', amount: null, by: owner.email });

    const cart = (await cms(shop, third, 'GET', 'd_quickcheckout/cart/indexJson')).json().data;
    expect(cart.voucher).toBeNull();
    expect(cart.voucher_refused).toBe(CERTIFICATE_DISABLED);
    expect(cart.total).toBeGreaterThan(0);

    // The order placed with the total seen before: refused, saying why.
    const refused = await confirm(shop, third, undefined, shownTotal);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain(CERTIFICATE_DISABLED);
    expect(
      await shop.db
        .selectFrom('voucher_history')
        .select('amount')
        .where('voucher_id', '=', big.certificate.voucher_id)
        .execute(),
    ).toHaveLength(1);

    // Typed again in another cart: refused with the same words.
    const fourth = await newGuest(shop);
    await putInCart(shop, fourth, product.id, 1);
    const again = await apply(fourth, bigCode);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ result: 'error', error: CERTIFICATE_DISABLED });

    // Switched on again, it pays again.
    const on = await adminCall(shop, owner, 'PUT', `/certificates/${big.certificate.voucher_id}/status`, {
      enabled: true,
      version: 2,
    });
    expect(on.json().data.certificate).toMatchObject({ state: 'active', version: 3 });
    expect((await apply(fourth, bigCode)).statusCode).toBe(200);
    const audit = await auditRows(shop, 'certificate', big.certificate.voucher_id);
    expect(audit.map((r) => r.action)).toEqual(['create', 'disable', 'enable']);
  });
});

describe('the list, the stale switch and who may', () => {
  it('finds certificates by code or e-mail and by state, newest first', async () => {
    const a = await issued('find.me@example.ru', 300);
    const b = await issued('other.one@example.ru', 400);
    await adminCall(shop, owner, 'PUT', `/certificates/${b.certificate.voucher_id}/status`, {
      enabled: false,
      version: 1,
    });
    const list = async (query: string) =>
      (await adminCall(shop, owner, 'GET', `/certificates${query}`)).json().data as {
        certificates: { voucher_id: number; state: string }[];
        total: number;
      };
    expect((await list('?q=find.me')).certificates.map((c) => c.voucher_id)).toEqual([a.certificate.voucher_id]);
    expect((await list(`?q=${a.certificate.code.toLowerCase()}`)).certificates.map((c) => c.voucher_id)).toEqual([
      a.certificate.voucher_id,
    ]);
    const disabled = await list('?state=disabled');
    expect(disabled.certificates.map((c) => c.voucher_id)).toContain(b.certificate.voucher_id);
    expect(disabled.certificates.every((c) => c.state === 'disabled')).toBe(true);
    const active = await list('?state=active');
    expect(active.certificates.map((c) => c.voucher_id)).toContain(a.certificate.voucher_id);
    expect(active.certificates.every((c) => c.state === 'active')).toBe(true);
    const all = await list('');
    expect(all.certificates[0].voucher_id).toBe(b.certificate.voucher_id);
    // A search with the LIKE pattern's own characters finds nothing rather than everything.
    expect((await list('?q=%25')).total).toBe(0);
  });

  it('refuses a switch from a stale copy with the certificate as it is now', async () => {
    const c = await issued('stale.case@example.ru', 300);
    const id = c.certificate.voucher_id;
    await adminCall(shop, owner, 'PUT', `/certificates/${id}/status`, { enabled: false, version: 1 });
    const stale = await adminCall(shop, owner, 'PUT', `/certificates/${id}/status`, { enabled: false, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: ADMIN_MESSAGES.stale,
      data: { certificate: { voucher_id: id, state: 'disabled', version: 2 } },
    });
    expect((await auditRows(shop, 'certificate', id)).map((r) => r.action)).toEqual(['create', 'disable']);
  });

  it('answers 404 in Russian for a certificate that is not there', async () => {
    const reply = await adminCall(shop, owner, 'GET', '/certificates/999999');
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ result: 'error', error: 'Сертификат не найден' });
  });

  it('has no call that changes or removes a ledger row', () => {
    const document = shop.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const calls = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/admin/api/certificates'))
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    expect(calls).toEqual([
      'GET /admin/api/certificates',
      'GET /admin/api/certificates/{id}',
      'POST /admin/api/certificates',
      'PUT /admin/api/certificates/{id}/status',
    ]);
  });

  it.each(['manager', 'editor'] as const)('refuses a %s', async (role) => {
    const member = await signedIn(shop, role);
    const reply = await adminCall(shop, member, 'POST', '/certificates', { amount: 500, email: 'x@example.ru' });
    expect(reply.statusCode).toBe(403);
    expect((await adminCall(shop, member, 'GET', '/certificates')).statusCode).toBe(403);
  });
});

describe("the shop's largest certificate (CERTIFICATE_MAX_RUB)", () => {
  it('is in the list for the issue form, and the server refuses above it in the words the form uses', async () => {
    const small = await startTestShop({ env: { CERTIFICATE_MAX_RUB: '20000' } });
    try {
      const member = await signedIn(small, 'owner');
      const list = (await adminCall(small, member, 'GET', '/certificates')).json().data;
      expect(list.max_amount).toBe(20000);
      const over = await adminCall(small, member, 'POST', '/certificates', { amount: 20001, email: 'a@example.ru' });
      expect(over.statusCode).toBe(400);
      expect(over.json()).toEqual({ result: 'error', error: CERTIFICATE_ISSUE_TEXT.tooLarge(20000) });
      expect(CERTIFICATE_ISSUE_TEXT.tooLarge(20000)).toBe('Сумма сертификата не может быть больше 20\u00a0000\u00a0₽');
      const at = await adminCall(small, member, 'POST', '/certificates', { amount: 20000, email: 'a@example.ru' });
      expect(at.statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('is 100 000 ₽ unless configured', async () => {
    expect((await adminCall(shop, owner, 'GET', '/certificates')).json().data.max_amount).toBe(100000);
  });
});
