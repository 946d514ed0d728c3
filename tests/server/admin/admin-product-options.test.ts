import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductEditorRecord, ProductEditorValues } from '../../../src/contract/admin-product-editor';
import type { ProductDetails } from '../../../src/contract/catalogue';
import { PRODUCT_OPTIONS_TEXT } from '../../../src/domain/product-options';
import { PRODUCT_OPTION_MESSAGES } from '../../../src/server/admin/product-option-store';
import { ADMIN_MESSAGES } from '../../../src/server/admin/admin-messages';
import { cms, confirm, fillCheckout, newGuest, startCheckoutShop, type Shopper } from '../checkout-helpers';
import type { TestShop } from '../test-app';
import { adminCall, auditRows, type Staff, signedIn } from './admin-helpers';
import { transition } from './admin-order-helpers';
import { productIdOf } from './editor-helpers';

/**
 * The product editor's options and related products (issue 16): saved with the product (version, audit), shown on the
 * storefront's product page at once, bought in the cart at the value's price with its own stock, related both ways.
 */

let shop: TestShop;
let editor: Staff;
let manager: Staff;

beforeAll(async () => {
  shop = await startCheckoutShop();
  editor = await signedIn(shop, 'editor');
  manager = await signedIn(shop, 'manager');
});
afterAll(async () => {
  await shop?.close();
});

const open = async (id: number) => {
  const reply = await adminCall(shop, editor, 'GET', `/products/${id}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data as ProductEditorRecord;
};
const save = (id: number, values: ProductEditorValues, version: number) =>
  adminCall(shop, editor, 'POST', `/products/${id}`, { values, version });

const idOf = (sku: string) => productIdOf(shop, sku);

async function storefrontProduct(id: number): Promise<ProductDetails> {
  const reply = await shop.app.inject({ method: 'POST', url: '/back/product/one', payload: { id } });
  expect(reply.statusCode).toBe(200);
  return reply.json().data;
}

async function recommended(id: number): Promise<number[]> {
  const reply = await shop.app.inject({ method: 'POST', url: '/back/product/recommended', payload: { id } });
  return (reply.json().data as { product_id: number }[]).map((p) => p.product_id);
}

const VOLUME = {
  option_id: null,
  name: 'Объём',
  required: true,
  values: [
    { option_value_id: null, name: '30 мл', quantity: '5', price: '0' },
    { option_value_id: null, name: '50 мл', quantity: '2', price: '+400' },
  ],
};

/** A product of the demo catalogue made plain: its price, a stock of 20, no specials, no options. */
async function plainProduct(sku: string, price: number) {
  const id = await idOf(sku);
  await shop.db
    .updateTable('product')
    .set({ price, quantity: 20, pro_discount: false })
    .where('product_id', '=', id)
    .execute();
  await shop.db.deleteFrom('product_special').where('product_id', '=', id).execute();
  await shop.db.deleteFrom('product_option').where('product_id', '=', id).execute();
  return id;
}

const add = (shopper: Shopper, productId: number, quantity: number, option: Record<string, number> = {}) =>
  cms(shop, shopper, 'POST', 'checkout/cart/add', { product_id: productId, quantity, option });

async function valueIdOf(productId: number, name: string) {
  const row = await shop.db
    .selectFrom('product_option_value as pov')
    .innerJoin('option_value as ov', 'ov.option_value_id', 'pov.option_value_id')
    .select(['pov.product_option_value_id', 'pov.product_option_id', 'pov.quantity'])
    .where('pov.product_id', '=', productId)
    .where('ov.name', '=', name)
    .executeTakeFirstOrThrow();
  return row;
}

describe('options', () => {
  it('saves a new option with two values, stock and a price difference; the product page offers them at once', async () => {
    const id = await plainProduct('bt1005', 1000);
    const before = await open(id);
    const reply = await save(id, { ...before.values, options: [VOLUME] }, before.version);
    expect(reply.statusCode, reply.body).toBe(200);
    const after = reply.json().data as ProductEditorRecord;
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.values.options).toEqual([
      {
        option_id: expect.any(Number),
        name: 'Объём',
        required: true,
        values: [
          { option_value_id: expect.any(Number), name: '30 мл', quantity: '5', price: '0' },
          { option_value_id: expect.any(Number), name: '50 мл', quantity: '2', price: '400' },
        ],
      },
    ]);

    const page = await storefrontProduct(id);
    expect(page.options.map((o) => [o.option_name, o.name, o.required, o.price, o.quantity])).toEqual([
      ['Объём', '30 мл', true, 0, 5],
      ['Объём', '50 мл', true, 400, 2],
    ]);

    const entry = (await auditRows(shop, 'product', id)).at(-1)!;
    expect(entry.after).toMatchObject({ options: after.values.options });
    expect(entry.before).toMatchObject({ options: [] });

    // The shop's list now has 'Объём' with its values, to choose from on another product.
    const choices = (await adminCall(shop, editor, 'GET', '/products/editor-options')).json().data;
    const volume = choices.options.find((o: { name: string }) => o.name === 'Объём');
    expect(volume.values.map((v: { name: string }) => v.name)).toEqual(['30 мл', '50 мл']);
  });

  it('in the cart: the value must be chosen, its price difference is added, no more than its stock', async () => {
    const id = await idOf('bt1005');
    const big = await valueIdOf(id, '50 мл');
    const shopper = await newGuest(shop);

    const none = await add(shopper, id, 1);
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe('Выберите «Объём»');

    expect((await add(shopper, id, 1, { [big.product_option_id]: big.product_option_value_id })).statusCode).toBe(200);
    const cart = (await cms(shop, shopper, 'GET', 'd_quickcheckout/cart/indexJson')).json().data;
    expect(cart.products[0]).toMatchObject({ price: 1400, option: [{ name: 'Объём', value: '50 мл' }] });

    const more = await add(shopper, id, 2, { [big.product_option_id]: big.product_option_value_id });
    expect(more.statusCode).toBe(409);
    expect(more.json().error).toBe('Больше добавить нельзя: «50 мл» в наличии 2 шт.');
  });

  it('an order takes the value from its stock, and a cancelled one gives it back', async () => {
    const id = await idOf('bt1005');
    const big = await valueIdOf(id, '50 мл');
    const shopper = await newGuest(shop);
    expect((await add(shopper, id, 2, { [big.product_option_id]: big.product_option_value_id })).statusCode).toBe(200);
    await fillCheckout(shop, shopper);
    const placed = await confirm(shop, shopper);
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await valueIdOf(id, '50 мл')).quantity).toBe(0);
    const order = await shop.db
      .selectFrom('order_product')
      .select('price')
      .where('order_id', '=', placed.json().data.order_id)
      .executeTakeFirstOrThrow();
    expect(Number(order.price)).toBe(1400);
    expect((await storefrontProduct(id)).options.find((o) => o.name === '50 мл')?.quantity).toBe(0);

    const cancelled = await transition(shop, manager, placed.json().data.order_id, { action: 'cancel' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await valueIdOf(id, '50 мл')).quantity).toBe(2);
  });

  it('keeps the rows a cart holds when the stock changes, and reorders and removes values', async () => {
    const id = await idOf('bt1005');
    const small = await valueIdOf(id, '30 мл');
    const before = await open(id);
    const [volume] = before.values.options;
    const changed = {
      ...volume,
      required: false,
      values: [
        { ...volume.values[1], quantity: '7' },
        { ...volume.values[0], quantity: '9', price: '-100' },
      ],
    };
    const reply = await save(id, { ...before.values, options: [changed] }, before.version);
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await valueIdOf(id, '30 мл')).product_option_value_id).toBe(small.product_option_value_id);
    const page = await storefrontProduct(id);
    expect(page.options.map((o) => [o.name, o.required, o.price, o.quantity])).toEqual([
      ['50 мл', false, 400, 7],
      ['30 мл', false, -100, 9],
    ]);

    const after = reply.json().data as ProductEditorRecord;
    const removed = await save(id, { ...after.values, options: [] }, after.version);
    expect(removed.statusCode).toBe(200);
    expect((await storefrontProduct(id)).options).toEqual([]);
  });

  it('another product takes the same option by name, or chosen from the list with an existing value', async () => {
    const id = await plainProduct('bt1006', 900);
    const choices = (await adminCall(shop, editor, 'GET', '/products/editor-options')).json().data;
    const volume = choices.options.find((o: { name: string }) => o.name === 'Объём');
    const before = await open(id);
    const reply = await save(
      id,
      {
        ...before.values,
        options: [
          {
            option_id: volume.option_id,
            name: 'Объём',
            required: false,
            values: [
              { option_value_id: volume.values[0].option_value_id, name: '30 мл', quantity: '3', price: '0' },
              { option_value_id: null, name: ' 50  МЛ ', quantity: '3', price: '0' },
            ],
          },
        ],
      },
      before.version,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const saved = (reply.json().data as ProductEditorRecord).values.options[0];
    expect(saved.option_id).toBe(volume.option_id);
    expect(saved.values.map((v) => v.option_value_id)).toEqual(
      volume.values.map((v: { option_value_id: number }) => v.option_value_id),
    );
  });

  it.each<[string, Partial<(typeof VOLUME)['values'][number]>[], string]>([
    [
      'two identical values',
      [{ name: '30 мл' }, { name: ' 30 МЛ' }],
      PRODUCT_OPTIONS_TEXT.valueTwice('Объём', '30 МЛ'),
    ],
    ['a stock below zero', [{ quantity: '-1' }], PRODUCT_OPTIONS_TEXT.quantity('30 мл')],
    ['a stock not whole', [{ quantity: '1.5' }], PRODUCT_OPTIONS_TEXT.quantity('30 мл')],
    ['a price difference that is not roubles', [{ price: '12,50' }], PRODUCT_OPTIONS_TEXT.price('30 мл')],
    ['no values', [], PRODUCT_OPTIONS_TEXT.noValues('Объём')],
  ])('refuses %s in Russian, changing nothing', async (_case, values, message) => {
    const id = await idOf('bt1006');
    const before = await open(id);
    const option = {
      ...VOLUME,
      values: values.map((v) => ({ option_value_id: null, name: '30 мл', quantity: '1', price: '0', ...v })),
    };
    const reply = await save(id, { ...before.values, options: [option] }, before.version);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toBe(message);
    expect((await open(id)).version).toBe(before.version);
  });

  it('refuses an option or value the shop does not have, and an option twice', async () => {
    const id = await idOf('bt1006');
    const before = await open(id);
    const unknownOption = await save(
      id,
      { ...before.values, options: [{ ...VOLUME, option_id: 999999 }] },
      before.version,
    );
    expect(unknownOption.statusCode).toBe(400);
    expect(unknownOption.json().error).toBe(PRODUCT_OPTION_MESSAGES.option);
    const [volume] = before.values.options;
    const foreignValue = {
      ...volume,
      values: [{ option_value_id: 999999, name: 'Чужое', quantity: '1', price: '0' }],
    };
    const unknownValue = await save(id, { ...before.values, options: [foreignValue] }, before.version);
    expect(unknownValue.statusCode).toBe(400);
    expect(unknownValue.json().error).toBe(PRODUCT_OPTION_MESSAGES.value);
    const twice = await save(id, { ...before.values, options: [volume, { ...VOLUME, name: 'объём' }] }, before.version);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toBe(PRODUCT_OPTIONS_TEXT.optionTwice('объём'));
  });

  it('a stale save is refused and writes no options', async () => {
    const id = await idOf('bt1006');
    const before = await open(id);
    await shop.db.updateTable('product').set({ quantity: 21 }).where('product_id', '=', id).execute();
    const reply = await save(id, { ...before.values, options: [] }, before.version);
    expect(reply.statusCode).toBe(409);
    expect(reply.json().error).toBe(ADMIN_MESSAGES.stale);
    expect((await open(id)).values.options).toEqual(before.values.options);
  });
});

describe('related products', () => {
  it('are two-way: B added to A shows A under B too; removing it removes both; B gets a new version', async () => {
    const [a, b] = [await idOf('bt2001'), await idOf('bt3001')];
    const beforeB = await open(b);
    const before = await open(a);
    expect(before.values.related_ids).not.toContain(b);
    const reply = await save(a, { ...before.values, related_ids: [...before.values.related_ids, b] }, before.version);
    expect(reply.statusCode, reply.body).toBe(200);
    const after = reply.json().data as ProductEditorRecord;
    expect(after.related).toContainEqual({ product_id: b, name: beforeB.values.name, sku: 'bt3001' });

    const openedB = await open(b);
    expect(openedB.values.related_ids).toContain(a);
    expect(openedB.version).toBeGreaterThan(beforeB.version);
    expect(await recommended(a)).toContain(b);
    expect(await recommended(b)).toContain(a);
    const entry = (await auditRows(shop, 'product', a)).at(-1)!;
    expect((entry.after as ProductEditorValues).related_ids).toContain(b);

    const removed = await save(
      a,
      { ...after.values, related_ids: after.values.related_ids.filter((r) => r !== b) },
      after.version,
    );
    expect(removed.statusCode).toBe(200);
    expect((await open(b)).values.related_ids).not.toContain(a);
    expect(await recommended(a)).not.toContain(b);
  });

  it('two members relating A to B and B to A at the same moment: one save wins, the other is told, never a 500', async () => {
    // Each save also writes the other product (two-way, with its version), so on PostgreSQL the two transactions
    // would each hold one product and wait for the other's: a deadlock, unless the products are locked in one order.
    const [a, b] = [await idOf('bt2002'), await idOf('bt3002')];
    for (let round = 0; round < 6; round += 1) {
      const [openedA, openedB] = [await open(a), await open(b)];
      const without = (values: ProductEditorValues, other: number) => values.related_ids.filter((r) => r !== other);
      const relate = round % 2 === 0;
      const replies = await Promise.all([
        save(
          a,
          { ...openedA.values, related_ids: relate ? [...without(openedA.values, b), b] : without(openedA.values, b) },
          openedA.version,
        ),
        save(
          b,
          { ...openedB.values, related_ids: relate ? [...without(openedB.values, a), a] : without(openedB.values, a) },
          openedB.version,
        ),
      ]);
      const statuses = replies.map((reply) => reply.statusCode);
      expect(statuses, replies.map((reply) => reply.body).join('\n')).toContain(200);
      for (const reply of replies) {
        if (reply.statusCode !== 200) {
          expect(reply.statusCode, reply.body).toBe(409);
          expect(reply.json().error).toBe(ADMIN_MESSAGES.stale);
        }
      }
      expect((await open(a)).values.related_ids.includes(b)).toBe(relate);
      expect((await open(b)).values.related_ids.includes(a)).toBe(relate);
    }
  });

  it('refuses the product itself and a product the shop does not have, in Russian', async () => {
    const a = await idOf('bt2001');
    const before = await open(a);
    const self = await save(a, { ...before.values, related_ids: [a] }, before.version);
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toBe(PRODUCT_OPTIONS_TEXT.relatedSelf);
    const unknown = await save(a, { ...before.values, related_ids: [999999] }, before.version);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(PRODUCT_OPTION_MESSAGES.related);
  });
});
