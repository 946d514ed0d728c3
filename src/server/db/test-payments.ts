import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Test money (the sandbox bank, or the bank's test mode) never turns into real goods: a certificate bought with it is
 * marked `test_payment` and pays for orders only while the shop itself runs the sandbox. Shared by the cart (applying
 * a code) and checkout (placing the order), which may not import each other.
 */

/** What the shopper reads when such a certificate is refused. */
export const TEST_CERTIFICATE_REFUSED =
  'Этот сертификат куплен тестовой оплатой: деньги за него не поступали, поэтому оплатить им заказ нельзя';

/** Whether the certificate with this code (exactly as stored) was bought with a test payment. */
export async function isTestCertificate(db: Kysely<Database>, code: string): Promise<boolean> {
  const row = await db.selectFrom('voucher').select('test_payment').where('code', '=', code).executeTakeFirst();
  return row?.test_payment === true;
}

/** Marks an order as (partly) paid with test money when the certificate it used was bought with a test payment. */
export async function markOrderPaidByTestCertificate(db: Kysely<Database>, orderId: number): Promise<void> {
  await db
    .updateTable('order')
    .set({ test_payment: true })
    .where('order_id', '=', orderId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('voucher')
          .select('voucher.voucher_id')
          .whereRef('voucher.code', '=', 'order.voucher_code')
          .where('voucher.test_payment', '=', true),
      ),
    )
    .execute();
}
