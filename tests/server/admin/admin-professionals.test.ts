import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendControlCommand } from '../../../src/server/account/control-socket';
import { uploadDirOf } from '../../../src/server/account/upload-routes';
import { publicBaseUrl } from '../../../src/server/config';
import { ADMIN_MESSAGES } from '../../../src/server/admin/admin-messages';
import { nextClientAddress } from '../client-address';
import { startTestShop, type TestShop } from '../test-app';
import { login, multipart, outbox, PDF, PNG, REGISTRATION, uniqueEmail } from '../account/account-helpers';
import { customerVersion } from './admin-customer-helpers';
import { adminCall, type Staff, signedIn } from './admin-helpers';

/** Professionals' applications as the back office works them: the queue, the document, 'Одобрить', 'Отклонить'. */

let shop: TestShop;
let manager: Staff;
let otherManager: Staff;

beforeAll(async () => {
  shop = await startTestShop({ seed: false, env: { SHOP_EMAIL: 'owner@shop.example' } });
  manager = await signedIn(shop, 'manager');
  otherManager = await signedIn(shop, 'manager');
});
afterAll(async () => {
  await shop?.close();
});

interface Applicant {
  email: string;
  customerId: number;
}

/** Registers as the storefront does: the document uploaded first, then the registration as type 2 with its code. */
async function apply(file = { name: 'диплом.pdf', type: 'application/pdf', content: PDF }): Promise<Applicant> {
  const ip = nextClientAddress();
  const upload = await shop.app.inject({
    method: 'POST',
    url: '/cms/index.php?route=tool/upload&inferno=13',
    remoteAddress: ip,
    ...multipart(file),
  });
  expect(upload.statusCode, upload.body).toBe(200);
  const email = uniqueEmail('pro');
  const reply = await shop.app.inject({
    method: 'POST',
    url: '/cms/index.php?route=api/customer/registration',
    remoteAddress: ip,
    payload: { ...REGISTRATION, customer_type: 2, email, sertificat: upload.json().data.code },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  const row = await shop.db
    .selectFrom('customer')
    .select('customer_id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { email, customerId: row.customer_id };
}

const queue = (query = '') => adminCall(shop, manager, 'GET', `/professionals${query}`);
const versionOf = (customerId: number) => customerVersion(shop, customerId);

describe('a new application', () => {
  it("tells the shop's mailbox, and waits in the queue with its document", async () => {
    const applicant = await apply();
    const toOwner = (await outbox(shop)).find((m) => m.to === 'owner@shop.example' && m.text.includes(applicant.email));
    expect(toOwner?.subject).toBe('Новая заявка специалиста: Анна Иванова');
    expect(toOwner?.text).toContain('+7(912)345-67-89');
    expect(toOwner?.links).toEqual([`${publicBaseUrl(shop.config)}/admin/professionals`]);

    const reply = await queue();
    expect(reply.statusCode).toBe(200);
    const mine = reply.json().data.applications.find((a: Applicant) => a.email === applicant.email);
    expect(mine).toMatchObject({
      customer_id: applicant.customerId,
      firstname: 'Анна',
      professional_status: 'pending',
      customer_group_id: 1,
      document: {
        filename: 'диплом.pdf',
        mime: 'application/pdf',
        url: `/admin/api/professionals/${applicant.customerId}/document`,
      },
      decided: null,
    });
  });
});

describe('the document', () => {
  it('is served to staff as what its bytes are, inline, not sniffed, in a sandbox, never cached', async () => {
    const applicant = await apply({ name: 'карта клиента.html', type: 'text/html', content: PNG });
    const reply = await adminCall(shop, manager, 'GET', `/professionals/${applicant.customerId}/document`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('image/png');
    expect(reply.headers['content-disposition']).toBe(
      `inline; filename="document.png"; filename*=UTF-8''${encodeURIComponent('карта клиента.png')}`,
    );
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['content-security-policy']).toMatch(/\bsandbox\b/);
    expect(reply.headers['content-security-policy']).toContain("default-src 'none'");
    expect(reply.headers['cache-control']).toBe('private, no-store');
    expect(reply.rawPayload.equals(PNG)).toBe(true);
  });

  it('a file changed on disk into something else is refused, not served under its old type', async () => {
    const applicant = await apply();
    const { stored_name } = await shop.db
      .selectFrom('customer_upload')
      .select('stored_name')
      .where('customer_id', '=', applicant.customerId)
      .executeTakeFirstOrThrow();
    await writeFile(path.join(uploadDirOf(shop.dataDir), stored_name), '<script>alert(1)</script>');
    const reply = await adminCall(shop, manager, 'GET', `/professionals/${applicant.customerId}/document`);
    expect(reply.statusCode).toBe(415);
    expect(reply.json().error).toBe(ADMIN_MESSAGES.documentNotImageOrPdf);
  });

  it('is 404 in Russian for a customer without one, and closed to anyone but staff', async () => {
    const missing = await adminCall(shop, manager, 'GET', '/professionals/999999/document');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(ADMIN_MESSAGES.documentMissing);
    const applicant = await apply();
    const url = `/professionals/${applicant.customerId}/document`;
    expect((await adminCall(shop, null, 'GET', url)).statusCode).toBe(401);
    const editor = await signedIn(shop, 'editor');
    expect((await adminCall(shop, editor, 'GET', url)).statusCode).toBe(403);
    // The customer's own session opens nothing here either.
    const customer = await login(shop, applicant.email, REGISTRATION.password);
    const cookie = customer.cookies.find((c) => c.name === 'shop_session')!.value;
    const asCustomer = await shop.app.inject({
      method: 'GET',
      url: `/admin/api${url}`,
      cookies: { shop_session: cookie },
    });
    expect(asCustomer.statusCode).toBe(401);
  });
});

describe("'Одобрить'", () => {
  it('opens group 2 prices, records who decided, audits it and sends the existing approval e-mail', async () => {
    const applicant = await apply();
    const version = await versionOf(applicant.customerId);
    const reply = await adminCall(shop, manager, 'POST', `/professionals/${applicant.customerId}/approve`, { version });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({
      customer_group_id: 2,
      professional_status: 'approved',
      decisions: [{ decision: 'approved', reason: '', actor: manager.email }],
    });
    const decision = await shop.db
      .selectFrom('professional_decision')
      .selectAll()
      .where('customer_id', '=', applicant.customerId)
      .executeTakeFirstOrThrow();
    expect(decision).toMatchObject({ decision: 'approved', staff_id: expect.any(Number), actor: manager.email });
    const audit = await shop.db
      .selectFrom('audit_log')
      .selectAll()
      .where('record_type', '=', 'customer')
      .where('record_id', '=', applicant.customerId)
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'approve',
        actor: manager.email,
        before: expect.objectContaining({ customer_group_id: 1, professional_status: 'pending' }),
        after: expect.objectContaining({ customer_group_id: 2, professional_status: 'approved' }),
      }),
    ]);
    const mail = (await outbox(shop)).find((m) => m.to === applicant.email && m.subject.includes('открыты'));
    expect(mail?.subject).toBe('Ваш документ проверен: цены для специалистов открыты');
    expect((await login(shop, applicant.email, REGISTRATION.password)).json().data.customerGroupId).toBe(2);
    expect((await queue()).json().data.applications.map((a: Applicant) => a.email)).not.toContain(applicant.email);
    const approved = (await queue('?status=approved')).json().data.applications;
    expect(approved.find((a: Applicant) => a.email === applicant.email)?.decided).toMatchObject({
      decision: 'approved',
      actor: manager.email,
    });
  });

  it('a second approval, or one from a stale copy, is refused (409) and sends nothing', async () => {
    const applicant = await apply();
    const version = await versionOf(applicant.customerId);
    const first = await adminCall(shop, manager, 'POST', `/professionals/${applicant.customerId}/approve`, { version });
    expect(first.statusCode).toBe(200);
    const stale = await adminCall(shop, otherManager, 'POST', `/professionals/${applicant.customerId}/approve`, {
      version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: 'Запись изменена другим сотрудником',
      data: { professional_status: 'approved' },
    });
    const again = await adminCall(shop, otherManager, 'POST', `/professionals/${applicant.customerId}/approve`, {
      version: await versionOf(applicant.customerId),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(ADMIN_MESSAGES.alreadyApproved);
    expect((await outbox(shop)).filter((m) => m.to === applicant.email && m.subject.includes('открыты'))).toHaveLength(
      1,
    );
  });

  it('`npm run customers -- approve` decides through the same code and keeps the decision too', async () => {
    const applicant = await apply();
    expect(await sendControlCommand(shop.dataDir, ['approve', applicant.email])).toEqual({
      ok: true,
      message: `${applicant.email} подтверждён: цены для специалистов (группа 2), письмо отправлено`,
    });
    const decision = await shop.db
      .selectFrom('professional_decision')
      .selectAll()
      .where('customer_id', '=', applicant.customerId)
      .executeTakeFirstOrThrow();
    expect(decision).toMatchObject({ decision: 'approved', staff_id: null, actor: 'npm run customers' });
  });
});

describe("'Отклонить'", () => {
  it('needs a reason, e-mails it, keeps the customer private, and may be approved later', async () => {
    const applicant = await apply();
    const url = `/professionals/${applicant.customerId}/reject`;
    const version = await versionOf(applicant.customerId);
    for (const body of [{ version }, { version, reason: '   ' }]) {
      const refused = await adminCall(shop, manager, 'POST', url, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().error).toMatch(/[а-яё]/i);
    }
    expect((await adminCall(shop, manager, 'POST', url, { version, reason: 'я'.repeat(2001) })).statusCode).toBe(400);
    expect(await versionOf(applicant.customerId)).toBe(version);

    const reason = 'На фото не читается номер диплома';
    const reply = await adminCall(shop, manager, 'POST', url, { version, reason });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({
      customer_group_id: 1,
      professional_status: 'rejected',
      decisions: [{ decision: 'rejected', reason, actor: manager.email }],
    });
    const mail = (await outbox(shop)).find((m) => m.to === applicant.email && m.subject.includes('отклонена'));
    expect(mail?.subject).toBe('Регистрация специалиста: заявка отклонена');
    expect(mail?.text).toContain(reason);
    const user = (await login(shop, applicant.email, REGISTRATION.password)).json().data;
    expect(user).toMatchObject({ customerGroupId: 1, professional_status: 'rejected' });
    const audit = await shop.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('record_type', '=', 'customer')
      .where('record_id', '=', applicant.customerId)
      .execute();
    expect(audit).toEqual([{ action: 'reject', after: expect.objectContaining({ reason }) }]);

    // Refused once: not refused twice; approved later with a better document.
    const twice = await adminCall(shop, manager, 'POST', url, {
      version: await versionOf(applicant.customerId),
      reason,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(ADMIN_MESSAGES.notPending);
    const later = await adminCall(shop, manager, 'POST', `/professionals/${applicant.customerId}/approve`, {
      version: await versionOf(applicant.customerId),
    });
    expect(later.json().data.decisions.map((d: { decision: string }) => d.decision)).toEqual(['rejected', 'approved']);
  });

  it('from a stale copy is refused with the fresh customer', async () => {
    const applicant = await apply();
    const version = await versionOf(applicant.customerId);
    await adminCall(shop, manager, 'POST', `/professionals/${applicant.customerId}/approve`, { version });
    const reply = await adminCall(shop, otherManager, 'POST', `/professionals/${applicant.customerId}/reject`, {
      version,
      reason: 'Нет печати',
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({ error: ADMIN_MESSAGES.stale, data: { professional_status: 'approved' } });
  });

  it('is refused to an editor and without a session', async () => {
    const applicant = await apply();
    const body = { version: await versionOf(applicant.customerId), reason: 'Нет печати' };
    const editor = await signedIn(shop, 'editor');
    expect(
      (await adminCall(shop, editor, 'POST', `/professionals/${applicant.customerId}/reject`, body)).statusCode,
    ).toBe(403);
    expect(
      (await adminCall(shop, null, 'POST', `/professionals/${applicant.customerId}/approve`, body)).statusCode,
    ).toBe(401);
    expect((await adminCall(shop, editor, 'GET', '/professionals')).statusCode).toBe(403);
  });

  it('a bad queue filter is a Russian 400', async () => {
    const reply = await queue('?status=none');
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toMatch(/[а-яё]/i);
  });
});
