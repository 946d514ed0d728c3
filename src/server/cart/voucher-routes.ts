import { VoucherBody } from '../../contract/cart';
import { Closed, replies } from '../../contract/envelope';
import Type from 'typebox';
import { isVoucherDisabled, lockCart, setCartVoucher, voucherByCode } from '../db/cart-store';
import { isTestCertificate, TEST_CERTIFICATE_REFUSED } from '../db/test-payments';
import { ensureCartOwner } from '../http/cart-owner';
import { registerCmsRoute } from '../http/cms-dispatch';
import { success } from '../http/envelope';
import { badRequest, notFound } from '../http/http-error';
import { acceptsTestCertificates } from '../integrations/modulbank';
import type { TypedApp } from '../http/typed-app';
import { CART_MESSAGES } from './cart-messages';

/**
 * checkout/voucher/voucher: applies a gift-certificate code to the cart (integrations §5: usable while its status is
 * on and amount + Σ history > 0; one the shop switched off is refused with its own words). The totals then take min(balance, total); checkout records what was spent.
 */
export function voucherRoutes(app: TypedApp): void {
  registerCmsRoute(app, 'checkout/voucher/voucher', {
    method: 'POST',
    schema: {
      operationId: 'applyVoucher',
      summary: 'Применить подарочный сертификат к корзине',
      tags: ['Корзина'],
      body: VoucherBody,
      response: replies(Closed({ success: Type.String({ description: "'Сертификат применён'" }) })),
    },
    handler: async (request, reply) => {
      const code = request.body.voucher.trim();
      if (code === '') throw badRequest(CART_MESSAGES.voucherEmpty);
      const voucher = await voucherByCode(app.db, code);
      if (!voucher) {
        if (await isVoucherDisabled(app.db, code)) throw badRequest(CART_MESSAGES.voucherDisabled);
        throw notFound(CART_MESSAGES.voucherInvalid);
      }
      // Bought through the sandbox: no money came in, so it pays only in a shop that is itself a demo.
      if (!acceptsTestCertificates(app.config) && (await isTestCertificate(app.db, voucher.code)))
        throw badRequest(TEST_CERTIFICATE_REFUSED);
      const owner = await ensureCartOwner(request, reply);
      await app.db.transaction().execute(async (trx) => {
        const cartId = await lockCart(trx, owner);
        await setCartVoucher(trx, cartId, voucher.code);
      });
      return success({ success: CART_MESSAGES.voucherApplied });
    },
  });
}
