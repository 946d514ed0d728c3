import { PromotionsInfo, PromotionsStatuses } from '../../contract/cart';
import { replies } from '../../contract/envelope';
import { loadPromotions } from '../db/cart-store';
import { deliveryTariff } from '../db/delivery-terms';
import { registerCmsRoute } from '../http/cms-dispatch';
import { success } from '../http/envelope';
import type { TypedApp } from '../http/typed-app';

/**
 * product §3 "Promo info": the active promotions of every group (the storefront shows a promo card when its group is 0
 * or the shopper's own, §6), and whether each kind is running at all.
 */
export function promotionRoutes(app: TypedApp): void {
  registerCmsRoute(app, 'checkout/cart/getPromotionsInfo', {
    method: 'GET',
    schema: {
      operationId: 'promotionsInfo',
      summary: 'Действующие акции всех групп покупателей и порог бесплатной доставки (для карточек акций)',
      tags: ['Корзина'],
      response: replies(PromotionsInfo),
    },
    handler: async () => {
      const promotions = await loadPromotions(app.db);
      const xPlusOne = promotions
        .filter((p) => p.type === 'x_plus_one')
        .map((p) => ({ customer_group_id: p.customer_group_id, product_count: p.product_count ?? 0 }));
      const discount = promotions
        .filter((p) => p.type === 'discount')
        .map((p) => ({ customer_group_id: p.customer_group_id, percent: p.percent ?? 0, total: p.total ?? 0 }));
      const presents = promotions.filter((p) => p.type === 'present').map((p) => ({ total: p.total ?? 0 }));
      return success({
        xPlusOne: { status: xPlusOne.length > 0, info: xPlusOne },
        discount: { status: discount.length > 0, info: discount },
        presents: { status: presents.length > 0, info: presents },
        freeDelivery: { total: (await deliveryTariff(app.db)).free_from },
      });
    },
  });

  registerCmsRoute(app, 'module/d_quickcheckout/getPromotionsStatuses', {
    method: 'GET',
    schema: {
      operationId: 'promotionsStatuses',
      summary: 'Какие виды акций сейчас идут',
      tags: ['Корзина'],
      response: replies(PromotionsStatuses),
    },
    handler: async () => {
      const promotions = await loadPromotions(app.db);
      const running = (type: string) => promotions.some((p) => p.type === type);
      return success({ xPlusOne: running('x_plus_one'), discount: running('discount'), presents: running('present') });
    },
  });
}
