import { sql } from 'kysely';
import type { UntypedDatabase } from './untyped-database';

/**
 * The owner's delivery terms become a record the owner changes on 'Доставка' (issue 16), starting as the values the
 * code and the settings had until now, so nothing changes for shoppers:
 * - `delivery_settings`, one row: `prices` (whole roubles per zone and method, JSON `{area: {shipping code: ₽}}`),
 *   `free_from` (free delivery from this goods total, inclusive), `pickup_address` and `pickup_hours` (self-pickup,
 *   until now settings 5 and 6, moved here and removed from `setting`); `version` raised by every update (022's
 *   row_version_raised), `date_modified`. The checkout's prices and the product page's free-delivery card are cached
 *   public answers, so the row bumps the catalogue version like the tables of 018.
 * - `pickup_point` (the stand-in's points, used while no CDEK account is configured) gets a number
 *   (`pickup_point_id`: the back office's address of a point and its audit rows' record; `code` stays the key the
 *   checkout keeps), `version` and `date_modified`, so the owner's edits are checked against the copy on screen.
 */
const FIRST_PRICES = {
  'msk.inside-mkad': { 'cdek.cdek': 250, 'flat.flat': 350, 'pickup.pickup': 0 },
  'spb.inside-kad': { 'cdek.cdek': 300, 'flat.flat': 450 },
  another: { 'cdek.cdek': 450 },
};

export async function up(db: UntypedDatabase): Promise<void> {
  await sql`
    create table delivery_settings (
      id boolean primary key default true check (id),
      prices jsonb not null default ${sql.lit(JSON.stringify(FIRST_PRICES))}::jsonb,
      free_from integer not null default 4000 check (free_from >= 0),
      pickup_address varchar(300) not null default 'Москва, ул. Большая Полянка, 28, стр. 1, офис 12',
      pickup_hours varchar(100) not null default 'Пн-Пт 10:00-18:00',
      version integer not null default 1,
      date_modified timestamptz not null default now()
    )`.execute(db);
  await sql`insert into delivery_settings default values`.execute(db);
  // A shop that already has its self-pickup place in settings 5 and 6 keeps it.
  await sql`
    update delivery_settings set
      pickup_address = coalesce((select left(value, 300) from setting where setting_id = 5), pickup_address),
      pickup_hours = coalesce((select left(value, 100) from setting where setting_id = 6), pickup_hours)`.execute(db);
  await sql`delete from setting where setting_id in (5, 6)`.execute(db);
  await sql`
    create trigger delivery_settings_version_raised before update on delivery_settings
    for each row execute function row_version_raised()`.execute(db);
  await sql`
    create trigger delivery_settings_catalogue_changed
    after insert or update or delete or truncate on delivery_settings
    for each statement execute function catalogue_changed()`.execute(db);

  await db.schema
    .alterTable('pickup_point')
    .addColumn('pickup_point_id', 'serial', (c) => c.notNull().unique())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('date_modified', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`
    create trigger pickup_point_version_raised before update on pickup_point
    for each row execute function row_version_raised()`.execute(db);
}

export async function down(db: UntypedDatabase): Promise<void> {
  await sql`drop trigger pickup_point_version_raised on pickup_point`.execute(db);
  await db.schema
    .alterTable('pickup_point')
    .dropColumn('pickup_point_id')
    .dropColumn('version')
    .dropColumn('date_modified')
    .execute();
  await sql`
    insert into setting (setting_id, code, value)
    select 5, 'self_pickup_address', pickup_address from delivery_settings
    union all select 6, 'self_pickup_hours', pickup_hours from delivery_settings`.execute(db);
  await db.schema.dropTable('delivery_settings').execute();
}
