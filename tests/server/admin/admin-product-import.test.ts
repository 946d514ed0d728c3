import { describe, expect, it } from 'vitest';
import type { ProductImportPlan } from '../../../src/contract/admin-products';
import { ADMIN_MESSAGES } from '../../../src/server/admin/admin-messages';
import { IMPORT_MESSAGES } from '../../../src/server/admin/product-import';
import { STAFF_COOKIE } from '../../../src/server/admin/staff-session';
import { multipart } from '../account/account-helpers';
import type { TestShop } from '../test-app';
import { ADMIN, auditRows, signedIn, type Staff } from './admin-helpers';
import { withEditorShop } from './editor-helpers';

// The CSV import of 'Товары' (issue 16): the export's file, changed in Excel, checked first (what changes, product by
// product, and every bad row by its line), then applied in one transaction: nothing when any row is bad or any
// product changed since the check; each product audited; the storefront shows the new price and stock at once.

let shop: TestShop;
let editor: Staff;

withEditorShop({}, (started) => ({ shop, editor } = started));

const HEADER = '"Артикул";"Название";"Цена";"Акция";"Цена для специалистов";"Остаток";"Статус";"Категории"';

function send(path: string, csv: string | Buffer, who: Staff | null = editor, fields: Record<string, string> = {}) {
  const content = typeof csv === 'string' ? Buffer.from(csv, 'utf8') : csv;
  const body = multipart({ name: 'products.csv', type: 'text/csv', content }, fields);
  return shop.app.inject({
    method: 'POST',
    url: `${ADMIN}${path}`,
    remoteAddress: who?.ip ?? '127.0.0.1',
    cookies: who ? { [STAFF_COOKIE]: who.cookie } : {},
    ...body,
  });
}

async function check(csv: string | Buffer): Promise<ProductImportPlan> {
  const reply = await send('/products/import/check', csv);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data as ProductImportPlan;
}

const versionsField = (plan: ProductImportPlan) =>
  JSON.stringify(plan.changes.map((c) => ({ product_id: c.product_id, version: c.version })));

const apply = (csv: string, plan: ProductImportPlan, who: Staff = editor) =>
  send('/products/import', csv, who, { versions: versionsField(plan) });

async function product(sku: string) {
  const row = await shop.db
    .selectFrom('product')
    .select(['product_id', 'name', 'price', 'quantity', 'status', 'version'])
    .where('sku', '=', sku)
    .executeTakeFirstOrThrow();
  return { ...row, price: Number(row.price) };
}

/** The product as the storefront's product page gets it. */
async function storefront(productId: number) {
  const reply = await shop.app.inject({ method: 'POST', url: '/back/product/one', payload: { id: productId } });
  expect(reply.statusCode).toBe(200);
  return reply.json().data as { price: number; quantity: number };
}

/** A row as the export writes it: the columns the import does not read carry anything. */
const row = (sku: string, price: string | number, quantity: string | number, status = 'включён') =>
  `"${sku}";"Что угодно";"${price}";"";"";"${quantity}";"${status}";"Пилинги"`;

describe('the CSV import of products', () => {
  it('is for the owner and editors: a manager and a visitor are refused', async () => {
    const manager = await signedIn(shop, 'manager');
    const csv = `${HEADER}\r\n${row('bt1001', 1, 1)}\r\n`;
    expect((await send('/products/import/check', csv, manager)).statusCode).toBe(403);
    expect((await send('/products/import', csv, manager, { versions: '[]' })).statusCode).toBe(403);
    expect((await send('/products/import/check', csv, null)).statusCode).toBe(401);
    const owner = await signedIn(shop, 'owner');
    expect((await send('/products/import/check', csv, owner)).statusCode).toBe(200);
  });

  it('shows what will change, product by product, and every bad row by its line, changing nothing', async () => {
    const a = await product('bt1001');
    const b = await product('bt1002');
    const f = await product('bt1006');
    const grouped = `${(f.price + 1000).toLocaleString('ru-RU')},00`;
    const csv = [
      HEADER,
      row('bt1001', a.price + 100, a.quantity, 'включён'),
      row('bt1002', b.price, b.quantity),
      row('nope-404', 10, 1),
      row('bt1003', '12,50', '-1', 'продаётся'),
      row('bt1004', '=A1*2', 5),
      row('bt1001', 1, 1),
      `"bt1005";"";"";"";"";"";"";""`,
      row('bt1006', grouped, f.quantity + 7, f.status ? 'Выключен' : 'включен'),
    ].join('\r\n');
    const plan = await check(csv);
    expect(plan.rows).toBe(8);
    expect(plan.columns).toEqual(['Артикул', 'Цена', 'Остаток', 'Статус']);
    expect(plan.changes).toEqual([
      {
        line: 2,
        product_id: a.product_id,
        sku: 'bt1001',
        name: a.name,
        version: a.version,
        before: { price: a.price },
        after: { price: a.price + 100 },
      },
      expect.objectContaining({
        line: 9,
        sku: 'bt1006',
        after: { price: f.price + 1000, quantity: f.quantity + 7, status: !f.status },
      }),
    ]);
    expect(plan.unchanged).toBe(2);
    expect(plan.problems).toEqual([
      { line: 4, message: IMPORT_MESSAGES.unknownSku('nope-404') },
      {
        line: 5,
        message: [
          IMPORT_MESSAGES.price('12,50'),
          IMPORT_MESSAGES.quantity('-1'),
          IMPORT_MESSAGES.status('продаётся'),
        ].join('; '),
      },
      { line: 6, message: IMPORT_MESSAGES.formula('Цена', '=A1*2') },
      { line: 7, message: IMPORT_MESSAGES.sameSku('bt1001', 2) },
    ]);
    expect(await product('bt1001')).toEqual(a);
  });

  it('applies nothing while any row is bad, then all of it in one go, audited, shown by the storefront at once', async () => {
    const a = await product('bt1007');
    const b = await product('bt1008');
    const bad = [HEADER, row('bt1007', a.price + 50, a.quantity + 3), row('bt1008', b.price, 'много')].join('\r\n');
    const badPlan = await check(bad);
    expect(badPlan.problems).toEqual([{ line: 3, message: IMPORT_MESSAGES.quantity('много') }]);
    const refused = await apply(bad, badPlan);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(IMPORT_MESSAGES.badRows(1));
    expect(await product('bt1007')).toEqual(a);
    expect(await product('bt1008')).toEqual(b);

    const fixed = [HEADER, row('bt1007', a.price + 50, a.quantity + 3), row('bt1008', b.price, b.quantity + 1)].join(
      '\n',
    );
    expect((await storefront(a.product_id)).price).toBe(a.price);
    const plan = await check(`\uFEFF${fixed}`);
    expect(plan.problems).toEqual([]);
    expect(plan.changes.map((c) => c.sku)).toEqual(['bt1007', 'bt1008']);
    const done = await apply(`\uFEFF${fixed}`, plan);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toEqual({ changed: 2 });
    expect(await product('bt1007')).toMatchObject({ price: a.price + 50, quantity: a.quantity + 3 });
    expect(await product('bt1008')).toMatchObject({ price: b.price, quantity: b.quantity + 1 });
    expect(await storefront(a.product_id)).toMatchObject({ price: a.price + 50, quantity: a.quantity + 3 });

    const audit = await auditRows(shop, 'product', a.product_id);
    expect(audit.at(-1)).toMatchObject({
      action: 'import',
      actor: editor.email,
      before: { price: a.price, quantity: a.quantity, version: a.version },
      after: { price: a.price + 50, quantity: a.quantity + 3, version: a.version + 1 },
    });
    expect((await auditRows(shop, 'product', b.product_id)).at(-1)).toMatchObject({
      action: 'import',
      before: { quantity: b.quantity },
      after: { quantity: b.quantity + 1 },
    });
  });

  it('refuses the whole import when a product changed since the check, with the check as it is now', async () => {
    const a = await product('bt1009');
    const b = await product('bt1010');
    const csv = [HEADER, row('bt1009', a.price + 10, a.quantity), row('bt1010', b.price + 10, b.quantity)].join('\r\n');
    const plan = await check(csv);
    // An order takes one from stock in between.
    await shop.db
      .updateTable('product')
      .set({ quantity: b.quantity - 1 })
      .where('product_id', '=', b.product_id)
      .execute();
    const refused = await apply(csv, plan);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(ADMIN_MESSAGES.stale);
    expect(refused.json().error).toBe('Запись изменена другим сотрудником');
    const fresh = refused.json().data as ProductImportPlan;
    expect(fresh.changes.find((c) => c.sku === 'bt1010')?.version).toBe(b.version + 1);
    expect(await product('bt1009')).toEqual(a);
    expect((await product('bt1010')).price).toBe(b.price);
  });

  it('refuses a file it cannot read: no key column, not UTF-8, an unclosed quote, too large', async () => {
    const refusal = async (csv: string | Buffer) => {
      const reply = await send('/products/import/check', csv);
      return [reply.statusCode, reply.json().error] as const;
    };
    expect(await refusal('"Название";"Цена"\r\n"Крем";"100"\r\n')).toEqual([400, IMPORT_MESSAGES.noKey]);
    expect(await refusal('"Артикул";"Название"\r\n"bt1001";"Крем"\r\n')).toEqual([400, IMPORT_MESSAGES.noValues]);
    expect(await refusal(Buffer.from([...Buffer.from('Артикул;Цена\r\nbt1001;'), 0xcf, 0xf0]))).toEqual([
      400,
      IMPORT_MESSAGES.notUtf8,
    ]);
    expect(await refusal('Артикул;Цена\r\nbt1001;"100\r\n')).toEqual([400, 'Строка 2: кавычка открыта и не закрыта']);
    expect(await refusal('Артикул;Цена\r\n')).toEqual([400, IMPORT_MESSAGES.empty]);
    const [status] = await refusal(Buffer.alloc(2 * 1024 * 1024 + 10, 'a'));
    expect(status).toBe(413);
  });

  it('reads the columns by name in any order, ignores unknown ones, and a quoted cell with ; and line breaks', async () => {
    const a = await product('bt1011');
    const csv = `Ещё столбец;Остаток;Артикул\n"a;b\nc";${a.quantity + 2};bt1011\n`;
    const plan = await check(csv);
    expect(plan.columns).toEqual(['Артикул', 'Остаток']);
    expect(plan.changes).toEqual([expect.objectContaining({ line: 2, after: { quantity: a.quantity + 2 } })]);
    const bad = await check(`Ещё столбец;Остаток;Артикул\n"a;b\nc";${a.quantity};bt1011\nx;2;zz\n`);
    // The quoted cell's line break counts: the third record starts on line 4.
    expect(bad.problems).toEqual([{ line: 4, message: IMPORT_MESSAGES.unknownSku('zz') }]);
  });
});
