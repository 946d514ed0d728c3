import { CURRENCY } from '../../domain/constants';
import { unmaskPhone } from '../../domain/phone-mask';
import { publicBaseUrl, type Config } from '../config';
import { CMS_PATH } from '../http/cms-dispatch';
import { formatAmount, newSalt, receiptItems, signFields, type ModulbankAccount } from '../integrations/modulbank';
import type { OrderSummary } from './order-summary';

export const CALLBACK_ROUTE = 'payment/modulbank/callback';
/** Where the bank (or the sandbox) sends a declined or cancelled shopper back: the cart, at the payment step. */
export const PAYMENT_FAILED_PATH = '/cart?payment=failed';

/** The signed fields of the hidden form the storefront posts to the bank (integrations §1), for one order. */
export function paymentFormFields(
  config: Config,
  account: ModulbankAccount,
  summary: OrderSummary,
  now = new Date(),
): Record<string, string> {
  const { order, lines } = summary;
  // The bank needs absolute return addresses (PUBLIC_URL). The sandbox is this shop itself, so its way back stays on
  // whatever address the shopper is using (127.0.0.1, a LAN name…): paths keep the session cookie and the CSP happy.
  const base = account.sandbox ? '' : publicBaseUrl(config);
  const total = Number(order.total);
  const phone = unmaskPhone(order.telephone);
  const items = receiptItems(
    lines.map((l) => ({ name: l.name, quantity: l.quantity, price: l.price })),
    Number(order.shipping_cost) > 0
      ? { name: `Доставка: ${order.shipping_method}`, cost: Number(order.shipping_cost) }
      : null,
    total,
  );
  return signFields(
    {
      merchant: account.merchant,
      amount: formatAmount(total),
      currency: CURRENCY,
      order_id: String(order.order_id),
      description: `Заказ №${order.order_id}`,
      success_url: `${base}/success?order_id=${order.order_id}`,
      fail_url: `${base}${PAYMENT_FAILED_PATH}`,
      cancel_url: `${base}${PAYMENT_FAILED_PATH}`,
      callback_url: `${base}${CMS_PATH}?route=${CALLBACK_ROUTE}`,
      callback_on_failure: '1',
      testing: account.testing ? '1' : '0',
      client_name: `${order.firstname} ${order.lastname}`.trim().slice(0, 128),
      client_email: order.email,
      client_phone: phone.length === 11 ? `+${phone}` : '',
      receipt_contact: order.email,
      receipt_items: JSON.stringify(items),
      unix_timestamp: String(Math.floor(now.getTime() / 1000)),
      salt: newSalt(),
    },
    account.secretKey,
  );
}
