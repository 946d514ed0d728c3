import type { UntypedDatabase } from './untyped-database';

/**
 * The optional second step of a staff sign-in (TOTP, issue 15):
 * - `totp_secret` (019's column, unused until now) holds the member's secret sealed (AES-GCM, about 90 characters:
 *   src/server/admin/totp-secret-box.ts), so it grows to 255; null: the member signs in with the password alone.
 * - `totp_pending_secret`: the secret shown on the member's page while they set their app up; it becomes
 *   `totp_secret` only when they type a code from it.
 * - `totp_last_step`: the 30-second step of the last code accepted; a code of that step or an earlier one is refused,
 *   so a code seen over someone's shoulder cannot be used again.
 */
export async function up(db: UntypedDatabase): Promise<void> {
  await db.schema
    .alterTable('staff')
    .alterColumn('totp_secret', (c) => c.setDataType('varchar(255)'))
    .execute();
  await db.schema
    .alterTable('staff')
    .addColumn('totp_pending_secret', 'varchar(255)')
    .addColumn('totp_last_step', 'integer')
    .execute();
}

export async function down(db: UntypedDatabase): Promise<void> {
  await db.schema.alterTable('staff').dropColumn('totp_pending_secret').dropColumn('totp_last_step').execute();
  await db.schema
    .alterTable('staff')
    .alterColumn('totp_secret', (c) => c.setDataType('varchar(64)'))
    .execute();
}
