import { SHIPPING_CODE } from '../../domain/constants';
import { formatRoubles } from '../../domain/money';
import type { OrderSummary } from './order-summary';
import { EMAIL_SIGNATURE } from '../emails/signature';

/** The texts of the order e-mails (plain text), to the customer and to the shop. */

type Mail = { subject: string; text: string };

/**
 * The first line of every e-mail about an order paid (even partly) with test money: the sandbox bank, the bank's test
 * mode, or a certificate bought that way. Nobody should ship goods or honour a certificate believing money came in.
 */
export const TEST_PAYMENT_NOTE = 'Тестовая оплата: деньги не списывались.';

const testNote = (order: OrderSummary['order']) => (order.test_payment ? `${TEST_PAYMENT_NOTE}\n\n` : '');
/** The shop's subjects carry it too, so a test order stands out in the shop's mailbox. */
const testSubject = (order: OrderSummary['order']) => (order.test_payment ? ' (тестовая оплата)' : '');

/** Where the customer finds the order: open in the account's 'Мои заказы' (a guest, who has no account, gets none). */
const accountLink = (order: OrderSummary['order'], shopUrl: string) =>
  order.customer_id === null ? '' : `\n\nЗаказ в личном кабинете:\n${shopUrl}/my-account?order=${order.order_id}`;

/** The shop's copy opens the order in the back office. */
const backOfficeLink = (order: OrderSummary['order'], shopUrl: string) =>
  `\n\nЗаказ в панели управления:\n${shopUrl}/admin/orders/${order.order_id}`;

/**
 * The order as a list. `forShopper`: the copy mailed to the address typed at checkout, which anyone may type, so it
 * carries nothing else typed into the request (no comment, no street address): only the shop's own texts, the goods
 * and sums, and the shopper's name. The shop's copy is complete.
 */
function orderBody({ order, lines, totals }: OrderSummary, forShopper: boolean): string {
  const items = lines
    .map((l) => {
      const extra = [l.model ? `арт. ${l.model}` : '', ...l.options, l.is_present ? 'подарок' : '']
        .filter(Boolean)
        .join('; ');
      return `• ${l.name}${extra ? ` (${extra})` : ''} — ${l.quantity} шт. × ${formatRoubles(l.price)} = ${formatRoubles(l.total)}`;
    })
    .join('\n');
  const sums = totals.map((t) => `${t.title}: ${formatRoubles(t.value)}`).join('\n');
  const address =
    order.shipping_address_1 && order.shipping_address_1 !== '—' && !forShopper ? `, ${order.shipping_address_1}` : '';
  // Self-pickup's address ('Самовывоз: <the shop's place>') is the shop's own text, so the shopper's copy has it too.
  const delivery =
    order.shipping_code === SHIPPING_CODE.SELF_PICKUP && order.shipping_address_1
      ? order.shipping_address_1
      : `${order.shipping_method}${address}`;
  return [
    `Заказ № ${order.order_id}`,
    '',
    items,
    '',
    sums,
    '',
    `Доставка: ${delivery}`,
    `Оплата: ${order.payment_method}`,
    forShopper
      ? `Получатель: ${order.firstname} ${order.lastname}`
      : `Получатель: ${order.firstname} ${order.lastname}, ${order.telephone}, ${order.email}`,
    ...(order.comment && !forShopper ? [`Комментарий: ${order.comment}`] : []),
  ].join('\n');
}

export function orderPlacedEmail(summary: OrderSummary, awaitingPayment: boolean, shopUrl: string): Mail {
  const { order } = summary;
  return {
    subject: `Заказ № ${order.order_id} принят`,
    text:
      testNote(order) +
      `Здравствуйте${order.firstname ? `, ${order.firstname}` : ''}!\n\n` +
      (awaitingPayment
        ? 'Мы получили ваш заказ. Он будет передан на сборку сразу после оплаты картой.\n\n'
        : 'Спасибо за заказ! Заказ передаётся на сборку, мы свяжемся с вами для уточнения доставки.\n\n') +
      orderBody(summary, true) +
      accountLink(order, shopUrl) +
      EMAIL_SIGNATURE,
  };
}

export function shopOrderEmail(summary: OrderSummary, shopUrl: string): Mail {
  const { order } = summary;
  return {
    subject: `Новый заказ № ${order.order_id} на ${formatRoubles(Number(order.total))} (${order.payment_method})${testSubject(order)}`,
    text: `${testNote(order)}Статус: ${order.status_name}\n\n${orderBody(summary, false)}${backOfficeLink(order, shopUrl)}`,
  };
}

export function orderPaidEmail(summary: OrderSummary, shopUrl: string): Mail {
  const { order } = summary;
  return {
    subject: `Заказ № ${order.order_id} оплачен`,
    text:
      testNote(order) +
      `Здравствуйте${order.firstname ? `, ${order.firstname}` : ''}!\n\nОплата заказа № ${order.order_id} на сумму ` +
      `${formatRoubles(Number(order.total))} получена. Заказ передаётся на сборку.${accountLink(order, shopUrl)}` +
      EMAIL_SIGNATURE,
  };
}

export function shopPaidEmail(summary: OrderSummary, transactionId: string, shopUrl: string): Mail {
  const { order } = summary;
  return {
    subject: `Заказ № ${order.order_id} оплачен картой${testSubject(order)}`,
    text: `${testNote(order)}Оплата получена: ${formatRoubles(Number(order.total))}, транзакция ${transactionId}.\n\n${orderBody(summary, false)}${backOfficeLink(order, shopUrl)}`,
  };
}

/** The code and where it goes: the same words in a bought certificate's e-mail and one the shop issued. */
const howToUse = (code: string) =>
  `Код сертификата: ${code}\n\nВведите его в корзине в поле «Применить сертификат»: сумма сертификата уменьшит ` +
  'стоимость заказа.';

export function voucherEmail(summary: OrderSummary, code: string, amount: number): Mail {
  const { order } = summary;
  return {
    subject: 'Ваш подарочный сертификат',
    text:
      (order.test_payment
        ? `${TEST_PAYMENT_NOTE} Этот сертификат действует только в тестовом режиме магазина.\n\n`
        : '') +
      `Здравствуйте${order.firstname ? `, ${order.firstname}` : ''}!\n\nСпасибо за покупку подарочного сертификата ` +
      `на ${formatRoubles(amount)} (заказ № ${order.order_id}).\n\n${howToUse(code)}${EMAIL_SIGNATURE}`,
  };
}

/**
 * A certificate the shop issued by hand in the back office ('Сертификаты'): its amount, the owner's words if any,
 * the code. The subject is a bought certificate's, so the recipient sees one kind of e-mail.
 */
export function issuedCertificateEmail(code: string, amount: number, message: string): Mail {
  return {
    subject: 'Ваш подарочный сертификат',
    text:
      `Здравствуйте!\n\nМагазин дарит вам подарочный сертификат на ${formatRoubles(amount)}.\n\n` +
      (message ? `${message}\n\n` : '') +
      howToUse(code) +
      EMAIL_SIGNATURE,
  };
}

/**
 * An unpaid card order cancelled when its hold ran out: the goods went back on sale. The link brings the shopper to
 * the shop's cart, where the cart kept for the card payment still holds the goods (or to order them again).
 */
export function holdExpiredEmail(summary: OrderSummary, holdMinutes: number, cartUrl: string): Mail {
  const { order } = summary;
  return {
    subject: `Заказ № ${order.order_id} отменён: оплата не поступила`,
    text:
      testNote(order) +
      `Здравствуйте${order.firstname ? `, ${order.firstname}` : ''}!\n\nЗаказ № ${order.order_id} не был оплачен в течение ` +
      `${holdMinutes} мин., поэтому мы отменили его и вернули товары в продажу. Деньги не списывались.\n\n` +
      `Если заказ ещё нужен, оформите его снова: ${cartUrl}\n\n` +
      orderBody(summary, true) +
      EMAIL_SIGNATURE,
  };
}

/** Money that went back to the customer with a change ('Возврат', or cancelling a paid order), and how. */
export interface ReturnedMoney {
  amount: number;
  card: boolean;
}

/**
 * The order's new status, told to the customer when the staff member leaves 'Уведомить покупателя' on: the status, the
 * tracking number once shipped, the money returned with this change (how much and where), and the staff member's
 * comment as they wrote it.
 */
export function orderStatusEmail(
  summary: OrderSummary,
  comment: string,
  shopUrl: string,
  returned: ReturnedMoney | null = null,
): Mail {
  const { order } = summary;
  const tracking = order.tracking_number ? `\n\nТрек-номер отправления: ${order.tracking_number}` : '';
  const money = returned
    ? `\n\nСумма возврата: ${formatRoubles(returned.amount)}` +
      (returned.card ? ' — на карту, которой оплачен заказ; срок зачисления зависит от банка.' : '.')
    : '';
  return {
    subject: `Заказ № ${order.order_id}: ${order.status_name}`,
    text:
      testNote(order) +
      `Здравствуйте${order.firstname ? `, ${order.firstname}` : ''}!\n\nСтатус заказа № ${order.order_id}: ` +
      `${order.status_name}.${tracking}${money}${comment ? `\n\n${comment}` : ''}${accountLink(order, shopUrl)}` +
      EMAIL_SIGNATURE,
  };
}
