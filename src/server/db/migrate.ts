import { Migrator, sql, type Kysely, type Migration, type MigrationResult } from 'kysely';
import * as m001 from './migrations/001-catalogue';
import * as m002 from './migrations/002-content';
import * as m003 from './migrations/003-shell';
import * as m004 from './migrations/004-catalogue-listing';
import * as m005 from './migrations/005-seminar-signup-city';
import * as m006 from './migrations/006-accounts';
import * as m007 from './migrations/007-cart';
import * as m008 from './migrations/008-checkout';
import * as m009 from './migrations/009-product-search';
import * as m013 from './migrations/013-test-payments';
import * as m014 from './migrations/014-safety';
import * as m015 from './migrations/015-search-name-document';
import * as m016 from './migrations/016-search-name-terms';
import * as m017 from './migrations/017-url-redirect';
import * as m018 from './migrations/018-catalogue-version';
import * as m019 from './migrations/019-staff';
import * as m020 from './migrations/020-order-life';
import * as m021 from './migrations/021-refund-state';
import * as m022 from './migrations/022-customer-decisions';
import * as m023 from './migrations/023-moderation';
import * as m024 from './migrations/024-staff-two-factor';
import * as m025 from './migrations/025-shop-settings';
import * as m026 from './migrations/026-product-version';
import * as m027 from './migrations/027-uploaded-images';
import * as m028 from './migrations/028-content-editing';
import * as m029 from './migrations/029-shop-contacts';
import * as m030 from './migrations/030-promotion-dates';
import * as m031 from './migrations/031-admin-is-a-staff-link';
import * as m032 from './migrations/032-category-version';
import * as m034 from './migrations/034-home-content';
import * as m035 from './migrations/035-seminar-editing';
import * as m036 from './migrations/036-certificate-issue';
import * as m038 from './migrations/038-pro-discount';
import * as m037 from './migrations/037-delivery-settings';
import * as m039 from './migrations/039-product-option-order';
import type { Database } from './schema';

/** Every migration, in order. A new one is a new file `migrations/NNN-name.ts` added here. */
export const migrations: Record<string, Migration> = {
  '001-catalogue': m001,
  '002-content': m002,
  '003-shell': m003,
  '004-catalogue-listing': m004,
  '005-seminar-signup-city': m005,
  '006-accounts': m006,
  '007-cart': m007,
  '008-checkout': m008,
  '009-product-search': m009,
  '013-test-payments': m013,
  '014-safety': m014,
  '015-search-name-document': m015,
  '016-search-name-terms': m016,
  '017-url-redirect': m017,
  '018-catalogue-version': m018,
  '019-staff': m019,
  '020-order-life': m020,
  '021-refund-state': m021,
  '022-customer-decisions': m022,
  '023-moderation': m023,
  '024-staff-two-factor': m024,
  '025-shop-settings': m025,
  '026-product-version': m026,
  '027-uploaded-images': m027,
  '028-content-editing': m028,
  '029-shop-contacts': m029,
  '030-promotion-dates': m030,
  '031-admin-is-a-staff-link': m031,
  '032-category-version': m032,
  '034-home-content': m034,
  '035-seminar-editing': m035,
  '036-certificate-issue': m036,
  '038-pro-discount': m038,
  '037-delivery-settings': m037,
  '039-product-option-order': m039,
};

/**
 * Brings the schema up to date. Safe to run on every start and from several processes at once (Kysely's migrator
 * takes a lock and skips what already ran).
 */
export async function migrate(db: Kysely<Database>): Promise<MigrationResult[]> {
  // Kysely looks for its own tables in every schema unless told which one: on a server with several schemas (other
  // shops, or the test schemas of parallel test files) it would find another schema's lock table and skip creating
  // its own. Keep them in the schema the shop works in.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: rows[0]?.schema ?? 'public',
    // Numbers are handed out to parallel work, so one may land after a higher one already ran somewhere (030 after
    // 032): Kysely would call that database corrupted. Each migration touches its own tables, so run it late.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`Миграция базы данных${failed ? ` ${failed}` : ''} не выполнена: ${errorMessage(error)}`, {
      cause: error,
    });
  }
  return results ?? [];
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
