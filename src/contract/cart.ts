import Type, { type Static } from 'typebox';
import type * as Domain from '../domain/cart-reply';
import { Closed, Id, ImageUrl, Nullable } from './envelope';

/**
 * The cart calls of product §7 "Cart and checkout" (all CMS routes). The cart's reply types are src/domain's
 * (cart-reply.ts), because the cart statechart keeps them and machines import only src/domain; the schemas here are
 * checked equal to them at compile time (the `Same` assertions at the end), so the two cannot drift apart.
 */

const Roubles = Type.Integer({ description: 'Целые рубли' });

export const CartOption = Closed({ name: Type.String(), value: Type.String() });

export const CartProduct = Closed({
  key: Type.String({ description: 'Ключ строки корзины (cartItemCode)' }),
  product_id: Id,
  name: Type.String(),
  href: Type.String({ description: "'/' + адрес товара" }),
  thumb: Nullable(ImageUrl),
  option: Type.Array(CartOption),
  articul: Type.String({ description: "Артикул; '' у сертификата" }),
  price: Roubles,
  quantity: Type.Integer({ minimum: 1 }),
  total: Roubles,
  stock_quantity: Type.Integer(),
  isPresent: Type.Boolean({ description: 'Подарок (1 ₽)' }),
});

export const GiftProduct = Closed({
  id: Id,
  name: Type.String(),
  href: Type.String(),
  thumb: Nullable(ImageUrl),
  price: Roubles,
  quantity: Type.Integer({ minimum: 0, description: 'Сколько выбрано' }),
  stok_quantity: Type.Integer(),
});

export const GiftChoice = Closed({
  status: Type.Boolean({ description: 'Достигнута ли акция с подарками' }),
  totalCount: Type.Integer({ minimum: 0, description: 'Сколько подарков можно выбрать' }),
  currentCount: Type.Integer({ minimum: 0, description: 'Сколько выбрано' }),
  products: Type.Array(GiftProduct),
});

export const CartTotalRow = Closed({
  code: Type.String(),
  title: Type.String({ description: 'Может содержать HTML' }),
  text: Type.String(),
  value: Type.Number(),
});

export const Cart = Closed({
  products: Type.Array(CartProduct),
  cart: Type.Record(Type.String(), Type.Integer(), { description: 'Ключ строки → количество' }),
  totals: Type.Array(CartTotalRow),
  voucher: Nullable(Type.String({ description: 'Применённый сертификат' })),
  voucher_refused: Type.Optional(
    Type.String({ description: 'Почему применённый код не уменьшает сумму: магазин отключил сертификат' }),
  ),
  product_to_present: GiftChoice,
  countItems: Type.Integer({ minimum: 0, description: 'Единиц товара без подарков' }),
  total: Roubles,
  hasCertificate: Type.Boolean(),
});

export const CartAddReply = Closed({
  success: Type.String({ description: "'Добавлено в корзину'" }),
  total: Type.String({ description: "'Итого: 4 500 ₽, в корзине 3 товара'" }),
  count: Type.Integer({ minimum: 0 }),
});

/** The storefront sends its stored user record along with some calls; the server knows the caller by the session. */
const UserInfo = Type.Optional(Type.Unknown({ description: 'Копия данных покупателя на витрине; сервер не читает' }));

export const CartAddBody = Type.Object({
  product_id: Id,
  quantity: Type.Integer({ minimum: 1, maximum: 1000, default: 1 }),
  option: Type.Optional(
    Type.Union(
      [
        // Each value is checked by the server with its own messages (a certificate amount of an array is refused).
        Type.Record(Type.String(), Type.Unknown(), { maxProperties: 20 }),
        Type.Array(Type.Unknown(), { maxItems: 0 }),
        Type.Null(),
      ],
      { description: 'Пробник (product_option_id → product_option_value_id) или сумма сертификата' },
    ),
  ),
  userInfo: UserInfo,
});
export type CartAddBody = Static<typeof CartAddBody>;

export const CartAction = Type.Union([
  Type.Literal('Increment'),
  Type.Literal('Decrement'),
  Type.Literal('deleteItem'),
]);

export const CartUpdateBody = Type.Object({
  cart: Type.Optional(Type.Unknown({ description: 'Копия корзины на витрине; сервер работает со своей' })),
  cart_action: CartAction,
  cartItemCode: Type.String({ minLength: 1, maxLength: 64 }),
  userInfo: UserInfo,
});

export const ClearCartBody = Nullable(Type.Object({ userInfo: UserInfo }));

export const VoucherBody = Type.Object({ voucher: Type.String({ maxLength: 64 }), userInfo: UserInfo });

export const GiftUpdateBody = Type.Object({
  product_id: Id,
  checked: Type.Boolean({ default: true }),
  action: Type.Union([Type.Literal('increment'), Type.Literal('decrement')]),
});
export type GiftUpdateBody = Static<typeof GiftUpdateBody>;

export const PromotionsInfo = Closed({
  xPlusOne: Closed({
    status: Type.Boolean(),
    info: Type.Array(Closed({ customer_group_id: Type.Integer(), product_count: Type.Integer() })),
  }),
  discount: Closed({
    status: Type.Boolean(),
    info: Type.Array(Closed({ customer_group_id: Type.Integer(), percent: Type.Number(), total: Roubles })),
  }),
  presents: Closed({ status: Type.Boolean(), info: Type.Array(Closed({ total: Roubles })) }),
  /** The owner's free-delivery threshold ('Доставка'), for the free-delivery card (not shown to professionals). */
  freeDelivery: Closed({ total: Roubles }),
});
export type PromotionsInfo = Static<typeof PromotionsInfo>;

export const PromotionsStatuses = Closed({
  xPlusOne: Type.Boolean(),
  discount: Type.Boolean(),
  presents: Type.Boolean(),
});
export type PromotionsStatuses = Static<typeof PromotionsStatuses>;

/** True when A and B are the same type (each assignable to the other). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameTypes: [
  Same<Static<typeof Cart>, Domain.Cart>,
  Same<Static<typeof GiftChoice>, Domain.GiftChoice>,
  Same<Static<typeof CartAddReply>, Domain.CartAddReply>,
  Same<Static<typeof CartAction>, Domain.CartUpdateAction>,
] = [true, true, true, true];
void sameTypes;
