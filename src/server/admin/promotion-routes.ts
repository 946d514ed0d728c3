import { STAFF_SESSION, staleReplies } from '../../contract/admin';
import {
  PromotionBody,
  PromotionDeleteQuery,
  PromotionIdParams,
  PromotionList,
  PromotionPreview,
  PromotionPreviewBody,
  PromotionSaveBody,
} from '../../contract/admin-promotions';
import { replies } from '../../contract/envelope';
import { success } from '../http/envelope';
import type { TypedApp } from '../http/typed-app';
import { createPromotion, deletePromotion, listPromotions, previewPromotions, savePromotion } from './promotion-store';
import { savedOrStale } from './stale-record';
import { actorOf } from './staff-routes';

const TAG = 'Панель управления' as const;
const PROMOTIONS = { staff: { area: 'promotions' } } as const;

/**
 * 'Акции и подарки' (the owner only, area `promotions`): the promotions the cart applies, their changes against the
 * version on screen (each answers the list as it is now; a stale copy 409 with it), and the preview of a sample cart.
 */
export function promotionAdminRoutes(app: TypedApp): void {
  const route = (operationId: string, summary: string) => ({
    operationId,
    summary,
    tags: [TAG],
    security: STAFF_SESSION,
  });
  const list = async () => ({ promotions: await listPromotions(app.db) });

  app.get('/promotions', {
    config: PROMOTIONS,
    schema: {
      ...route('adminPromotions', 'Акции и подарки: все, с датами и версиями'),
      response: replies(PromotionList),
    },
    handler: async () => success(await list()),
  });

  app.post('/promotions', {
    config: PROMOTIONS,
    schema: {
      ...route('adminPromotionCreate', 'Новая акция; в ответе список акций'),
      body: PromotionBody,
      response: replies(PromotionList),
    },
    handler: async (request) => {
      await createPromotion(app.db, actorOf(request), request.body);
      return success(await list());
    },
  });

  app.put('/promotions/:id', {
    config: PROMOTIONS,
    schema: {
      ...route('adminPromotionSave', 'Сохранить акцию с открытой версией; в ответе список акций'),
      params: PromotionIdParams,
      body: PromotionSaveBody,
      response: staleReplies(PromotionList),
    },
    handler: async (request, reply) =>
      savedOrStale(reply, () => savePromotion(app.db, actorOf(request), request.params.id, request.body), list),
  });

  app.delete('/promotions/:id', {
    config: PROMOTIONS,
    schema: {
      ...route('adminPromotionDelete', 'Удалить акцию с открытой версией; в ответе список акций'),
      params: PromotionIdParams,
      querystring: PromotionDeleteQuery,
      response: staleReplies(PromotionList),
    },
    handler: async (request, reply) =>
      savedOrStale(
        reply,
        () => deletePromotion(app.db, actorOf(request), request.params.id, request.query.version),
        list,
      ),
  });

  app.post('/promotions/preview', {
    config: PROMOTIONS,
    schema: {
      ...route('adminPromotionPreview', 'Что получит пробная корзина от сохранённых акций (расчёт корзины)'),
      body: PromotionPreviewBody,
      response: replies(PromotionPreview),
    },
    handler: async (request) => success(await previewPromotions(app.db, request.body)),
  });
}
