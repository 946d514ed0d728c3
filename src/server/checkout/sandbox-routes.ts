import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { PaymentCallbackBody } from '../../contract/checkout';
import { ErrorReply } from '../../contract/envelope';
import { CURRENCY } from '../../domain/constants';
import { CARD_PAYMENT_UNAVAILABLE } from '../../domain/delivery-prices';
import { formatRoubles } from '../../domain/money';
import { escapeXml } from '../../domain/text';
import { CMS_PATH } from '../http/cms-dispatch';
import type { TypedApp } from '../http/typed-app';
import {
  amountToKopecks,
  hasValidSignature,
  modulbankAccount,
  newSalt,
  SANDBOX_MERCHANT,
  sandboxTransactionId,
  signFields,
} from '../integrations/modulbank';
import { stringFields } from './payment-routes';
import { CALLBACK_ROUTE, PAYMENT_FAILED_PATH } from './payment-form';

/**
 * The Modulbank stand-in (integrations §1 "Stand-in"), only while the shop has no merchant account and the sandbox is
 * allowed (not production, or PAYMENT_SANDBOX=1); its payments are test payments, and the page says so: a page in
 * Russian that takes the same signed form the bank would, checks its signature with the same code, and offers
 * 'Оплатить' / 'Отказаться'. Either answer is sent to the shop as the bank's signed callback (state COMPLETE or
 * FAILED, through the real callback route), then the browser goes to success_url or fail_url.
 */

const SANDBOX_PATH = '/payment/sandbox';
const DECISION_PATH = '/payment/sandbox/decision';

const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1f2328; background: #f6f7f9; }
  main { max-width: 480px; margin: 48px auto; padding: 32px 24px; background: #fff; border: 1px solid #e6e8eb; border-radius: 8px; }
  h1 { font-size: 24px; font-weight: 600; margin: 0 0 8px; }
  .note { color: #5b6470; margin: 0 0 24px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 24px; }
  dt { color: #5b6470; } dd { margin: 0; font-weight: 600; }
  .actions { display: flex; gap: 12px; flex-wrap: wrap; }
  button { font: inherit; padding: 12px 24px; border-radius: 8px; cursor: pointer; border: 1px solid #0f766e; }
  .pay { background: #0f766e; color: #fff; } .pay:hover { background: #115e59; }
  .decline { background: #fff; color: #0f766e; }
  button:focus-visible { outline: 3px solid #115e59; outline-offset: 2px; }
  .error { color: #c2410c; }
  .test-banner { margin: 0 0 16px; padding: 8px 12px; border-radius: 6px; background: #fef3c7; color: #78350f; font-weight: 700; }
  a { color: #0f766e; }
  @media (max-width: 550px) { main { margin: 0; border-radius: 0; border-width: 0 0 1px; } }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeXml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function sendPage(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page(title, body));
}

function errorPage(reply: FastifyReply, status: number, message: string) {
  return sendPage(
    reply,
    status,
    'Ошибка оплаты',
    `<h1>Оплата невозможна</h1>\n<p class="error" role="alert">${escapeXml(message)}</p>\n<p><a href="/cart">Вернуться в корзину</a></p>`,
  );
}

/** The form fields the page was given (GET query or POSTed form), or null when they are not plain strings. */
function fieldsOf(request: FastifyRequest): Record<string, string> | null {
  const source = request.method === 'GET' ? request.query : request.body;
  return stringFields(source ?? {});
}

/** An HTML page of the sandbox (the payment form, or why it cannot be shown), or the JSON error of a malformed request. */
function htmlPage(description: string) {
  return {
    description,
    content: {
      'text/html': { schema: Type.String({ description: 'HTML-страница по-русски' }) },
      'application/json': { schema: ErrorReply },
    },
  };
}

export function sandboxRoutes(app: TypedApp): void {
  /**
   * The signed payment form, checked as the bank checks it, with the sandbox's key; null (and an error page sent) when
   * it is not ours or the sandbox is off.
   */
  async function verifiedForm(
    fields: Record<string, string> | null,
    reply: FastifyReply,
  ): Promise<{ fields: Record<string, string>; secretKey: string } | null> {
    const account = await modulbankAccount(app.config);
    if (!account) {
      await errorPage(reply, 404, CARD_PAYMENT_UNAVAILABLE);
      return null;
    }
    if (!account.sandbox) {
      await errorPage(reply, 404, 'Тестовая оплата отключена: магазин принимает оплату через Модульбанк.');
      return null;
    }
    if (!fields || !hasValidSignature(fields, account.secretKey) || fields.merchant !== SANDBOX_MERCHANT) {
      await errorPage(reply, 400, 'Подпись платёжной формы неверна. Вернитесь в корзину и оформите оплату ещё раз.');
      return null;
    }
    if (amountToKopecks(fields.amount) === null || !fields.order_id) {
      await errorPage(reply, 400, 'В платёжной форме нет суммы или номера заказа.');
      return null;
    }
    return { fields, secretKey: account.secretKey };
  }

  const show = async (request: FastifyRequest, reply: FastifyReply) => {
    const form = await verifiedForm(fieldsOf(request), reply);
    if (!form) return reply;
    const { fields } = form;
    const hidden = Object.entries(fields)
      .map(([name, value]) => `<input type="hidden" name="${escapeXml(name)}" value="${escapeXml(value)}">`)
      .join('\n');
    const amount = formatRoubles((amountToKopecks(fields.amount) ?? 0) / 100);
    return sendPage(
      reply,
      200,
      `Оплата заказа № ${fields.order_id}`,
      `<p class="test-banner" role="note">Тестовая оплата</p>
<h1>Оплата заказа № ${escapeXml(fields.order_id)}</h1>
<p class="note">Тестовая страница оплаты: деньги не списываются. Магазин работает без договора с банком.</p>
<dl>
<dt>Заказ</dt><dd>№ ${escapeXml(fields.order_id)}</dd>
<dt>Сумма</dt><dd>${escapeXml(amount)}</dd>
${fields.description ? `<dt>Назначение</dt><dd>${escapeXml(fields.description)}</dd>` : ''}
</dl>
<form method="post" action="${DECISION_PATH}">
${hidden}
<div class="actions">
<button type="submit" class="pay" name="decision" value="pay">Оплатить</button>
<button type="submit" class="decline" name="decision" value="fail">Отказаться</button>
</div>
</form>`,
    );
  };

  // Not in the document: a page for the shopper's browser, not a call of the storefront.
  const page = {
    hide: true,
    tags: ['Служебное'],
    response: {
      200: htmlPage('Тестовая страница оплаты заказа'),
      '4xx': htmlPage('Страница с причиной, по которой оплатить нельзя'),
      '5xx': ErrorReply,
    },
  };
  app.get(
    SANDBOX_PATH,
    {
      schema: {
        ...page,
        operationId: 'paymentSandboxPage',
        summary: 'Тестовая страница оплаты: подписанная форма банка в адресе',
      },
    },
    show,
  );
  app.post(
    SANDBOX_PATH,
    {
      schema: {
        ...page,
        operationId: 'paymentSandboxPageViaPost',
        summary: 'Тестовая страница оплаты: подписанная форма банка, отправленная формой',
        body: PaymentCallbackBody,
      },
    },
    show,
  );

  app.post(
    DECISION_PATH,
    {
      schema: {
        hide: true,
        operationId: 'paymentSandboxDecision',
        summary: 'Решение на тестовой странице: «Оплатить» или «Отказаться»; затем переадресация на витрину',
        tags: ['Служебное'],
        body: PaymentCallbackBody,
        response: {
          303: Type.Null({ description: 'Переадресация на страницу успеха или обратно в корзину' }),
          '4xx': htmlPage('Страница с причиной, по которой оплата не прошла'),
          '5xx': ErrorReply,
        },
      },
    },
    async (request, reply) => {
      const all = stringFields(request.body ?? {});
      const decision = all?.decision;
      if (all) delete all.decision;
      const form = await verifiedForm(all, reply);
      if (!form) return reply;
      const { fields } = form;
      if (decision !== 'pay' && decision !== 'fail')
        return errorPage(reply, 400, 'Выберите «Оплатить» или «Отказаться».');
      const transactionId = sandboxTransactionId();
      const callback = signFields(
        {
          merchant: fields.merchant,
          order_id: fields.order_id,
          amount: fields.amount,
          currency: CURRENCY,
          state: decision === 'pay' ? 'COMPLETE' : 'FAILED',
          transaction_id: transactionId,
          testing: '1',
          message: decision === 'pay' ? 'Оплата прошла' : 'Покупатель отказался от оплаты',
          salt: newSalt(),
          unix_timestamp: String(Math.floor(Date.now() / 1000)),
        },
        form.secretKey,
      );
      // The bank would POST to callback_url over the internet; the sandbox is this shop, so it posts to its own route.
      const answer = await app.inject({
        method: 'POST',
        url: `${CMS_PATH}?route=${CALLBACK_ROUTE}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(callback).toString(),
      });
      if (answer.statusCode !== 200) {
        request.log.warn({ status: answer.statusCode, body: answer.body }, 'Песочница: магазин не принял уведомление');
        return errorPage(reply, 409, 'Магазин не принял оплату: заказ уже оплачен или отменён.');
      }
      if (decision === 'fail') return reply.redirect(fields.fail_url || fields.cancel_url || PAYMENT_FAILED_PATH, 303);
      const success = fields.success_url || `/success?order_id=${encodeURIComponent(fields.order_id)}`;
      return reply.redirect(`${success}${success.includes('?') ? '&' : '?'}transaction_id=${transactionId}`, 303);
    },
  );
}
