import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';

/**
 * Modulbank acquiring (integrations §1): the signed payment form the browser posts to the bank, and the check of the
 * bank's signed callback. The local sandbox (no merchant account) runs exactly this code with a development key.
 */

export const MODULBANK_PAY_URL = 'https://pay.modulbank.ru/pay';
/** The merchant id the sandbox signs with when the shop has no Modulbank account. */
export const SANDBOX_MERCHANT = 'sandbox-merchant';
const SANDBOX_KEY_FILE = 'modulbank-sandbox-key';

export type SignableFields = Record<string, string | number | null | undefined>;

const sha1Hex = (text: string) => createHash('sha1').update(text, 'utf8').digest('hex');

/**
 * The signature of a form, callback or API call: every field but `signature` as a string, empty ones dropped, sorted
 * by key, each `key=base64(utf-8 value)`, joined with '&'; then sha1hex(key + sha1hex(key + joined)).
 */
export function modulbankSignature(fields: SignableFields, secretKey: string): string {
  const joined = Object.entries(fields)
    .filter(([name, value]) => name !== 'signature' && value !== null && value !== undefined && String(value) !== '')
    .map(([name, value]) => [name, String(value)] as const)
    // Code-unit order, as PHP's ksort does for ASCII field names (not localeCompare).
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${Buffer.from(value, 'utf8').toString('base64')}`)
    .join('&');
  return sha1Hex(secretKey + sha1Hex(secretKey + joined));
}

/** Whether `fields.signature` is the signature of the other fields, compared in constant time. */
export function hasValidSignature(fields: SignableFields, secretKey: string): boolean {
  const given = typeof fields.signature === 'string' ? fields.signature.toLowerCase() : '';
  if (!/^[0-9a-f]{40}$/.test(given)) return false;
  const expected = Buffer.from(modulbankSignature(fields, secretKey), 'ascii');
  return timingSafeEqual(expected, Buffer.from(given, 'ascii'));
}

/** `fields` plus their signature, every value a string (what the hidden form posts). */
export function signFields(fields: SignableFields, secretKey: string): Record<string, string> {
  const signed: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (name !== 'signature' && value !== null && value !== undefined && String(value) !== '')
      signed[name] = String(value);
  }
  signed.signature = modulbankSignature(signed, secretKey);
  return signed;
}

/** A random salt (≤ 32 ASCII characters, integrations §1). */
export function newSalt(): string {
  return randomBytes(16).toString('hex');
}

/** Money as the bank writes it: '100', '200.45' (never a trailing '.00'). */
export function formatAmount(roubles: number): string {
  const kopecks = Math.round(roubles * 100);
  return kopecks % 100 === 0 ? String(kopecks / 100) : (kopecks / 100).toFixed(2);
}

/** Parses the bank's amount ('973', '973.00', '200.45') into kopecks; null when it is not money. */
export function amountToKopecks(text: string | undefined): number | null {
  if (typeof text !== 'string' || !/^\d{1,9}(?:\.\d{1,2})?$/.test(text.trim())) return null;
  return Math.round(Number(text.trim()) * 100);
}

/** Where and how this shop takes card payments. */
export interface ModulbankAccount {
  /** The bank's form, or the sandbox page when the shop has no merchant account. */
  action: string;
  merchant: string;
  secretKey: string;
  /** testing=1 in forms, and required in callbacks. */
  testing: boolean;
  sandbox: boolean;
}

/**
 * How this shop takes card payments: through the bank (a merchant account), through the local sandbox (test payments,
 * no money moves: development, or PAYMENT_SANDBOX=1), or not at all (production without a merchant: the card is
 * shown as unavailable instead of silently becoming a demo).
 */
export type CardPaymentMode = 'bank' | 'sandbox' | 'off';

export function cardPaymentMode(config: Config): CardPaymentMode {
  if (config.modulbank.merchant && config.modulbank.secret) return 'bank';
  return config.paymentSandbox ? 'sandbox' : 'off';
}

/**
 * Whether a certificate bought with a test payment may pay for orders: only while the sandbox is on. A shop with a
 * merchant account (even in the bank's test mode) or with card payments off takes no test money for goods.
 */
export function acceptsTestCertificates(config: Config): boolean {
  return cardPaymentMode(config) === 'sandbox';
}

/**
 * The account from the configuration; null when card payments are off. Without MODULBANK_MERCHANT the sandbox signs
 * with MODULBANK_SECRET when set (so several shop processes agree), else with a key generated once into
 * <DATA_DIR>/modulbank-sandbox-key.
 */
export async function modulbankAccount(config: Config): Promise<ModulbankAccount | null> {
  const { merchant, secret, testMode } = config.modulbank;
  const mode = cardPaymentMode(config);
  if (mode === 'off') return null;
  if (mode === 'bank' && merchant && secret)
    return { action: MODULBANK_PAY_URL, merchant, secretKey: secret, testing: testMode, sandbox: false };
  return {
    action: '/payment/sandbox',
    merchant: SANDBOX_MERCHANT,
    secretKey: secret ?? (await sandboxKey(config.dataDir)),
    testing: true,
    sandbox: true,
  };
}

async function sandboxKey(dataDir: string): Promise<string> {
  const file = path.join(dataDir, SANDBOX_KEY_FILE);
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch {
    // not generated yet
  }
  const key = randomBytes(16).toString('hex');
  await mkdir(dataDir, { recursive: true });
  try {
    // 'wx': when another process wrote it first, use theirs.
    await writeFile(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch {
    return (await readFile(file, 'utf8')).trim();
  }
}

/** The bank's transaction call (integrations §1 "API"): what the bank knows of one payment. */
export const MODULBANK_TRANSACTION_URL = 'https://pay.modulbank.ru/api/v1/transaction/';
const TRANSACTION_TIMEOUT_MS = 5000;

/**
 * Asks the bank about a transaction: a GET signed like the form (transaction_id, merchant, unix_timestamp, salt),
 * answered with `{status: 'ok', transaction: {...}}`. Returns the transaction's plain fields as strings (state,
 * order_id, amount, testing…), or null when the bank does not know it, refuses, or does not answer in 5 s: the caller
 * then knows no more than before and changes nothing.
 */
export async function fetchBankTransaction(
  account: ModulbankAccount,
  transactionId: string,
  now = new Date(),
): Promise<Record<string, string> | null> {
  const query = signFields(
    {
      transaction_id: transactionId,
      merchant: account.merchant,
      unix_timestamp: String(Math.floor(now.getTime() / 1000)),
      salt: newSalt(),
    },
    account.secretKey,
  );
  try {
    const response = await fetch(`${MODULBANK_TRANSACTION_URL}?${new URLSearchParams(query).toString()}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(TRANSACTION_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { status?: unknown; transaction?: unknown };
    if (body.status !== 'ok' || typeof body.transaction !== 'object' || body.transaction === null) return null;
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(body.transaction)) {
      if (typeof value === 'string' || typeof value === 'number') fields[name] = String(value);
    }
    return fields;
  } catch {
    return null;
  }
}

/** A receipt line of the bank's cloud receipts (54-ФЗ): goods are commodities, delivery is a service. */
export interface ReceiptItem {
  name: string;
  quantity: number;
  price: number;
  sno: 'usn_income';
  payment_object: 'commodity' | 'service';
  payment_method: 'full_prepayment';
  vat: 'none';
  discount_sum?: number;
}

/**
 * Receipt lines that add up to `amount` exactly, as the bank requires: the reductions (promotions, certificate) are
 * spread over the goods lines as discount_sum in proportion to their cost, the rounding rest on the last goods line.
 */
export function receiptItems(
  goods: { name: string; quantity: number; price: number }[],
  delivery: { name: string; cost: number } | null,
  amount: number,
): ReceiptItem[] {
  const base = { sno: 'usn_income', payment_method: 'full_prepayment', vat: 'none' } as const;
  const items: ReceiptItem[] = goods.map((g) => ({
    ...base,
    name: g.name.slice(0, 128),
    quantity: g.quantity,
    price: g.price,
    payment_object: 'commodity',
  }));
  const deliveryCost = delivery && delivery.cost > 0 ? delivery.cost : 0;
  const goodsKopecks = goods.reduce((sum, g) => sum + Math.round(g.price * 100) * g.quantity, 0);
  let reduction = Math.max(0, goodsKopecks + Math.round(deliveryCost * 100) - Math.round(amount * 100));
  reduction = Math.min(reduction, goodsKopecks);
  if (reduction > 0) {
    const lineKopecks = items.map((item) => Math.round(item.price * 100) * item.quantity);
    const shares = lineKopecks.map((k) => Math.floor((reduction * k) / goodsKopecks));
    // The rounding rest goes to the dearest line, which can always take it (a 1 ₽ gift line could not).
    const dearest = lineKopecks.indexOf(Math.max(...lineKopecks));
    shares[dearest] += reduction - shares.reduce((a, b) => a + b, 0);
    items.forEach((item, index) => {
      if (shares[index] > 0) item.discount_sum = shares[index] / 100;
    });
  }
  if (deliveryCost > 0 && delivery) {
    items.push({
      ...base,
      name: delivery.name.slice(0, 128),
      quantity: 1,
      price: deliveryCost,
      payment_object: 'service',
    });
  }
  return items;
}

/** The bank's refund call (integrations §1 "API"). */
export const MODULBANK_REFUND_URL = 'https://pay.modulbank.ru/api/v1/refund';
const REFUND_TIMEOUT_MS = 10_000;

export type RefundAnswer = { ok: true; transactionId: string | null } | { ok: false; message: string };

/**
 * Returns `amount` roubles of a card payment (its bank transaction): a POST signed like the form (merchant, amount,
 * transaction, unix_timestamp, salt). The bank's answer is taken as done only when it says `status: 'ok'`; its refund
 * transaction id is kept when it gives one. Anything else (a refusal, no answer in 10 s) is not done, with the reason
 * the bank gave. In the sandbox the shop's own stand-in answers, checking the signature as the bank would.
 */
export async function requestRefund(
  account: ModulbankAccount,
  payment: { transactionId: string; amount: number },
  now = new Date(),
): Promise<RefundAnswer> {
  const fields = signFields(
    {
      merchant: account.merchant,
      amount: formatAmount(payment.amount),
      transaction: payment.transactionId,
      unix_timestamp: String(Math.floor(now.getTime() / 1000)),
      salt: newSalt(),
    },
    account.secretKey,
  );
  if (account.sandbox) return sandboxRefund(account, fields);
  try {
    const response = await fetch(MODULBANK_REFUND_URL, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      signal: AbortSignal.timeout(REFUND_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.ok && body.status === 'ok') {
      const id = body.transaction_id ?? (body.transaction as Record<string, unknown> | undefined)?.transaction_id;
      return { ok: true, transactionId: typeof id === 'string' ? id.slice(0, 128) : null };
    }
    const message = typeof body.message === 'string' ? body.message : `ответ ${response.status}`;
    return { ok: false, message: message.slice(0, 500) };
  } catch {
    return { ok: false, message: 'банк не ответил' };
  }
}

/**
 * The sandbox bank's answer to a refund: the signature and merchant checked with the sandbox's key, as the bank checks
 * them, and a refund transaction of its own. No money moves in the sandbox.
 */
export function sandboxRefund(account: ModulbankAccount, fields: Record<string, string>): RefundAnswer {
  if (!hasValidSignature(fields, account.secretKey)) return { ok: false, message: 'неверная подпись' };
  if (fields.merchant !== account.merchant) return { ok: false, message: 'чужой merchant' };
  if (amountToKopecks(fields.amount) === null) return { ok: false, message: 'неверная сумма' };
  // Like the bank, it returns only payments it took itself.
  if (!SANDBOX_TRANSACTION.test(fields.transaction ?? '')) return { ok: false, message: 'неизвестная транзакция' };
  return { ok: true, transactionId: sandboxTransactionId('sandbox-refund') };
}

const SANDBOX_TRANSACTION = /^sandbox-[0-9a-f]{24}$/;

/** A transaction id of the sandbox bank: `sandbox-<24 hex>` for a payment, `sandbox-refund-<24 hex>` for a refund. */
export function sandboxTransactionId(prefix: 'sandbox' | 'sandbox-refund' = 'sandbox'): string {
  return `${prefix}-${randomBytes(12).toString('hex')}`;
}
