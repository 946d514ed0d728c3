import { sql } from 'kysely';
import type { UntypedDatabase } from './untyped-database';

/**
 * Pictures the back office's staff upload (issue 16), kept under DATA_DIR/image/catalog/upload:
 * - `uploaded_image`: one row per file, with who uploaded it and its size, so a picture no record uses any more (an
 *   editor removed it, replaced it, or uploaded it and left without saving) is deleted a day later with its variants.
 * - `product_image.alt` and `product.image_alt`: the picture's text for screen readers and search engines, written by
 *   the editor (empty: the product's name stands in, as before).
 */
export async function up(db: UntypedDatabase): Promise<void> {
  await sql`
    create table uploaded_image (
      path varchar(255) primary key,
      staff_id integer references staff (staff_id) on delete set null,
      bytes integer not null,
      width integer not null,
      height integer not null,
      date_added timestamptz not null default now()
    )`.execute(db);
  await sql`create index uploaded_image_date_idx on uploaded_image (date_added)`.execute(db);
  await sql`alter table product_image add column alt varchar(255) not null default ''`.execute(db);
  await sql`alter table product add column image_alt varchar(255) not null default ''`.execute(db);
}

export async function down(db: UntypedDatabase): Promise<void> {
  await sql`alter table product drop column image_alt`.execute(db);
  await sql`alter table product_image drop column alt`.execute(db);
  await sql`drop table uploaded_image`.execute(db);
}
