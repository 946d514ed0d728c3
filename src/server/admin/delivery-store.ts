import type { Kysely } from 'kysely';
import type { DeliveryTerms, DeliveryTermsBody } from '../../contract/admin-delivery';
import {
  deliveryProblems,
  trimmedDelivery,
  type DeliveryPrices,
  type DeliveryValues,
} from '../../domain/delivery-settings';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import { shopDateTime } from '../http/shop-time';
import { writeAudit, type Actor } from './audit-log';
import { StaleRecord } from './stale-record';

/**
 * 'Доставка': the delivery terms are 037's one row; its version stands for the whole record (one stale check, one
 * audit row 'Доставка № 1' with every value before and after). The row bumps the catalogue version, so the checkout
 * and the product page's cached answers follow at once.
 */

/** The terms' one record in the audit log. */
export const DELIVERY_RECORD_ID = 1;

type Db = Kysely<Database>;

async function readTerms(db: Db, lock = false) {
  const query = db
    .selectFrom('delivery_settings')
    .select(['prices', 'free_from', 'pickup_address', 'pickup_hours', 'version', 'date_modified']);
  const { version, date_modified, ...values } = await (lock ? query.forUpdate() : query).executeTakeFirstOrThrow();
  return { values: values satisfies DeliveryValues, version, at: date_modified };
}

/** The terms as 'Доставка' shows them, with the version a save must carry and whether CDEK is configured. */
export async function loadDeliveryTerms(db: Db, config: Config): Promise<DeliveryTerms> {
  const { values, version, at } = await readTerms(db);
  return { ...values, version, date_modified: shopDateTime(at), cdek: config.cdek !== null };
}

/**
 * The owner's save: refused with the first problem when a value is wrong (400), and as stale when someone changed the
 * terms since `version` was read; written with its audit row in one transaction.
 */
export async function saveDeliveryTerms(db: Db, actor: Actor, body: DeliveryTermsBody): Promise<void> {
  const { version, ...rest } = body;
  // The schema let through exactly the zones and methods of PRICE_CELLS, each a number.
  const sent: DeliveryValues = { ...rest, prices: rest.prices as DeliveryPrices };
  const problem = Object.values(deliveryProblems(sent))[0];
  if (problem) throw new HttpError(400, problem);
  const after = trimmedDelivery(sent);
  await db.transaction().execute(async (trx) => {
    const before = await readTerms(trx, true);
    if (before.version !== version) throw new StaleRecord();
    await trx
      .updateTable('delivery_settings')
      .set({ ...after, prices: JSON.stringify(after.prices), date_modified: new Date() })
      .execute();
    await writeAudit(trx, actor, {
      recordType: 'delivery',
      recordId: DELIVERY_RECORD_ID,
      action: 'save',
      before: before.values,
      after,
    });
  });
}
