import type {
  AdminPromotion,
  PromotionList,
  PromotionPreview,
  PromotionPreviewBody,
} from '../../contract/admin-promotions';
import type { PromotionValues } from '../../domain/promotion-edit';
import { getJson, http, postJson } from '../../api/http';
import { formOf, valuesOf } from '../../../machines/admin/promotion-list';
import { ADMIN_API, staleAware } from './admin-api';
import { switchBySaving } from './record-list-api';

/** 'Акции и подарки' (src/server/admin/promotion-routes.ts): each change answers the promotions as they are now. */

export const fetchPromotions = async (): Promise<AdminPromotion[]> =>
  (await getJson<PromotionList>(`${ADMIN_API}/promotions`)).promotions;

/** A new promotion (id null) or a save at the version on screen (409 stale: StaleCopy). */
export const savePromotion = ({
  id,
  version,
  values,
}: {
  id: number | null;
  version: number;
  values: PromotionValues;
}) =>
  staleAware(async () => {
    const reply =
      id === null
        ? await postJson<PromotionList>(`${ADMIN_API}/promotions`, values)
        : ((await http.put(`${ADMIN_API}/promotions/${id}`, { ...values, version })).data as PromotionList);
    return reply.promotions;
  });

export const deletePromotion = ({ id, version }: { id: number; version: number }) =>
  staleAware(async () => {
    const reply = await http.delete(`${ADMIN_API}/promotions/${id}`, { params: { version } });
    return (reply.data as PromotionList).promotions;
  });

export const previewPromotions = (body: PromotionPreviewBody) =>
  postJson<PromotionPreview>(`${ADMIN_API}/promotions/preview`, body);

/** A promotion as the record-list statechart lists it: its number as the list's `id`. */
export type ListedPromotion = AdminPromotion & { id: number };

const listed = async (promotions: Promise<AdminPromotion[]>): Promise<ListedPromotion[]> =>
  (await promotions).map((p) => ({ ...p, id: p.promotion_id }));

/** The promotions' calls for the record-list statechart (the switch saves the promotion whole). */
export const promotionsApi = switchBySaving<ListedPromotion, PromotionValues>(
  {
    load: () => listed(fetchPromotions()),
    save: (change) => listed(savePromotion(change)),
    remove: (change) => listed(deletePromotion(change)),
  },
  (p) => valuesOf(formOf(p)),
);
