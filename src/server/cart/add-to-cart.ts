import type { Kysely } from 'kysely';
import { canAddToCart, isCertificate } from '../../domain/certificate';
import { CERTIFICATE_MIN_AMOUNT_EXCLUSIVE } from '../../domain/constants';
import { parseRoubles } from '../../domain/money';
import { addItem, cartItemKey, CERTIFICATE_AMOUNT_OPTION, lockCart, type CartOwner } from '../db/cart-store';
import { groupUnitPrice, specialsOf } from '../db/product-prices';
import type { Database } from '../db/schema';
import type { CartItemOption } from '../db/tables/cart-tables';
import { badRequest, HttpError, notFound } from '../http/http-error';
import { CART_MESSAGES } from './cart-messages';
import { checkOptionStock } from '../db/option-stock';

export interface AddRequest {
  product_id: number;
  quantity: number;
  /** {"<product_option_id>": "<product_option_value_id>"} (sampler) or {amount} (certificate); [] or null for none. */
  option?: Record<string, unknown> | unknown[] | null;
}

const conflict = (message: string) => new HttpError(409, message);

/**
 * The certificate's amount from the add payload ({amount} or {cert: {amount}}): whole roubles (a number, or a string
 * of digits) above 100 and at most the shop's cap, parsed by the one money parser.
 */
function certificateAmount(option: Record<string, unknown>, maxRub: number): number {
  const cert = option.cert;
  const raw =
    option[CERTIFICATE_AMOUNT_OPTION] ??
    (cert && typeof cert === 'object' ? (cert as Record<string, unknown>).amount : undefined);
  const amount = parseRoubles(raw);
  if (amount === null || amount <= CERTIFICATE_MIN_AMOUNT_EXCLUSIVE) throw badRequest(CART_MESSAGES.certificateAmount);
  if (amount > maxRub) throw badRequest(CART_MESSAGES.certificateTooLarge(maxRub));
  return amount;
}

/** Checks the chosen options against the product's own and returns them normalised ({poId: povId}, empty choices dropped). */
async function productOptions(
  trx: Kysely<Database>,
  productId: number,
  option: Record<string, unknown>,
): Promise<CartItemOption> {
  const available = await trx
    .selectFrom('product_option as po')
    .innerJoin('option as o', 'o.option_id', 'po.option_id')
    .leftJoin('product_option_value as pov', 'pov.product_option_id', 'po.product_option_id')
    .select(['po.product_option_id', 'po.required', 'o.name', 'pov.product_option_value_id'])
    .where('po.product_id', '=', productId)
    .execute();
  const chosen: CartItemOption = {};
  for (const [key, value] of Object.entries(option)) {
    if (value === '' || value === null || value === undefined || value === 0 || value === '0') continue;
    const productOptionId = Number(key);
    const valueId = Number(value);
    const known = available.some(
      (a) => a.product_option_id === productOptionId && a.product_option_value_id === valueId,
    );
    if (!Number.isInteger(productOptionId) || !Number.isInteger(valueId) || !known)
      throw badRequest(CART_MESSAGES.unknownOption);
    chosen[String(productOptionId)] = String(valueId);
  }
  const missing = available.find((a) => a.required && chosen[String(a.product_option_id)] === undefined);
  if (missing) throw badRequest(CART_MESSAGES.requiredOption(missing.name));
  return chosen;
}

/**
 * checkout/cart/add: one product into the owner's cart, in one transaction with the cart locked (product §5: the
 * certificate alone, at its own amount; goods only in stock, with a price, and options of their own).
 */
export async function addToCart(
  db: Kysely<Database>,
  owner: CartOwner,
  request: AddRequest,
  certificateMaxRub: number,
): Promise<void> {
  const option = request.option && !Array.isArray(request.option) ? request.option : {};
  if (Array.isArray(request.option) && request.option.length > 0) throw badRequest(CART_MESSAGES.unknownOption);

  await db.transaction().execute(async (trx) => {
    const product = await trx
      .selectFrom('product')
      .select(['product_id', 'name', 'price', 'quantity'])
      .where('product_id', '=', request.product_id)
      .where('status', '=', true)
      .executeTakeFirst();
    if (!product) throw notFound(CART_MESSAGES.productNotFound);
    const certificate = isCertificate(product);

    let normalised: CartItemOption;
    let quantity = request.quantity;
    if (certificate) {
      normalised = { [CERTIFICATE_AMOUNT_OPTION]: certificateAmount(option, certificateMaxRub) };
      quantity = 1;
    } else {
      const specials = await specialsOf(trx, [product.product_id], owner.group);
      if (groupUnitPrice(Number(product.price), specials.get(product.product_id) ?? [], owner.group) <= 0) {
        throw badRequest(CART_MESSAGES.noPrice);
      }
      if (product.quantity <= 0) throw conflict(CART_MESSAGES.outOfStock);
      normalised = await productOptions(trx, product.product_id, option);
    }

    const cartId = await lockCart(trx, owner);
    const lines = await trx
      .selectFrom('cart_item')
      .select(['product_id', 'quantity', 'is_present'])
      .where('cart_id', '=', cartId)
      .execute();
    const goods = lines.filter((line) => !line.is_present);
    const check = canAddToCart(
      goods.map((line) => line.product_id),
      product,
    );
    if (!check.ok) throw conflict(check.warning);

    if (!certificate) {
      // The stock is the product's, whichever sampler each line carries.
      const inCart = goods
        .filter((line) => line.product_id === product.product_id)
        .reduce((sum, line) => sum + line.quantity, 0);
      if (inCart + quantity > product.quantity) throw conflict(CART_MESSAGES.onlyInStock(product.quantity));
      await checkOptionStock(trx, cartId, { option: normalised, adding: quantity }, CART_MESSAGES.valueInStock);
    }
    await addItem(trx, cartId, {
      key: cartItemKey(product.product_id, normalised, false),
      productId: product.product_id,
      option: normalised,
      quantity,
      isPresent: false,
    });
  });
}
