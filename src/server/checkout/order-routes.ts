import {
  CheckoutSuccess,
  CheckoutSuccessBody,
  ConfirmBody,
  ConfirmReply,
  PaymentConfirmReply,
  SessionOrderId,
} from '../../contract/checkout';
import { replies } from '../../contract/envelope';
import { NO_ORDER } from '../../domain/checkout-state';
import { parseRoubles } from '../../domain/money';
import { isCardPayment, PAID_BY_VOUCHER, PAYMENT_METHODS } from '../../domain/delivery-prices';
import { registerCmsRoute } from '../http/cms-dispatch';
import { moneyFields } from '../http/money-fields';
import { success } from '../http/envelope';
import { badRequest, HttpError } from '../http/http-error';
import type { TypedApp } from '../http/typed-app';
import type { Mailer } from '../integrations/mail';
import { refuseUnpayableCheckout } from './card-payment-mode';
import { CHECKOUT_MESSAGES as M } from './checkout-messages';
import { callerOf, loadCheckout } from './checkout-state';
import { orderPlacedEmail, shopOrderEmail } from './order-emails';
import { confirmPaymentWithBank } from './payment-callback';
import { ORDER_STATUS } from './order-status';
import { loadOrderSummary } from './order-summary';
import { placeOrder } from './place-order';
import { takeLimit } from '../http/rate-limits';
import { publicBaseUrl } from '../config';
import { ownerMail } from '../db/shop-settings';

const isOn = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true' || value === 'on';
const successPath = (orderId: number) => `/success?order_id=${orderId}`;

/**
 * Step 5 and after (contract "Checkout routes"): confirm places the order, payment/{code}/confirm finishes a
 * non-card order, successJson and getOrderId tell the success page about the session's last order.
 */
export function orderRoutes(app: TypedApp, mailer: Mailer): void {
  registerCmsRoute(app, 'd_quickcheckout/confirm/update', {
    method: 'POST',
    schema: {
      operationId: 'checkoutConfirm',
      summary: 'Шаг 5: заказ оформляется, если сумма совпала с показанной и даны оба согласия',
      tags: ['Заказ'],
      body: ConfirmBody,
      response: replies(ConfirmReply),
    },
    preValidation: moneyFields(['total'], M.totalRequired),
    handler: async (request, reply) => {
      const body = request.body;
      if (!isOn(body.agree_privacy) || !isOn(body.agree_rules)) throw badRequest(M.consentsRequired);
      const shownTotal = parseRoubles(body.total);
      if (shownTotal === null) throw badRequest(M.totalRequired);
      const caller = await callerOf(request, reply);
      await refuseUnpayableCheckout(app, caller);
      // A guest's order mails its confirmation to whatever address was typed: limited per client address.
      if (caller.customerId === null) await takeLimit(app.db, 'guestOrders', request.ip);
      const placed = await placeOrder(app.db, {
        caller,
        key: body.checkout_key.toLowerCase(),
        shownTotal,
        comment: body.comment,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      if (placed.created) {
        const summary = await loadOrderSummary(app.db, placed.orderId);
        if (summary) {
          const card = isCardPayment(placed.paymentCode);
          const owner = await ownerMail(app.db, app.config.shopEmail);
          for (const mail of [
            { to: summary.order.email, ...orderPlacedEmail(summary, card, publicBaseUrl(app.config)) },
            ...(owner.newOrder ? [{ to: owner.to, ...shopOrderEmail(summary, publicBaseUrl(app.config)) }] : []),
          ]) {
            await mailer.send(mail).catch((error: unknown) => {
              request.log.error({ err: error, orderId: placed.orderId }, 'Не удалось отправить письмо о заказе');
            });
          }
        }
      }
      return success({
        order_id: placed.orderId,
        payment_code: placed.paymentCode,
        redirect: isCardPayment(placed.paymentCode) ? null : successPath(placed.orderId),
      });
    },
  });

  // GET payment/{code}/confirm for every method paid otherwise than by card (cod, and 'free' for orders a
  // certificate paid in full).
  for (const method of [...PAYMENT_METHODS.filter((m) => !isCardPayment(m.code)), PAID_BY_VOUCHER]) {
    registerCmsRoute(app, `payment/${method.code}/confirm`, {
      method: 'GET',
      schema: {
        operationId: `paymentConfirm${method.code.charAt(0).toUpperCase()}${method.code.slice(1)}`,
        summary: `Заказ сессии со способом оплаты «${method.title}» принят; куда перейти дальше`,
        tags: ['Заказ'],
        response: replies(PaymentConfirmReply),
      },
      handler: async (request, reply) => {
        const caller = await callerOf(request, reply);
        const { order_id: orderId } = await loadCheckout(app.db, caller.sessionId);
        const order =
          orderId === null
            ? undefined
            : await app.db
                .selectFrom('order')
                .select(['order_id', 'payment_code', 'session_id', 'status_id'])
                .where('order_id', '=', orderId)
                .executeTakeFirst();
        if (
          !order ||
          order.session_id !== caller.sessionId ||
          order.payment_code !== method.code ||
          order.status_id === ORDER_STATUS.CANCELLED
        ) {
          throw new HttpError(404, M.orderNotFound);
        }
        return success({ order_id: order.order_id, redirect: successPath(order.order_id) });
      },
    });
  }

  registerCmsRoute(app, 'checkout/success/successJson', {
    method: 'POST',
    schema: {
      operationId: 'checkoutSuccess',
      summary: 'Последний заказ этой сессии для страницы «Спасибо за заказ» (что бы ни прислала витрина)',
      tags: ['Заказ'],
      body: CheckoutSuccessBody,
      response: replies(CheckoutSuccess),
    },
    handler: async (request, reply) => {
      const caller = await callerOf(request, reply);
      const { order_id: orderId } = await loadCheckout(app.db, caller.sessionId);
      let summary = orderId === null ? null : await loadOrderSummary(app.db, orderId);
      const returnedWith = request.body?.transaction_id;
      if (
        summary &&
        returnedWith &&
        isCardPayment(summary.order.payment_code) &&
        summary.order.status_id === ORDER_STATUS.AWAITING_PAYMENT
      ) {
        // Back from the bank before its callback: ask the bank about the transaction the address names.
        await confirmPaymentWithBank(app, mailer, summary.order.order_id, returnedWith, request.log);
        summary = await loadOrderSummary(app.db, summary.order.order_id);
      }
      if (!summary) return success(NO_ORDER);
      const { order } = summary;
      return success({
        order_id: order.order_id,
        payment_code: order.payment_code,
        status_id: order.status_id,
        status_name: order.status_name,
        // Only what the bank confirmed to the server: a transaction id in the address proves nothing.
        transaction_id: order.status_id === ORDER_STATUS.PAID ? order.transaction_id : null,
        // What was ordered and what it came to, for the page (and its printout).
        products: summary.lines.map(({ name, model, quantity, total, options }) => ({
          name,
          model,
          quantity,
          total,
          options,
        })),
        totals: summary.totals,
      });
    },
  });

  registerCmsRoute(app, 'checkout/success/getOrderId', {
    method: 'GET',
    schema: {
      operationId: 'checkoutOrderId',
      summary: 'Номер последнего заказа этой сессии (null — не было)',
      tags: ['Заказ'],
      response: replies(SessionOrderId),
    },
    handler: async (request, reply) => {
      const caller = await callerOf(request, reply);
      return success({ order_id: (await loadCheckout(app.db, caller.sessionId)).order_id });
    },
  });
}
