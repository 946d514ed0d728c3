import Type, { type Static, type TSchema } from 'typebox';
import { AREAS, DELIVERY_LABEL as L, DELIVERY_MAX, PRICE_CELLS } from '../domain/delivery-settings';
import { PICKUP_POINT_LABEL as P, PICKUP_POINT_MAX as PMAX } from '../domain/pickup-point-edit';
import { DateTime, Version } from './admin';
import { Closed } from './envelope';

/**
 * 'Доставка' (issue 16; the owner only, area `promotions`: delivery prices are money), under /admin/api/delivery:
 * the delivery terms (prices by zone and method, the free-delivery threshold, the self-pickup place), one record with
 * a version; and the shop's own pickup points, used while no CDEK account is configured.
 */

// Numbers, not integers: the domain rule refuses a fraction or a negative price in Russian (the page's words).
const roubles = (description: string) => Type.Number({ description: `${description}, целые рубли от 0` });

/** `{area: {shipping code: ₽}}`: every method a zone offers (SPEC §4), no other. */
const Prices = Closed(
  Object.fromEntries(
    AREAS.map((area) => [
      area,
      Closed(
        Object.fromEntries(
          PRICE_CELLS.filter((cell) => cell.area === area).map(({ code }) => [code, roubles(`${area}, ${code}`)]),
        ) as Record<string, TSchema>,
      ),
    ]),
  ) as Record<string, TSchema>,
  { description: 'Цены доставки по зонам (msk.inside-mkad, spb.inside-kad, another) и способам' },
);

const terms = {
  prices: Prices,
  free_from: roubles(L.free_from),
  pickup_address: Type.String({ maxLength: DELIVERY_MAX.pickup_address * 2, description: L.pickup_address }),
  pickup_hours: Type.String({ maxLength: DELIVERY_MAX.pickup_hours * 2, description: L.pickup_hours }),
};

export const DeliveryTerms = Closed({
  ...terms,
  version: Type.Integer({ minimum: 1 }),
  date_modified: DateTime,
  cdek: Type.Boolean({ description: 'СДЭК настроен: пункты выдачи берутся из СДЭК, а не из списка магазина' }),
});
export type DeliveryTerms = Static<typeof DeliveryTerms>;

export const DeliveryTermsBody = Type.Object({ version: Version, ...terms });
export type DeliveryTermsBody = Static<typeof DeliveryTermsBody>;

// --- Pickup points -------------------------------------------------------------------------------------------------

const text = (field: keyof typeof PMAX) =>
  Type.String({ maxLength: PMAX[field] * 2, description: `${P[field]} (до ${PMAX[field]} символов)` });

const pointFields = {
  city: text('city'),
  region: text('region'),
  address: text('address'),
  work_time: text('work_time'),
  note: text('note'),
  status: Type.Boolean({ description: 'Пункт предлагается покупателям' }),
};

export const PickupPointBody = Type.Object(pointFields);
export type PickupPointBody = Static<typeof PickupPointBody>;

export const PickupPointSaveBody = Type.Object({ ...pointFields, version: Version });
export type PickupPointSaveBody = Static<typeof PickupPointSaveBody>;

export const PickupPointIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export const PickupPointDeleteQuery = Type.Object({ version: Version });

export const AdminPickupPoint = Closed({
  id: Type.Integer({ description: 'Номер пункта в панели' }),
  code: Type.String({ description: 'Код пункта, который хранит заказ' }),
  ...pointFields,
  version: Type.Integer({ minimum: 1 }),
});
export type AdminPickupPoint = Static<typeof AdminPickupPoint>;

export const PickupPointList = Closed({
  points: Type.Array(AdminPickupPoint),
  regions: Type.Array(Type.String(), { description: 'Регионы, из которых выбирается регион пункта' }),
  cdek: Type.Boolean({ description: 'СДЭК настроен: этот список покупателям не показывается' }),
});
export type PickupPointList = Static<typeof PickupPointList>;
