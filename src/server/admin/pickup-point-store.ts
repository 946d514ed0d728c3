import { sql, type Kysely, type Transaction } from 'kysely';
import type { AdminPickupPoint, PickupPointBody, PickupPointList } from '../../contract/admin-delivery';
import { AREA_TYPE } from '../../domain/constants';
import { pickupPointProblems, trimmedPickupPoint, type PickupPointValues } from '../../domain/pickup-point-edit';
import { RING_ROAD_CITY_CODE, sameRegion } from '../../domain/pickup-point-area';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { RUSSIA_REGIONS } from '../checkout/russia-regions';
import { HttpError } from '../http/http-error';
import { writeAudit, type Actor } from './audit-log';
import { StaleRecord } from './stale-record';

/**
 * The shop's own pickup points ('Доставка'), which the checkout offers while no CDEK account is configured: listed,
 * added, changed, switched off and deleted, each change against the version on screen and with its audit row
 * ('Пункт выдачи № N'). A point's city code (CDEK's, which the checkout's Moscow and St Petersburg areas read) and
 * its map position are not typed: Moscow and St Petersburg have CDEK's codes, another city takes the code and the
 * position of the shop's points already there, or a new code of its own.
 */

type Db = Kysely<Database> | Transaction<Database>;

export const POINT_NOT_FOUND = 'Пункт выдачи не найден';

const REGIONS = RUSSIA_REGIONS.map((r) => r.name);

const COLUMNS = [
  'pickup_point_id',
  'code',
  'city',
  'region',
  'address',
  'work_time',
  'note',
  'status',
  'version',
] as const;

const toPoint = ({ pickup_point_id, ...row }: Omit<AdminPickupPoint, 'id'> & { pickup_point_id: number }) => ({
  id: pickup_point_id,
  ...row,
});

export async function listPickupPoints(db: Db, config: Config): Promise<PickupPointList> {
  const rows = await db.selectFrom('pickup_point').select(COLUMNS).orderBy('city').orderBy('address').execute();
  return { points: rows.map(toPoint), regions: REGIONS, cdek: config.cdek !== null };
}

function checked(body: PickupPointBody): PickupPointValues {
  const problem = Object.values(pickupPointProblems(body, REGIONS))[0];
  if (problem) throw new HttpError(400, problem);
  return trimmedPickupPoint(body);
}

/** CDEK's city code and a map position for a point in `city`. */
async function placeOf(db: Db, city: string): Promise<{ city_code: number; lon: number; lat: number }> {
  const ringRoad = (Object.keys(RING_ROAD_CITY_CODE) as (keyof typeof RING_ROAD_CITY_CODE)[]).find((area) =>
    sameRegion(area === AREA_TYPE.MOSCOW ? 'Москва' : 'Санкт-Петербург', city),
  );
  const known = ringRoad === undefined ? null : (RING_ROAD_CITY_CODE[ringRoad] ?? null);
  const rows = await db.selectFrom('pickup_point').select(['city', 'city_code', 'lon', 'lat']).execute();
  const same = rows.find((r) => (known === null ? sameRegion(r.city, city) : r.city_code === known));
  if (same) return { city_code: same.city_code, lon: same.lon, lat: same.lat };
  if (known !== null) return { city_code: known, lon: 0, lat: 0 };
  // A city of its own, out of CDEK's range of codes.
  const highest = Math.max(1_000_000, ...rows.map((r) => r.city_code));
  return { city_code: highest + 1, lon: 0, lat: 0 };
}

async function lockedPoint(trx: Db, id: number) {
  const row = await trx
    .selectFrom('pickup_point')
    .select([...COLUMNS, 'city_code', 'lon', 'lat'])
    .where('pickup_point_id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new HttpError(404, POINT_NOT_FOUND);
  return row;
}

const valuesOf = (row: PickupPointValues): PickupPointValues => ({
  city: row.city,
  region: row.region,
  address: row.address,
  work_time: row.work_time,
  note: row.note,
  status: row.status,
});

export async function createPickupPoint(db: Kysely<Database>, actor: Actor, body: PickupPointBody): Promise<void> {
  const values = checked(body);
  await db.transaction().execute(async (trx) => {
    const { id } = await sql<{
      id: number;
    }>`select nextval(pg_get_serial_sequence('pickup_point', 'pickup_point_id'))::int as id`
      .execute(trx)
      .then((r) => r.rows[0]);
    await trx
      .insertInto('pickup_point')
      .values({ ...values, ...(await placeOf(trx, values.city)), pickup_point_id: id, code: `SHOP${id}` })
      .execute();
    await writeAudit(trx, actor, {
      recordType: 'pickup_point',
      recordId: id,
      action: 'create',
      before: null,
      after: values,
    });
  });
}

export async function savePickupPoint(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  body: PickupPointBody & { version: number },
): Promise<void> {
  const values = checked(body);
  await db.transaction().execute(async (trx) => {
    const before = await lockedPoint(trx, id);
    if (before.version !== body.version) throw new StaleRecord();
    const moved = sameRegion(before.city, values.city) ? {} : await placeOf(trx, values.city);
    await trx
      .updateTable('pickup_point')
      .set({ ...values, ...moved, date_modified: new Date() })
      .where('pickup_point_id', '=', id)
      .execute();
    await writeAudit(trx, actor, {
      recordType: 'pickup_point',
      recordId: id,
      action: before.status === values.status ? 'save' : values.status ? 'switch on' : 'switch off',
      before: valuesOf(before),
      after: values,
    });
  });
}

/**
 * Deletes a point. A shopper's checkout that chose it loses the choice (the checkout offers only points that exist);
 * placed orders keep the address they were placed with.
 */
export async function deletePickupPoint(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  version: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await lockedPoint(trx, id);
    if (before.version !== version) throw new StaleRecord();
    await trx.deleteFrom('pickup_point').where('pickup_point_id', '=', id).execute();
    await writeAudit(trx, actor, {
      recordType: 'pickup_point',
      recordId: id,
      action: 'delete',
      before: valuesOf(before),
      after: null,
    });
  });
}
