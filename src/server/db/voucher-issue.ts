import { randomInt } from 'node:crypto';
import type { Insertable, Transaction } from 'kysely';
import type { Database } from './schema';

/**
 * A new gift certificate's voucher with a fresh unguessable code (integrations §5 (a)): 10 characters from 32 (no
 * 0/O, 1/I), drawn by the system's cryptographic generator; a code already taken is drawn again. One way for a bought
 * certificate (the bank's callback) and one issued by hand in the back office.
 */
const VOUCHER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const VOUCHER_CODE_LENGTH = 10;

export function voucherCode(): string {
  let code = '';
  for (let i = 0; i < VOUCHER_CODE_LENGTH; i += 1) code += VOUCHER_ALPHABET[randomInt(VOUCHER_ALPHABET.length)];
  return code;
}

export async function insertVoucher(
  trx: Transaction<Database>,
  values: Omit<Insertable<Database['voucher']>, 'code'>,
): Promise<{ voucherId: number; code: string }> {
  for (;;) {
    const code = voucherCode();
    const inserted = await trx
      .insertInto('voucher')
      .values({ ...values, code })
      .onConflict((oc) => oc.column('code').doNothing())
      .returning('voucher_id')
      .executeTakeFirst();
    if (inserted) return { voucherId: inserted.voucher_id, code };
  }
}
