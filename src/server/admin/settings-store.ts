import type { Kysely, Transaction } from 'kysely';
import type { ShopSettings, ShopSettingsBody } from '../../contract/admin-settings';
import { shopSettingsProblems, type ShopSettingsValues } from '../../domain/shop-settings';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import { shopDateTime } from '../http/shop-time';
import { writeAudit, type Actor } from './audit-log';
import { StaleRecord } from './stale-record';

/** The settings' one record in the audit log ('Настройки № 1'). */
export const SETTINGS_RECORD_ID = 1;

async function settingsRow(db: Kysely<Database> | Transaction<Database>, lock = false) {
  const query = db.selectFrom('shop_settings').select(['publish_customer_reviews', 'version', 'date_modified']);
  return (lock ? query.forUpdate() : query).executeTakeFirstOrThrow();
}

const valuesOf = (row: ShopSettingsValues): ShopSettingsValues => ({
  publish_customer_reviews: row.publish_customer_reviews,
});

/** The settings as 'Настройки' shows them, with the version a save must carry. */
export async function loadShopSettings(db: Kysely<Database>): Promise<ShopSettings> {
  const row = await settingsRow(db);
  return { ...valuesOf(row), version: row.version, date_modified: shopDateTime(row.date_modified) };
}

/**
 * The owner's save: refused with the first problem when a value is wrong (400), and as stale when someone changed the
 * settings since `version` was read; written with its audit row (every value before and after) in one transaction.
 */
export async function saveShopSettings(db: Kysely<Database>, actor: Actor, body: ShopSettingsBody): Promise<void> {
  const { version, ...values } = body;
  const problem = Object.values(shopSettingsProblems(values))[0];
  if (problem) throw new HttpError(400, problem);
  await db.transaction().execute(async (trx) => {
    const row = await settingsRow(trx, true);
    if (row.version !== version) throw new StaleRecord();
    const after = valuesOf(values);
    await trx
      .updateTable('shop_settings')
      .set({ ...after, date_modified: new Date() })
      .execute();
    await writeAudit(trx, actor, {
      recordType: 'settings',
      recordId: SETTINGS_RECORD_ID,
      action: 'save',
      before: valuesOf(row),
      after,
    });
  });
}
