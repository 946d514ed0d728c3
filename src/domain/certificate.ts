import { formatRoubles, parseRoubles } from './money';
import { CERTIFICATE_MIN_AMOUNT_EXCLUSIVE, CERTIFICATE_NAME, CERTIFICATE_PRODUCT_ID, PAYMENT_CODE } from './constants';

export const certificateMixWarning =
  'Вы можете одновременно заказать либо один Сертификат либо продукцию на нашем сайте.';

/** The only payment methods a cart holding the certificate may use (§5: the bank-card provider). */
export const allowedPaymentCodesForCertificateCart: readonly string[] = [PAYMENT_CODE.BANK_CARD];

export type AddCheck = { ok: true } | { ok: false; warning: string };

type ProductRef = { product_id: number | string; name?: string | null };

/** Whether a product is the gift certificate: product id 187 or the name 'Подарочный сертификат'. */
export function isCertificate(product: ProductRef): boolean {
  return Number(product.product_id) === CERTIFICATE_PRODUCT_ID || (product.name ?? '').trim() === CERTIFICATE_NAME;
}

/** §5 mixing rule: the certificate only into an empty cart, nothing else into a cart holding the certificate. */
export function canAddToCart(cartProductIds: readonly (number | string)[], productToAdd: ProductRef): AddCheck {
  if (cartProductIds.length === 0) return { ok: true };
  const cartHasCertificate = cartProductIds.some((id) => Number(id) === CERTIFICATE_PRODUCT_ID);
  if (isCertificate(productToAdd) || cartHasCertificate) return { ok: false, warning: certificateMixWarning };
  return { ok: true };
}

/** The mixing rule for a whole list (repeat order): all are added in turn, or nothing is added. */
export function canAddAllToCart(
  cartProductIds: readonly (number | string)[],
  productsToAdd: readonly ProductRef[],
): AddCheck {
  const ids = [...cartProductIds];
  for (const product of productsToAdd) {
    const check = canAddToCart(ids, product);
    if (!check.ok) return check;
    ids.push(isCertificate(product) ? CERTIFICATE_PRODUCT_ID : product.product_id);
  }
  return { ok: true };
}

/** The refusal of an amount that is not whole roubles above 100 (the cart's and the back office's alike). */
export const CERTIFICATE_AMOUNT_TEXT = 'Сумма сертификата должна быть целым числом рублей больше 100 ₽';
export const certificateTooLargeText = (max: number) => `Сумма сертификата не может быть больше ${formatRoubles(max)}`;

/**
 * What the cart and the checkout say of a code the shop has switched off ('Отключить' in the back office): it takes
 * nothing off the order.
 */
export const CERTIFICATE_DISABLED = 'Этот сертификат отключён магазином: оплатить им заказ нельзя';

/**
 * Whether a certificate amount typed in the field is whole roubles above 100 (surrounding spaces of the field
 * ignored). The server parses what arrives with the same parser, strictly, and also caps it (CERTIFICATE_MAX_RUB).
 */
export function isValidCertificateAmount(value: string | number): boolean {
  const amount = parseRoubles(typeof value === 'string' ? value.trim() : value);
  return amount !== null && amount > CERTIFICATE_MIN_AMOUNT_EXCLUSIVE;
}

/** Whether a cart may pay with a method: a cart holding the certificate only by bank card. */
export function isPaymentAllowedForCart(cartProductIds: readonly (number | string)[], paymentCode: string): boolean {
  const cartHasCertificate = cartProductIds.some((id) => Number(id) === CERTIFICATE_PRODUCT_ID);
  return !cartHasCertificate || allowedPaymentCodesForCertificateCart.includes(paymentCode);
}
