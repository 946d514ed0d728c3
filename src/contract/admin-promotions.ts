import Type, { type Static } from 'typebox';
import {
  PROMOTION_COUNT_MAX,
  PROMOTION_GIFTS_MAX,
  PROMOTION_TOTAL_MAX,
  PROMOTION_TYPES,
} from '../domain/promotion-edit';
import { DateTime, Money, Version } from './admin';
import { Closed, Nullable } from './envelope';

/**
 * 'Акции и подарки' (issue 16; the owner only, area `promotions`), under /admin/api/promotions: the shop's
 * promotions of product §3 with their dates, created, saved against their version and deleted; and the preview of
 * what a sample cart gets from them, priced by the cart's own code.
 */

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Group = Type.Integer({ minimum: 0, maximum: 2, description: '0 — все покупатели, 1 — частные, 2 — специалисты' });
const Day = Nullable(Type.String({ maxLength: 10, description: 'ГГГГ-ММ-ДД (день по Москве), null — без даты' }));
const Whole = (max: number, description: string) =>
  Nullable(Type.Number({ minimum: 0, maximum: max * 10, description }));

const promotionFields = {
  type: Type.Enum(PROMOTION_TYPES, {
    description: 'x_plus_one — x+1, discount — скидка от суммы, present — подарки от суммы',
  }),
  customer_group_id: Group,
  product_count: Whole(PROMOTION_COUNT_MAX, 'x+1: сколько штук оплачено до бесплатной; подарки: сколько на выбор'),
  percent: Whole(100, 'Скидка: процент'),
  total: Whole(PROMOTION_TOTAL_MAX, 'Скидка и подарки: сумма товаров (₽), с которой действует'),
  gift_product_ids: Type.Array(Id, { maxItems: PROMOTION_GIFTS_MAX * 5, description: 'Подарки: товары на выбор' }),
  date_start: Day,
  date_end: Day,
  status: Type.Boolean({ description: 'Включена' }),
};

export const PromotionGift = Closed({ product_id: Id, name: Type.String(), sku: Type.String() });
export type PromotionGift = Static<typeof PromotionGift>;

export const AdminPromotion = Closed({
  promotion_id: Id,
  ...promotionFields,
  gifts: Type.Array(PromotionGift, { description: 'Подарки с названиями' }),
  in_force: Type.Boolean({ description: 'Действует сегодня: включена и в своих датах' }),
  version: Type.Integer({ minimum: 1 }),
  date_modified: DateTime,
});
export type AdminPromotion = Static<typeof AdminPromotion>;

export const PromotionList = Closed({ promotions: Type.Array(AdminPromotion) });
export type PromotionList = Static<typeof PromotionList>;

export const PromotionBody = Type.Object(promotionFields);
export type PromotionBody = Static<typeof PromotionBody>;

export const PromotionSaveBody = Type.Object({ ...promotionFields, version: Version });
export type PromotionSaveBody = Static<typeof PromotionSaveBody>;

export const PromotionIdParams = Type.Object({ id: Id });
export const PromotionDeleteQuery = Type.Object({ version: Version });

export const PromotionPreviewBody = Type.Object({
  customer_group_id: Group,
  lines: Type.Array(Type.Object({ product_id: Id, quantity: Type.Integer({ minimum: 1, maximum: 999 }) }), {
    minItems: 1,
    maxItems: 50,
    description: 'Товары пробной корзины и их количество',
  }),
});
export type PromotionPreviewBody = Static<typeof PromotionPreviewBody>;

export const PromotionPreview = Closed({
  lines: Type.Array(
    Closed({ product_id: Id, name: Type.String(), quantity: Type.Integer(), price: Money, total: Money }),
    { description: 'Товары по цене группы (выключенные не считаются, как в корзине)' },
  ),
  totals: Type.Array(Closed({ code: Type.String(), title: Type.String(), value: Money, text: Type.String() }), {
    description: 'Строки итога, как их показывает корзина',
  }),
  total: Money,
  gift_count: Type.Integer({ minimum: 0, description: 'Сколько подарков можно выбрать' }),
  gifts: Type.Array(PromotionGift, { description: 'Подарки на выбор' }),
});
export type PromotionPreview = Static<typeof PromotionPreview>;
