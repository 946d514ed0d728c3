import Type, { type TSchema } from 'typebox';
import { sql, type Kysely } from 'kysely';
import { CdekOffice, PickupPointQuery, TariffBody, TariffList } from '../../contract/checkout';
import { ErrorReply } from '../../contract/envelope';
import { AREA_TYPE } from '../../domain/constants';
import type { AreaType } from '../../domain/delivery-options';
import type { DeliveryTariff } from '../../domain/delivery-settings';
import { RING_ROAD_CITY_CODE, sameRegion } from '../../domain/pickup-point-area';
import { deliveryTariff } from '../db/delivery-terms';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import type { TypedApp } from '../http/typed-app';
import { CdekUnavailableError, type CdekClient, type CdekPoint } from '../integrations/cdek';
import { findPickupPoint, type PickupPointRow } from './checkout-state';

/**
 * The CDEK widget's service (integrations §4), answered from the seeded pickup points while the shop has no CDEK
 * account: `GET ?action=offices` gives CDEK's /v2/deliverypoints array (header X-Total-Elements), `POST
 * {action: 'calculate'}` CDEK's tariff list with the shop's own pickup-point prices. The storefront's plain list
 * of points (for when the map cannot load) reads the same call: each office also carries city_code, city, region and
 * address flat, as the widget's onChoose office does.
 * With a CDEK account (config.cdek) the offices come from CDEK itself (src/server/integrations/cdek.ts) in the same
 * shape, and a chosen point is confirmed with CDEK and kept in `pickup_point` (confirmPickupPoint).
 */
export const CDEK_SERVICE_PATH = '/back/cdek/service';
/** CDEK's "Посылка склад-склад" tariff. */
const OFFICE_TARIFF = 136;

/** The one mapping to the served office shape: seeded rows and CDEK's points (already in the table's shape) alike. */
function toCdekOffice(p: CdekPoint): CdekOffice {
  return {
    code: p.code,
    name: `${p.city}, ${p.address}`,
    type: 'PVZ',
    owner_code: 'cdek',
    work_time: p.work_time,
    note: p.note,
    // The widget's chosen-office shape has these flat (onChoose target); the storefront's plain list reads them.
    city_code: p.city_code,
    city: p.city,
    region: p.region,
    address: p.address,
    location: {
      country_code: 'RU',
      region: p.region,
      city_code: p.city_code,
      city: p.city,
      postal_code: '',
      longitude: p.lon,
      latitude: p.lat,
      address: p.address,
      address_full: `Россия, ${p.region === p.city ? p.city : `${p.region}, ${p.city}`}, ${p.address}`,
    },
    phones: [],
    have_cash: true,
    have_cashless: true,
    allowed_cod: true,
    is_handout: true,
    is_reception: true,
    weight_min: 0,
    weight_max: 30,
  };
}

/** The pickup-point price of the zone a CDEK city belongs to (Moscow, St Petersburg, any other city). */
export function officePriceForCity(cityCode: number | null, tariff: DeliveryTariff): number {
  const ringRoad = (Object.keys(RING_ROAD_CITY_CODE) as AreaType[]).find(
    (area) => RING_ROAD_CITY_CODE[area] === cityCode,
  );
  return tariff.prices[ringRoad ?? AREA_TYPE.OTHER]['cdek.cdek'] ?? 0;
}

/** CDEK's outage as the shopper sees it: a Russian 502, the technical reason kept for the log. */
async function fromCdek<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof CdekUnavailableError)) throw error;
    throw Object.assign(new HttpError(502, error.message), { cause: error.detail });
  }
}

/**
 * The point a shopper chose, or null when there is no such point. Without a CDEK account: a seeded point. With one:
 * CDEK is asked about the code (the client's own text about the point is never trusted) and the point is saved into
 * `pickup_point`, so the checkout and the order show CDEK's address.
 */
export async function confirmPickupPoint(
  db: Kysely<Database>,
  cdek: CdekClient | null,
  code: string,
): Promise<PickupPointRow | null> {
  if (!cdek) return findPickupPoint(db, code);
  const point = await fromCdek(() => cdek.pointByCode(code));
  if (!point) return null;
  await db
    .insertInto('pickup_point')
    .values({ ...point, status: true })
    .onConflict((oc) => oc.column('code').doUpdateSet({ ...point, status: true }))
    .execute();
  return findPickupPoint(db, code);
}

/** Whether a point matches the list's text search and region (both optional). */
function matches(p: CdekPoint, q: string, region: string): boolean {
  if (region && !sameRegion(p.region, region)) return false;
  const text = q.toLocaleLowerCase('ru');
  return [p.city, p.address, p.code].some((field) => field.toLocaleLowerCase('ru').includes(text));
}

/** The offices answer from CDEK: a city's points (cached by the client) or, without a city, CDEK's own paging. */
async function cdekOffices(
  cdek: CdekClient,
  query: { city_code?: number; q?: string; region?: string; page: number; size: number },
) {
  const q = query.q?.trim() ?? '';
  const region = query.region?.trim() ?? '';
  const filtered = q !== '' || region !== '';
  if (query.city_code !== undefined) {
    const cityCode = query.city_code;
    const all = await fromCdek(() => cdek.cityPoints(cityCode));
    const found = (filtered ? all.filter((p) => matches(p, q, region)) : all)
      .slice()
      .sort((a, b) => a.address.localeCompare(b.address, 'ru'));
    return { total: found.length, points: found.slice(query.page * query.size, (query.page + 1) * query.size) };
  }
  // CDEK pages all of Russia; a region narrows the page it gave (CDEK's own region codes are not the shop's).
  const page = await fromCdek(() => cdek.pointsPage(query.page, query.size));
  const found = filtered ? page.points.filter((p) => matches(p, q, region)) : page.points;
  return { total: filtered ? found.length : (page.total ?? found.length), points: found };
}

/** The service answers as CDEK does, without the shop's envelope; its own errors (and CDEK's outage) with it. */
function cdekReplies<T extends TSchema>(data: T) {
  return { 200: data, '4xx': ErrorReply, '5xx': ErrorReply } as const;
}

export function pickupPointRoutes(app: TypedApp, cdek: CdekClient | null): void {
  app.get(
    CDEK_SERVICE_PATH,
    {
      schema: {
        operationId: 'pickupPoints',
        summary: 'Пункты выдачи СДЭК (города или по тексту) в формате СДЭК, без конверта; X-Total-Elements — всего',
        tags: ['Заказ'],
        querystring: PickupPointQuery,
        response: cdekReplies(Type.Array(CdekOffice)),
      },
    },
    async (request, reply) => {
      const query = request.query;
      if (cdek) {
        const { total, points } = await cdekOffices(cdek, query);
        reply.header('x-total-elements', String(total));
        return points.map(toCdekOffice);
      }
      let base = app.db.selectFrom('pickup_point').where('status', '=', true);
      if (query.city_code !== undefined) base = base.where('city_code', '=', query.city_code);
      // The seeded points' region names are those of the shop's region list, which the storefront sends.
      const region = query.region?.trim();
      if (region) base = base.where('region', '=', region);
      const q = query.q?.trim();
      if (q) {
        const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        base = base.where((eb) =>
          eb.or([eb('city', 'ilike', like), eb('address', 'ilike', like), eb('code', 'ilike', like)]),
        );
      }
      const { count } = await base.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
      const rows = await base
        .selectAll()
        .orderBy('city')
        .orderBy('address')
        .limit(query.size)
        .offset(query.page * query.size)
        .execute();
      reply.header('x-total-elements', String(Number(count)));
      return rows.map(toCdekOffice);
    },
  );

  app.post(
    CDEK_SERVICE_PATH,
    {
      schema: {
        operationId: 'pickupPointTariff',
        summary: 'Тариф СДЭК «склад-склад» с ценой магазина для пункта выдачи в городе, без конверта',
        tags: ['Заказ'],
        body: TariffBody,
        response: cdekReplies(TariffList),
      },
    },
    async (request) => {
      const body = request.body;
      const cost = officePriceForCity(body.to_location?.code ?? null, await deliveryTariff(app.db));
      return {
        tariff_codes: [
          {
            tariff_code: OFFICE_TARIFF,
            tariff_name: 'Посылка склад-склад',
            tariff_description: 'Доставка до пункта выдачи СДЭК',
            delivery_mode: 4,
            delivery_sum: cost,
            period_min: 2,
            period_max: 5,
          },
        ],
      };
    },
  );
}
