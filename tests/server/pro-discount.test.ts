import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_GROUP } from '../../src/domain/constants';
import { showsProfessionalBadge } from '../../src/domain/discount-badge';
import { migrate } from '../../src/server/db/migrate';
import * as m038 from '../../src/server/db/migrations/038-pro-discount';
import { groupUnitPrice, specialsOf } from '../../src/server/db/product-prices';
import { seedDemoData } from '../../src/server/db/seed/seed';
import { openTestDatabase, type TestDatabase } from './test-app';

// The professionals' −30% as one rule per product (decision 0026, migration 038). Before it, the badge came from a
// list of article numbers in the storefront and the price from group-2 rows the seed wrote; the fixture is the
// whole demo catalogue as the shop showed it then (captured from main at 2ecec31: each product's badge and what a
// professional paid). Now both follow product.pro_discount: a freshly seeded shop and a shop seeded the old way and
// then migrated must show the same, but for the two salon kits whose '-30%' badge promised a discount their price
// never had: they lose the badge, their price stays.

interface Shown {
  sku: string;
  badge: boolean;
  professional: number;
}

const BEFORE: Shown[] = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'fixtures', 'pro-discount-before.json'), 'utf8'),
);
/** The salon kits priced for specialists already (no group-2 row), which showed the badge all the same. */
const BADGE_WITHOUT_DISCOUNT = ['bt9001', 'bt9002'];
const EXPECTED = BEFORE.map((p) => (BADGE_WITHOUT_DISCOUNT.includes(p.sku) ? { ...p, badge: false } : p));

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase('seeded');
  // On PGlite the template is seeded already; on PostgreSQL the schema is empty until these run.
  await migrate(database.db);
  await seedDemoData(database.db);
});
afterAll(async () => {
  await database?.close();
});

/** The demo catalogue as the shop shows it now: each product's badge and what a professional pays. */
async function shownNow(): Promise<Shown[]> {
  const rows = await database.db
    .selectFrom('product')
    .select(['product_id', 'sku', 'price', 'pro_discount'])
    .orderBy('product_id')
    .execute();
  const specials = await specialsOf(
    database.db,
    rows.map((r) => r.product_id),
    CUSTOMER_GROUP.PROFESSIONAL,
  );
  return rows.map((r) => ({
    sku: r.sku,
    badge: showsProfessionalBadge(r),
    professional: groupUnitPrice(Number(r.price), specials.get(r.product_id) ?? [], CUSTOMER_GROUP.PROFESSIONAL),
  }));
}

describe('the professionals’ −30% over the whole demo catalogue', () => {
  it('the fixture is the catalogue of before: 70 products, 60 with the badge', () => {
    expect(BEFORE).toHaveLength(70);
    expect(BEFORE.filter((p) => p.badge)).toHaveLength(60);
    // The two kits: a badge, and the full price for professionals.
    for (const sku of BADGE_WITHOUT_DISCOUNT) expect(BEFORE.find((p) => p.sku === sku)?.badge).toBe(true);
  });

  it('a freshly seeded shop shows what the shop showed before, the two kits without their false badge', async () => {
    expect(await shownNow()).toEqual(EXPECTED);
  });

  it('a shop seeded before 038 shows the same once migrated: its group-2 rows of 70% become the switch', async () => {
    // Back to the shop of before: the rows the flag made are plain group-2 specials of priority 1 again.
    await m038.down(database.db);
    await sql`update product_special set priority = 1 where priority = 1000`.execute(database.db);
    const plain = await sql<{
      n: number;
    }>`select count(*)::int as n from product_special where customer_group_id = 2`.execute(database.db);
    expect(plain.rows[0].n).toBe(58);
    await m038.up(database.db);
    expect(await shownNow()).toEqual(EXPECTED);
    const kept = await database.db
      .selectFrom('product_special')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('customer_group_id', '=', 2)
      .where('from_pro_discount', '=', true)
      .executeTakeFirstOrThrow();
    expect(Number(kept.n)).toBe(58);
  });
});
