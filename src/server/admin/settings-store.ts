import type { Kysely, Transaction } from 'kysely';
import type { Integrations, ShopSettings, ShopSettingsBody } from '../../contract/admin-settings';
import { MAINTENANCE_ON_VALUE, SETTING_ID } from '../../domain/constants';
import { shopSettingsProblems, trimmedSettings, type ShopSettingsValues } from '../../domain/shop-settings';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import { shopDateTime } from '../http/shop-time';
import { writeAudit, type Actor } from './audit-log';
import { StaleRecord } from './stale-record';

/**
 * 'Настройки': the settings are 025's one row (with 029's identity and e-mails) and the storefront's settings 3 (the
 * cookie notice) and 4 (the maintenance switch). The row's version stands for all of them: a save writes them
 * together under its lock.
 */

/** The settings' one record in the audit log ('Настройки № 1'). */
export const SETTINGS_RECORD_ID = 1;

type Db = Kysely<Database> | Transaction<Database>;

const STOREFRONT_SETTINGS = [
  { setting_id: SETTING_ID.COOKIE_TEXT, code: 'cookie_text' },
  { setting_id: SETTING_ID.MAINTENANCE, code: 'maintenance' },
] as const;

async function readSettings(db: Db, lock = false): Promise<{ values: ShopSettingsValues; version: number; at: Date }> {
  const query = db
    .selectFrom('shop_settings')
    .select([
      'publish_customer_reviews',
      'shop_name',
      'phone',
      'email',
      'address',
      'hours',
      'mailbox',
      'notify_new_order',
      'notify_paid_order',
      'notify_professional',
      'version',
      'date_modified',
    ]);
  const { version, date_modified, mailbox, ...row } = await (
    lock ? query.forUpdate() : query
  ).executeTakeFirstOrThrow();
  const storefront = await db
    .selectFrom('setting')
    .select(['setting_id', 'value'])
    .where(
      'setting_id',
      'in',
      STOREFRONT_SETTINGS.map((s) => s.setting_id),
    )
    .execute();
  const value = (id: number) => storefront.find((s) => s.setting_id === id)?.value ?? '';
  return {
    values: {
      ...row,
      mailbox: mailbox ?? '',
      cookie_text: value(SETTING_ID.COOKIE_TEXT),
      maintenance: value(SETTING_ID.MAINTENANCE) === String(MAINTENANCE_ON_VALUE),
    },
    version,
    at: date_modified,
  };
}

/** Whether each integration's secrets are set (the values themselves never leave the environment). */
export function integrationsOf(config: Config): Integrations {
  return {
    modulbank: config.modulbank.merchant !== null && config.modulbank.secret !== null,
    cdek: config.cdek !== null,
    smtp: config.smtpUrl !== null,
    telegram: config.telegram !== null,
    vk: config.vkId !== null,
  };
}

/** The settings as 'Настройки' shows them, with the version a save must carry. */
export async function loadShopSettings(db: Kysely<Database>, config: Config): Promise<ShopSettings> {
  const { values, version, at } = await readSettings(db);
  return {
    ...values,
    version,
    date_modified: shopDateTime(at),
    mailbox_default: config.shopEmail,
    integrations: integrationsOf(config),
  };
}

/**
 * The owner's save: refused with the first problem when a value is wrong (400), and as stale when someone changed the
 * settings since `version` was read; written with its audit row (every value before and after) in one transaction.
 */
export async function saveShopSettings(db: Kysely<Database>, actor: Actor, body: ShopSettingsBody): Promise<void> {
  const { version, ...sent } = body;
  const problem = Object.values(shopSettingsProblems(sent))[0];
  if (problem) throw new HttpError(400, problem);
  const after = trimmedSettings(sent);
  await db.transaction().execute(async (trx) => {
    const before = await readSettings(trx, true);
    if (before.version !== version) throw new StaleRecord();
    const { cookie_text, maintenance, mailbox, ...row } = after;
    await trx
      .updateTable('shop_settings')
      .set({ ...row, mailbox: mailbox === '' ? null : mailbox, date_modified: new Date() })
      .execute();
    const values = { cookie_text, maintenance: maintenance ? String(MAINTENANCE_ON_VALUE) : '0' };
    for (const { setting_id, code } of STOREFRONT_SETTINGS) {
      await trx
        .insertInto('setting')
        .values({ setting_id, code, value: values[code] })
        .onConflict((oc) => oc.column('setting_id').doUpdateSet({ value: values[code] }))
        .execute();
    }
    await writeAudit(trx, actor, {
      recordType: 'settings',
      recordId: SETTINGS_RECORD_ID,
      action: 'save',
      before: before.values,
      after,
    });
  });
}
