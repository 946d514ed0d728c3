import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/server/db/migrate';
import { seedDemoData } from '../../src/server/db/seed/seed';
import { openTestDatabase, type TestDatabase } from './test-app';

let database: TestDatabase;
const TABLES = [
  'category',
  'product',
  'product_image',
  'product_to_category',
  'product_related',
  'product_special',
  'option',
  'option_value',
  'product_option',
  'product_option_value',
  'product_video',
  'filter_group',
  'filter',
  'product_filter',
  'category_filter',
  'review',
  'news',
  'blog',
  'blog_product',
  'information',
  'faq',
  'seminar_type',
  'seminar',
  'seminar_signup',
  'banner',
  'setting',
  'url_alias',
] as const;

async function countRows(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = row.n;
  }
  return counts;
}

let seededFirst: boolean;
beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database.db);
  seededFirst = await seedDemoData(database.db);
});
afterAll(async () => {
  await database?.close();
});

describe('migrations', () => {
  it('are idempotent: a second run applies nothing and keeps the data', async () => {
    const before = await countRows();
    expect(await migrate(database.db)).toEqual([]);
    expect(await countRows()).toEqual(before);
  });

  it('create the trigram and Russian full-text indexes search will use', async () => {
    const { rows } = await sql<{ indexname: string; indexdef: string }>`
      select indexname, indexdef from pg_indexes
      where tablename in ('product', 'product_search_word') and schemaname = current_schema()`.execute(database.db);
    const defs = rows.map((r) => r.indexdef).join('\n');
    // Typos are looked up among the words of product names (009), article numbers by trigram and by lower(sku).
    expect(defs).toMatch(/product_search_word USING gin \(word gin_trgm_ops\)/);
    expect(defs).toMatch(/\(lower\(\(sku\)::text\)\)/);
    expect(defs).toMatch(/gin \(sku gin_trgm_ops\)/);
    expect(defs).toMatch(/gin \(search_document\)/);
  });
});

describe('demo data', () => {
  it('seeds an empty database once; a second call changes nothing', async () => {
    expect(seededFirst).toBe(true);
    const before = await countRows();
    expect(await seedDemoData(database.db)).toBe(false);
    expect(await countRows()).toEqual(before);
  });

  it('has at least 60 products with article numbers, HTML descriptions, images and stock', async () => {
    const products = await database.db.selectFrom('product').selectAll().execute();
    expect(products.length).toBeGreaterThanOrEqual(60);
    const regular = products.filter((p) => p.product_id !== 187);
    expect(regular.every((p) => p.sku !== '')).toBe(true);
    expect(regular.filter((p) => /^bt\d{4}$/.test(p.sku)).length).toBeGreaterThanOrEqual(50);
    for (const p of regular) {
      expect(p.description, p.sku).toMatch(/<p>/);
      expect(p.description, p.sku).toMatch(/<strong>/);
      expect(p.description, p.sku).not.toMatch(/<script/i);
      expect(p.image, p.sku).toMatch(/^catalog\/demo\/products\/.+\.svg$/);
      expect(p.keyword, p.sku).toMatch(/^[a-z0-9_-]+$/);
    }
    expect(regular.filter((p) => p.description.includes('<ul><li>')).length).toBeGreaterThan(50);
    expect(regular.some((p) => p.quantity === 0)).toBe(true);
    expect(regular.filter((p) => p.quantity > 0).length).toBeGreaterThan(50);
    const prices = regular.map((p) => p.price);
    expect(Math.min(...prices)).toBeLessThan(1000);
    expect(Math.max(...prices)).toBeGreaterThanOrEqual(10000);
  });

  it('has the gift certificate as product 187', async () => {
    const certificate = await database.db
      .selectFrom('product')
      .selectAll()
      .where('product_id', '=', 187)
      .executeTakeFirstOrThrow();
    expect(certificate).toMatchObject({ name: 'Подарочный сертификат', sku: '', price: 0 });
    expect(certificate.quantity).toBeGreaterThan(0);
  });

  it('has products whose skus the -30% badge excludes', async () => {
    const skus = (await database.db.selectFrom('product').select('sku').execute()).map((p) => p.sku);
    for (const sku of ['bt9020', 'bt7801', 'bt7802', 'bt7803', 'bt4009', 'YELLOW-2022', 'BLACK-2022']) {
      expect(skus, sku).toContain(sku);
    }
    expect(skus.some((sku) => sku.startsWith('W'))).toBe(true);
  });

  it('has sale specials for everyone (group 1) in Акции and -30% specials for professionals (group 2)', async () => {
    const specials = await database.db.selectFrom('product_special').selectAll().execute();
    const group1 = specials.filter((s) => s.customer_group_id === 1);
    const group2 = specials.filter((s) => s.customer_group_id === 2);
    expect(group1.length).toBeGreaterThanOrEqual(5);
    expect(group2.length).toBeGreaterThanOrEqual(20);

    const inSale = await database.db
      .selectFrom('product_to_category')
      .innerJoin('category', 'category.category_id', 'product_to_category.category_id')
      .select('product_to_category.product_id')
      .where('category.keyword', '=', 'aktsii')
      .execute();
    expect(inSale.map((r) => r.product_id).sort()).toEqual(group1.map((s) => s.product_id).sort());

    const prices = new Map(
      (await database.db.selectFrom('product').select(['product_id', 'price']).execute()).map((p) => [
        p.product_id,
        p.price,
      ]),
    );
    for (const special of group2) expect(special.price).toBe(Math.round(prices.get(special.product_id)! * 0.7));
    for (const special of group1) expect(special.price).toBeLessThan(prices.get(special.product_id)!);
  });

  it("leaves products' meta texts to the page unless written, and gives one sale an end date ahead", async () => {
    const products = await database.db.selectFrom('product').select(['sku', 'name', 'meta_title']).execute();
    const written = products.filter((p) => p.meta_title !== '');
    // A title that only repeats the name would hide the page's own (name, category, price).
    expect(written.map((p) => p.sku)).toEqual(['bt1001']);
    expect(written[0]?.meta_title).not.toBe(written[0]?.name);

    const ends = await database.db
      .selectFrom('product_special')
      .innerJoin('product', 'product.product_id', 'product_special.product_id')
      .select(['product.sku', 'product_special.customer_group_id', 'product_special.date_end'])
      .where('product_special.date_end', 'is not', null)
      .execute();
    expect(ends.map((row) => [row.sku, row.customer_group_id])).toEqual([['bt1001', 1]]);
    const today = new Date().toISOString().slice(0, 10);
    expect(String(ends[0]?.date_end) > today).toBe(true);
  });

  it('offers free samplers on some products', async () => {
    const samplers = await database.db
      .selectFrom('product_option_value')
      .innerJoin('option', 'option.option_id', 'product_option_value.option_id')
      .innerJoin('option_value', 'option_value.option_value_id', 'product_option_value.option_value_id')
      .select([
        'product_option_value.product_id',
        'option.name as option',
        'option_value.name as value',
        'product_option_value.price',
      ])
      .execute();
    expect(new Set(samplers.map((s) => s.product_id)).size).toBeGreaterThanOrEqual(5);
    expect(samplers.every((s) => s.option === 'Пробник' && s.price === 0)).toBe(true);
  });

  it('has the menu categories and filters', async () => {
    const categories = await database.db.selectFrom('category').select(['name', 'keyword', 'parent_id']).execute();
    for (const [name, keyword] of [
      ['Пилинги', 'ximicheskie-pilingi'],
      ['Кремы', 'kremi'],
      ['Для лица', 'uhod_za_litsom'],
      ['Для тела', 'uhod_za_telom'],
      ['Для волос', 'uhod_za_volosami'],
      ['Акции', 'aktsii'],
      ['Вся продукция', 'vsja-produktsija'],
    ]) {
      expect(categories).toContainEqual({ name, keyword, parent_id: 0 });
    }
    const groups = (await database.db.selectFrom('filter_group').select('name').execute()).map((g) => g.name);
    expect(groups).toEqual(expect.arrayContaining(['Тип кожи', 'Назначение']));
    const all = await database.db
      .selectFrom('product_to_category')
      .innerJoin('category', 'category.category_id', 'product_to_category.category_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('category.keyword', '=', 'vsja-produktsija')
      .executeTakeFirstOrThrow();
    expect(all.n).toBe((await countRows()).product);
  });

  it('has at least 15 news and 12 blog articles, some blog articles linked to products', async () => {
    const counts = await countRows();
    expect(counts.news).toBeGreaterThanOrEqual(15);
    expect(counts.blog).toBeGreaterThanOrEqual(12);
    expect(counts.blog_product).toBeGreaterThanOrEqual(12);
  });

  it('has the information pages the menu and footer link to, including ids 10 and 13', async () => {
    const pages = await database.db.selectFrom('information').select(['information_id', 'keyword', 'title']).execute();
    expect(pages.map((p) => p.information_id)).toEqual(expect.arrayContaining([10, 13]));
    const keywords = (
      await database.db.selectFrom('url_alias').select('keyword').where('module', '=', 'information').execute()
    ).map((r) => r.keyword);
    for (const keyword of [
      'kosmetologam',
      'obuchenie',
      'about_us',
      'contact',
      'dokumenty',
      'politika-obrabotki-personalnyx-dannyx',
      'politika-ispolzovanija-cookie',
      'pravilami-polzovanija-torgovoj-ploschadkoj',
      'documentations',
      'training',
      'about',
      'contacts',
    ]) {
      expect(keywords, keyword).toContain(keyword);
    }
  });

  it('has questions (some answered), future free webinars, reviews on several products and banners', async () => {
    const faq = await database.db.selectFrom('faq').select(['answer', 'date_answered']).execute();
    expect(faq.some((f) => f.answer !== null && f.date_answered !== null)).toBe(true);
    expect(faq.some((f) => f.answer === null)).toBe(true);

    const webinars = await database.db
      .selectFrom('seminar')
      .select(['type', 'date', 'date1'])
      .where('type', '=', 1)
      .execute();
    expect(webinars.length).toBeGreaterThanOrEqual(3);
    for (const w of webinars) {
      expect(w.date.getTime()).toBeGreaterThan(Date.now());
      expect(w.date1!.getTime()).toBeGreaterThan(w.date.getTime());
    }
    const type = await database.db
      .selectFrom('seminar_type')
      .select('name')
      .where('seminar_type_id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(type.name).toBe('Вебинар');

    const reviewed = await database.db.selectFrom('review').select('product_id').distinct().execute();
    expect(reviewed.length).toBeGreaterThanOrEqual(5);
    const ratings = (await database.db.selectFrom('review').select('rating').execute()).map((r) => r.rating);
    expect(ratings.every((r) => r !== null && r >= 1 && r <= 5)).toBe(true);

    const banners = await countRows().then((c) => c.banner);
    expect(banners).toBeGreaterThanOrEqual(3);
    expect(banners).toBeLessThanOrEqual(5);
  });

  it('has settings 1–4 with maintenance off, and the self-pickup place in the delivery terms (037)', async () => {
    const settings = await database.db
      .selectFrom('setting')
      .select(['setting_id', 'value'])
      .orderBy('setting_id')
      .execute();
    expect(settings.map((s) => s.setting_id)).toEqual([1, 2, 3, 4]);
    expect(settings[3].value).toBe('0');
    const terms = await database.db.selectFrom('delivery_settings').selectAll().executeTakeFirstOrThrow();
    expect(terms).toMatchObject({
      pickup_address: 'Москва, ул. Большая Полянка, 28, стр. 1, офис 12',
      pickup_hours: 'Пн-Пт 10:00-18:00',
      free_from: 4000,
      prices: {
        'msk.inside-mkad': { 'cdek.cdek': 250, 'flat.flat': 350, 'pickup.pickup': 0 },
        'spb.inside-kad': { 'cdek.cdek': 300, 'flat.flat': 450 },
        another: { 'cdek.cdek': 450 },
      },
    });
  });

  it('gives every category, product, news, blog and information keyword a url_alias to its row', async () => {
    const aliases = await database.db.selectFrom('url_alias').select(['keyword', 'module', 'target_id']).execute();
    const byKeyword = new Map(aliases.map((a) => [a.keyword, `${a.module}:${a.target_id}`]));
    const expectAliases = (rows: { keyword: string; id: number }[], module: string) => {
      for (const row of rows) expect(byKeyword.get(row.keyword), row.keyword).toBe(`${module}:${row.id}`);
    };
    expectAliases(
      await database.db.selectFrom('category').select(['keyword', 'category_id as id']).execute(),
      'category',
    );
    expectAliases(await database.db.selectFrom('product').select(['keyword', 'product_id as id']).execute(), 'product');
    expectAliases(await database.db.selectFrom('news').select(['keyword', 'news_id as id']).execute(), 'news');
    expectAliases(await database.db.selectFrom('blog').select(['keyword', 'blog_id as id']).execute(), 'blog');
    expectAliases(
      await database.db.selectFrom('information').select(['keyword', 'information_id as id']).execute(),
      'information',
    );
  });

  it('continues the id sequences after the seeded ids', async () => {
    const inserted = await database.db
      .insertInto('product')
      .values({ name: 'Новый товар', price: 100, keyword: 'novyj-tovar-test', date_available: '2025-01-01' })
      .returning('product_id')
      .executeTakeFirstOrThrow();
    expect(inserted.product_id).toBeGreaterThan(187);
    await database.db.deleteFrom('product').where('product_id', '=', inserted.product_id).execute();
  });
});
