import Type from 'typebox';
import { CardPaymentReply, PaymentCallbackBody } from '../../contract/checkout';
import { ErrorReply, replies } from '../../contract/envelope';
import { PAYMENT_CODE } from '../../domain/constants';
import { CARD_PAYMENT_UNAVAILABLE } from '../../domain/delivery-prices';
import { TEST_CERTIFICATE_REFUSED } from '../db/test-payments';
import { registerCmsRoute } from '../http/cms-dispatch';
import { success } from '../http/envelope';
import { HttpError } from '../http/http-error';
import type { TypedApp } from '../http/typed-app';
import type { Mailer } from '../integrations/mail';
import { acceptsTestCertificates, modulbankAccount } from '../integrations/modulbank';
import { CHECKOUT_MESSAGES as M } from './checkout-messages';
import { callerOf, loadCheckout, saveCheckout } from './checkout-state';
import { ORDER_STATUS } from './order-status';
import { loadOrderSummary } from './order-summary';
import { handlePaymentCallback } from './payment-callback';
import { CALLBACK_ROUTE, paymentFormFields } from './payment-form';

/** Only plain string fields count; a repeated field (an array) makes the callback unreadable. */
export function stringFields(body: unknown): Record<string, string> | null {
  if (body === null || typeof body !== 'object') return null;
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    if (typeof value !== 'string') return null;
    fields[name] = value;
  }
  return fields;
}

/** Card payment: the signed form for the session's order waiting for payment, and the bank's callback. */
export function paymentRoutes(app: TypedApp, mailer: Mailer): void {
  registerCmsRoute(app, 'payment/modulbank/send', {
    method: 'GET',
    schema: {
      operationId: 'cardPaymentForm',
      summary: 'Подписанная форма банка для заказа сессии, ожидающего оплаты картой',
      tags: ['Заказ'],
      response: replies(CardPaymentReply),
    },
    handler: async (request, reply) => {
      const caller = await callerOf(request, reply);
      const row = await loadCheckout(app.db, caller.sessionId);
      const summary = row.order_id === null ? null : await loadOrderSummary(app.db, row.order_id);
      const order = summary?.order;
      if (
        !summary ||
        !order ||
        order.session_id !== caller.sessionId ||
        order.payment_code !== PAYMENT_CODE.BANK_CARD ||
        order.status_id !== ORDER_STATUS.AWAITING_PAYMENT
      ) {
        // The storefront returns to step 3 with the payment method cleared (§4); so does the server's checkout.
        await saveCheckout(app.db, caller.sessionId, {
          payment_code: null,
          current_step: Math.min(row.current_step, 3),
        });
        return success<CardPaymentReply>({ error: true, message: M.nothingToPay });
      }
      const account = await modulbankAccount(app.config);
      if (!account) throw new HttpError(409, CARD_PAYMENT_UNAVAILABLE);
      // Placed while the sandbox was on, with a certificate bought through it: real money must not make up the rest.
      if (order.test_payment && !acceptsTestCertificates(app.config))
        throw new HttpError(409, TEST_CERTIFICATE_REFUSED);
      return success({ action: account.action, fields: paymentFormFields(app.config, account, summary) });
    },
  });

  registerCmsRoute(app, CALLBACK_ROUTE, {
    method: 'POST',
    schema: {
      operationId: 'cardPaymentCallback',
      summary: 'Уведомление банка об оплате (подписанные поля формы); ответ — текст для банка',
      tags: ['Заказ'],
      consumes: ['application/x-www-form-urlencoded'],
      body: PaymentCallbackBody,
      response: {
        200: {
          description: 'Уведомление принято',
          content: { 'text/plain': { schema: Type.String({ description: "'OK<номер заказа>'" }) } },
        },
        '4xx': {
          description: 'Уведомление отклонено',
          content: {
            'text/plain': { schema: Type.String({ description: "'ERROR <причина>'" }) },
            'application/json': { schema: ErrorReply },
          },
        },
        '5xx': ErrorReply,
      },
    },
    handler: async (request, reply) => {
      const fields = stringFields(request.body);
      const outcome = fields
        ? await handlePaymentCallback(app, mailer, fields, request.log)
        : ({ ok: false, status: 400, reason: 'нечитаемые поля' } as const);
      if (!fields) request.log.warn('Modulbank: уведомление об оплате без полей');
      reply.type('text/plain; charset=utf-8');
      if (!outcome.ok) return reply.code(outcome.status).send(`ERROR ${outcome.reason}`);
      return reply.send(`OK${outcome.orderId}`);
    },
  });
}
