import { sql } from 'kysely';
import type { UntypedDatabase } from './untyped-database';

/**
 * Products get a version (issue 16, the back office's 'Товары'), so a bulk change made from a list someone else changed
 * since it was loaded is refused ('Запись изменена другим сотрудником', decision 0021):
 * - `product.version`, raised by `product_version_raised()` on every update that does not set it itself: a staff
 *   member's change, a stock change by an order placed or released, a script;
 * - except an update of `viewed` alone, which the view counter writes every few seconds and which no staff member
 *   sees: otherwise every look at a product would make the back office's copy stale. (In a BEFORE trigger NEW holds
 *   null for the generated columns, which are therefore left out of the comparison.)
 */
export async function up(db: UntypedDatabase): Promise<void> {
  await db.schema
    .alterTable('product')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`
    create function product_version_raised() returns trigger language plpgsql as $$
    declare
      ignored text[];
    begin
      if new.version <> old.version then
        return new;
      end if;
      if new.viewed is distinct from old.viewed then
        select coalesce(array_agg(attname::text), '{}') || array['viewed', 'version'] into ignored
        from pg_attribute
        where attrelid = tg_relid and attgenerated <> '' and not attisdropped;
        if (to_jsonb(old) - ignored) = (to_jsonb(new) - ignored) then
          return new;
        end if;
      end if;
      new.version := old.version + 1;
      return new;
    end
    $$`.execute(db);
  await sql`
    create trigger product_version_raised before update on product
    for each row execute function product_version_raised()`.execute(db);
}

export async function down(db: UntypedDatabase): Promise<void> {
  await sql`drop trigger product_version_raised on product`.execute(db);
  await sql`drop function product_version_raised()`.execute(db);
  await db.schema.alterTable('product').dropColumn('version').execute();
}
