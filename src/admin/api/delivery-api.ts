import type {
  AdminPickupPoint,
  DeliveryTerms,
  DeliveryTermsBody,
  PickupPointList,
} from '../../contract/admin-delivery';
import type { PickupPointValues } from '../../domain/pickup-point-edit';
import { getJson, http, postJson } from '../../api/http';
import { pointValuesOf } from '../../../machines/admin/pickup-point-list';
import { ADMIN_API, staleAware } from './admin-api';
import { switchBySaving } from './record-list-api';

/** 'Доставка' (src/server/admin/delivery-routes.ts). */

export const fetchDeliveryTerms = () => getJson<DeliveryTerms>(`${ADMIN_API}/delivery`);

/** 'Сохранить' against the version on screen (409 stale: StaleCopy). */
export const saveDeliveryTerms = (body: DeliveryTermsBody) =>
  staleAware(async () => (await http.put<DeliveryTerms>(`${ADMIN_API}/delivery`, body)).data);

export const fetchPickupPoints = () => getJson<PickupPointList>(`${ADMIN_API}/delivery/points`);

/** A new point (id null) or a save at the version on screen; each answers the list as it is now. */
export const savePickupPoint = ({
  id,
  version,
  values,
}: {
  id: number | null;
  version: number;
  values: PickupPointValues;
}) =>
  staleAware(async () =>
    id === null
      ? postJson<PickupPointList>(`${ADMIN_API}/delivery/points`, values)
      : ((await http.put(`${ADMIN_API}/delivery/points/${id}`, { ...values, version })).data as PickupPointList),
  );

export const deletePickupPoint = ({ id, version }: Pick<AdminPickupPoint, 'id' | 'version'>) =>
  staleAware(
    async () =>
      (await http.delete(`${ADMIN_API}/delivery/points/${id}`, { params: { version } })).data as PickupPointList,
  );

/**
 * The pickup points' calls for the record-list statechart (the switch saves the point whole); `heard` gets each
 * answer whole: the regions a point's region is chosen from, and whether CDEK is configured.
 */
export const pickupPointsApi = (heard: (list: PickupPointList) => void) => {
  const points = (list: PickupPointList) => {
    heard(list);
    return list.points;
  };
  return switchBySaving<AdminPickupPoint, PickupPointValues>(
    {
      load: async () => points(await fetchPickupPoints()),
      save: async (change) => points(await savePickupPoint(change)),
      remove: async (change) => points(await deletePickupPoint(change)),
    },
    pointValuesOf,
  );
};
