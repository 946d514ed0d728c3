import type { FastifyInstance } from 'fastify';
import { CARD_PAYMENT_UNAVAILABLE, isCardPayment } from '../../domain/delivery-prices';
import { loadCart, lockCart, setCartVoucher } from '../db/cart-store';
import { isTestCertificate, TEST_CERTIFICATE_REFUSED } from '../db/test-payments';
import { badRequest } from '../http/http-error';
import { acceptsTestCertificates, cardPaymentMode } from '../integrations/modulbank';
import { loadCheckout, type Caller } from './checkout-state';

/**
 * Card payments never silently become a demo: at start the log says how the shop takes cards (an ERROR when it cannot,
 * a WARNING while the payments are test ones), and confirm refuses what the current mode cannot honour.
 */

export function reportCardPaymentMode(app: FastifyInstance): void {
  const mode = cardPaymentMode(app.config);
  if (mode === 'off') {
    app.log.error(
      'Оплата картой недоступна: не задан MODULBANK_MERCHANT, а тестовая оплата выключена (NODE_ENV=production или PAYMENT_SANDBOX=0). ' +
        'Покупатели видят «Оплата картой временно недоступна», сертификаты купить нельзя. Для настоящих платежей задайте ' +
        'MODULBANK_MERCHANT и MODULBANK_SECRET из личного кабинета Модульбанка и MODULBANK_TEST_MODE=0; для демонстрационного ' +
        'магазина без денег — PAYMENT_SANDBOX=1.',
    );
  } else if (mode === 'sandbox') {
    app.log.warn(
      'Тестовая оплата: MODULBANK_MERCHANT не задан, оплата картой идёт через тестовую страницу /payment/sandbox, деньги не ' +
        'списываются; такие заказы и сертификаты помечаются как тестовые. Для настоящих платежей задайте MODULBANK_MERCHANT и ' +
        'MODULBANK_SECRET (и MODULBANK_TEST_MODE=0).',
    );
  } else if (app.config.modulbank.testMode) {
    app.log.warn(
      'Модульбанк в тестовом режиме (MODULBANK_TEST_MODE=1): платежи тестовые, деньги не списываются. Для настоящих платежей ' +
        'задайте MODULBANK_TEST_MODE=0.',
    );
  }
}

/** What confirm says when the cart still carries a test certificate the shop no longer accepts (it is taken off). */
export const TEST_CERTIFICATE_REMOVED = `${TEST_CERTIFICATE_REFUSED}. Сертификат убран из корзины: проверьте сумму и оформите заказ ещё раз.`;

/**
 * Before an order is placed: the card chosen while the shop has no bank is refused, and so is a certificate bought with
 * a test payment once the shop takes real money (it is removed from the cart, so the shopper can go on without it).
 * Checked before the order's transaction: the mode is fixed for the process's life and a certificate's test mark never
 * changes, and the cart route refuses to apply such a certificate meanwhile.
 */
export async function refuseUnpayableCheckout(app: FastifyInstance, caller: Caller): Promise<void> {
  const row = await loadCheckout(app.db, caller.sessionId);
  if (cardPaymentMode(app.config) === 'off' && isCardPayment(row.payment_code))
    throw badRequest(CARD_PAYMENT_UNAVAILABLE);
  if (acceptsTestCertificates(app.config)) return;
  const cart = await loadCart(app.db, caller.owner);
  if (cart.voucher && (await isTestCertificate(app.db, cart.voucher.code))) {
    await app.db.transaction().execute(async (trx) => setCartVoucher(trx, await lockCart(trx, caller.owner), null));
    throw badRequest(TEST_CERTIFICATE_REMOVED);
  }
}
