import { describe, expect, it } from 'vitest';
import {
  amountToKopecks,
  formatAmount,
  hasValidSignature,
  modulbankSignature,
  receiptItems,
  signFields,
} from '../../src/server/integrations/modulbank';

// integrations §1, "Worked example (Modulbank doc example, recomputed)".
const KEY = '00112233445566778899aabbccddeeff';
const EXAMPLE = {
  amount: '973',
  client_email: 'test@test.ru',
  client_phone: '+7 912 9876543',
  description: 'Заказ №14425840',
  merchant: 'ad25ef06-1824-413f-8ef1-c08115b9b979',
  order_id: '14425840',
  receipt_contact: 'test@mail.com',
  receipt_items:
    '[{"discount_sum": 40, "name": "Товар 1", "payment_method": "full_prepayment", "payment_object": "commodity", "price": 48, "quantity": 10, "sno": "osn", "vat": "vat10"}, {"name": "Товар 2", "payment_method": "full_prepayment", "payment_object": "commodity", "price": 533, "quantity": 1, "sno": "osn", "vat": "vat10"}]',
  salt: 'dPUTLtbMfcTGzkaBnGtseKlcQymCLrYI',
  success_url: 'http://myawesomesite.com/payment_success',
  testing: '1',
  unix_timestamp: '1573451160',
};
const EXAMPLE_SIGNATURE = '9b28fa592922dc8a0c1ba2e40f2c0432aa617afd';

describe('Modulbank signature', () => {
  it('reproduces the worked example of integrations §1', () => {
    expect(modulbankSignature(EXAMPLE, KEY)).toBe(EXAMPLE_SIGNATURE);
  });

  it('does not depend on field order, ignores the signature field and empty fields', () => {
    const shuffled = Object.fromEntries(Object.entries(EXAMPLE).reverse());
    expect(
      modulbankSignature({ ...shuffled, signature: 'whatever', client_id: '', meta: null, lifetime: undefined }, KEY),
    ).toBe(EXAMPLE_SIGNATURE);
  });

  it('accepts the genuine signature and refuses an altered field, another key or a malformed signature', () => {
    expect(hasValidSignature({ ...EXAMPLE, signature: EXAMPLE_SIGNATURE }, KEY)).toBe(true);
    expect(hasValidSignature({ ...EXAMPLE, signature: EXAMPLE_SIGNATURE.toUpperCase() }, KEY)).toBe(true);
    expect(hasValidSignature({ ...EXAMPLE, amount: '9.73', signature: EXAMPLE_SIGNATURE }, KEY)).toBe(false);
    expect(hasValidSignature({ ...EXAMPLE, signature: EXAMPLE_SIGNATURE }, 'ffeeddccbbaa99887766554433221100')).toBe(
      false,
    );
    expect(hasValidSignature({ ...EXAMPLE, signature: EXAMPLE_SIGNATURE.slice(0, 39) }, KEY)).toBe(false);
    expect(hasValidSignature({ ...EXAMPLE }, KEY)).toBe(false);
  });

  it('signFields returns string fields with a signature that verifies', () => {
    const signed = signFields({ amount: 100, order_id: 7, testing: 1, empty: '' }, KEY);
    expect(signed).toEqual({
      amount: '100',
      order_id: '7',
      testing: '1',
      signature: expect.stringMatching(/^[0-9a-f]{40}$/),
    });
    expect(hasValidSignature(signed, KEY)).toBe(true);
  });
});

describe('amounts and receipts', () => {
  it('writes and reads money as the bank does', () => {
    expect(formatAmount(973)).toBe('973');
    expect(formatAmount(200.45)).toBe('200.45');
    expect(formatAmount(200.5)).toBe('200.50');
    expect(amountToKopecks('973')).toBe(97300);
    expect(amountToKopecks('973.00')).toBe(97300);
    expect(amountToKopecks('200.45')).toBe(20045);
    expect(amountToKopecks('-1')).toBeNull();
    expect(amountToKopecks('1e3')).toBeNull();
    expect(amountToKopecks(undefined)).toBeNull();
  });

  it('receipt lines add up to the amount: reductions spread over the goods, delivery as a service', () => {
    const items = receiptItems(
      [
        { name: 'Крем', quantity: 3, price: 1000 },
        { name: 'Подарок', quantity: 1, price: 1 },
      ],
      { name: 'Доставка: Курьером', cost: 350 },
      2851,
    );
    const sum = items.reduce((s, i) => s + i.price * i.quantity - (i.discount_sum ?? 0), 0);
    expect(Math.round(sum * 100)).toBe(285100);
    expect(items.at(-1)).toMatchObject({
      name: 'Доставка: Курьером',
      payment_object: 'service',
      price: 350,
      quantity: 1,
    });
    expect(items.every((i) => (i.discount_sum ?? 0) <= i.price * i.quantity)).toBe(true);
  });
});

describe('Modulbank configuration', () => {
  it('is the sandbox in test mode by default; a merchant needs its secret; test mode is 1 or 0', async () => {
    const { loadConfig, ConfigError } = await import('../../src/server/config');
    expect(loadConfig({}).modulbank).toEqual({ merchant: null, secret: null, testMode: true });
    expect(
      loadConfig({ MODULBANK_MERCHANT: 'm-1', MODULBANK_SECRET: 's', MODULBANK_TEST_MODE: '0' }).modulbank,
    ).toEqual({
      merchant: 'm-1',
      secret: 's',
      testMode: false,
    });
    expect(() => loadConfig({ MODULBANK_MERCHANT: 'm-1' })).toThrow(ConfigError);
    expect(() => loadConfig({ MODULBANK_TEST_MODE: 'maybe' })).toThrow(/MODULBANK_TEST_MODE/);
  });
});
