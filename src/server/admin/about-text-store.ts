import type { Kysely } from 'kysely';
import type { AboutText } from '../../contract/admin-content';
import { SETTING_ID } from '../../domain/constants';
import type { Database } from '../db/schema';
import { writeAudit, type Actor } from './audit-log';
import { StaleRecord } from './stale-record';

/**
 * The home page's about text (setting 1, issue 16), edited in 'О магазине'. A setting row has no version column; its
 * version is read from its content (a 31-bit FNV-1a hash), so a save made from a copy someone else changed since is
 * refused like any stale record, and nothing needs a migration.
 */
export function textVersion(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash % 2147483646) + 1;
}

const aboutRow = (db: Kysely<Database>) =>
  db.selectFrom('setting').select('value').where('setting_id', '=', SETTING_ID.HOME_TEXT);

export async function loadAboutText(db: Kysely<Database>): Promise<AboutText> {
  const html = (await aboutRow(db).executeTakeFirst())?.value ?? '';
  return { html, version: textVersion(html) };
}

/** Saves the text opened at `version`, with its audit row ('Текст сайта № 1'). */
export async function saveAboutText(db: Kysely<Database>, actor: Actor, html: string, version: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('setting')
      .select('value')
      .where('setting_id', '=', SETTING_ID.HOME_TEXT)
      .forUpdate()
      .executeTakeFirst();
    const before = row?.value ?? '';
    if (textVersion(before) !== version) throw new StaleRecord();
    if (row) {
      await trx.updateTable('setting').set({ value: html }).where('setting_id', '=', SETTING_ID.HOME_TEXT).execute();
    } else {
      await trx
        .insertInto('setting')
        .values({ setting_id: SETTING_ID.HOME_TEXT, code: 'home_about_text', value: html })
        .execute();
    }
    await writeAudit(trx, actor, {
      recordType: 'setting',
      recordId: SETTING_ID.HOME_TEXT,
      action: 'edit',
      before: { html: before },
      after: { html },
    });
  });
}
