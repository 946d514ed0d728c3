import { sql, type Kysely, type Transaction } from 'kysely';
import { sanitizeHtml } from '../../http/html-policy';
import { syncProfessionalPrices } from '../product-prices';
import { shopDateTime } from '../../http/shop-time';
import type { Database } from '../schema';
import { categorySeeds } from './catalogue/categories';
import { filterSeeds } from './catalogue/filters';
import { demoProducts, type DemoProduct } from './catalogue/products';
import { reviewSeeds } from './catalogue/reviews';
import { samplerOption } from './catalogue/samplers';
import { seedPromotions } from './cart/promotions';
import { bannerSeeds } from './content/banners';
import { demoBlog, demoNews, demoSeminars } from './content/demo-content';
import { faqSeeds } from './content/faq';
import { informationSeeds } from './content/information';
import { settingSeeds } from './shell/settings';
import { staticAliases } from './shell/static-aliases';

const GROUP_ALL = 1;

export interface SeedOptions {
  /** Webinar dates and the end of a timed sale are counted from this moment (default: now), so they are ahead. */
  now?: Date;
}

/**
 * Fills an empty database with the demo shop. Does nothing (and returns false) when the database already has a
 * catalogue or settings, so it is safe on every start and from several processes at once.
 */
export async function seedDemoData(db: Kysely<Database>, options: SeedOptions = {}): Promise<boolean> {
  const now = options.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('seed-demo-data'))`.execute(trx);
    if (!(await isEmpty(trx))) return false;

    const categoryIds = await seedCategories(trx);
    const filterIds = await seedFilters(trx, categoryIds);
    await seedProducts(trx, categoryIds, filterIds, now);
    await seedReviews(trx);
    await seedPromotions(trx);
    const { newsIds, blogIds } = await seedArticles(trx);
    await seedPages(trx, now);
    await seedUrlAliases(trx, categoryIds, newsIds, blogIds);
    await trx
      .insertInto('setting')
      .values(settingSeeds.map((s) => ({ ...s, value: sanitizeHtml(s.value) })))
      .execute();
    // Rows above were inserted with their own ids: move the serial sequences past them.
    for (const [table, column] of [
      ['product', 'product_id'],
      ['information', 'information_id'],
    ] as const) {
      await sql`select setval(pg_get_serial_sequence(${table}, ${column}), (select max(${sql.ref(column)}) from ${sql.table(table)}))`.execute(
        trx,
      );
    }
    return true;
  });
}

async function isEmpty(trx: Transaction<Database>): Promise<boolean> {
  const { rows } = await sql<{ used: boolean }>`
    select exists(select 1 from product) or exists(select 1 from category) or exists(select 1 from setting)
      or exists(select 1 from url_alias) as used`.execute(trx);
  return !rows[0].used;
}

async function seedCategories(trx: Transaction<Database>): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  // Parents come before their children in categorySeeds.
  for (const [index, seed] of categorySeeds.entries()) {
    const row = await trx
      .insertInto('category')
      .values({
        parent_id: seed.parent ? ids.get(seed.parent)! : 0,
        name: seed.name,
        keyword: seed.keyword,
        description: sanitizeHtml(seed.description),
        image: null,
        sort_order: index + 1,
        meta_title: seed.name,
      })
      .returning('category_id')
      .executeTakeFirstOrThrow();
    ids.set(seed.keyword, row.category_id);
  }
  return ids;
}

async function seedFilters(trx: Transaction<Database>, categoryIds: Map<string, number>): Promise<Map<string, number>> {
  const filterIds = new Map<string, number>();
  const groupFilters = new Map<string, number[]>();
  for (const [groupIndex, group] of filterSeeds.entries()) {
    const { filter_group_id } = await trx
      .insertInto('filter_group')
      .values({ name: group.group, sort_order: groupIndex + 1 })
      .returning('filter_group_id')
      .executeTakeFirstOrThrow();
    const rows = await trx
      .insertInto('filter')
      .values(group.filters.map((name, i) => ({ filter_group_id, name, sort_order: i + 1 })))
      .returning(['filter_id', 'name'])
      .execute();
    for (const row of rows) filterIds.set(row.name, row.filter_id);
    groupFilters.set(
      group.group,
      rows.map((r) => r.filter_id),
    );
  }
  const categoryFilters = categorySeeds.flatMap((category) =>
    category.filterGroups.flatMap((group) =>
      (groupFilters.get(group) ?? []).map((filter_id) => ({
        category_id: categoryIds.get(category.keyword)!,
        filter_id,
      })),
    ),
  );
  await trx.insertInto('category_filter').values(categoryFilters).execute();
  return filterIds;
}

function productDescription(product: DemoProduct): string {
  const parts = [`<p>${product.intro}</p>`];
  if (product.benefits.length > 0) {
    parts.push(
      '<p><strong>Действие:</strong></p>',
      `<ul>${product.benefits.map((b) => `<li>${b}</li>`).join('')}</ul>`,
    );
  }
  if (product.actives) parts.push(`<p><strong>Активные компоненты:</strong> ${product.actives}.</p>`);
  parts.push(`<p><strong>Применение:</strong> ${product.usage}</p>`);
  if (product.volume) parts.push(`<p><strong>Объём:</strong> ${product.volume}</p>`);
  return sanitizeHtml(parts.join(''), { frames: false });
}

async function seedProducts(
  trx: Transaction<Database>,
  categoryIds: Map<string, number>,
  filterIds: Map<string, number>,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('product')
    .values(
      demoProducts.map((p, index) => ({
        product_id: p.id,
        sku: p.sku,
        name: p.name,
        description: productDescription(p),
        price: p.price,
        quantity: p.quantity,
        image: p.image,
        date_available: p.dateAvailable,
        keyword: p.keyword,
        sort_order: index + 1,
        // Left empty unless written: the page's own title (name, category, price) says more than the name alone.
        meta_title: p.metaTitle ?? '',
        meta_description: p.metaDescription ?? '',
        // product §1: professionals pay 70% (decision 0026); their price row follows from this below.
        pro_discount: (p.proDiscount ?? true) && p.price > 0,
        date_added: `${p.dateAvailable}T09:00:00+03:00`,
        date_modified: `${p.dateAvailable}T09:00:00+03:00`,
      })),
    )
    .execute();

  const all = categoryIds.get('vsja-produktsija')!;
  const sale = categoryIds.get('aktsii')!;
  await trx
    .insertInto('product_to_category')
    .values(
      demoProducts.flatMap((p) => {
        const ids = new Set([all, ...p.categories.map((k) => categoryIds.get(k)!)]);
        if (p.sale !== undefined) ids.add(sale);
        return [...ids].map((category_id) => ({ product_id: p.id, category_id }));
      }),
    )
    .execute();

  const images = demoProducts.flatMap((p) =>
    p.gallery.map((image, i) => ({ product_id: p.id, image, sort_order: i + 1 })),
  );
  if (images.length > 0) await trx.insertInto('product_image').values(images).execute();

  const specials = demoProducts.flatMap((p) => {
    const rows: {
      product_id: number;
      customer_group_id: number;
      priority: number;
      price: number;
      date_end?: string;
    }[] = [];
    if (p.sale !== undefined) {
      rows.push({
        product_id: p.id,
        customer_group_id: GROUP_ALL,
        priority: 1,
        price: p.sale,
        // The day in shop time, so a sale seeded late in the evening in Moscow does not end a day early.
        ...(p.saleDays === undefined ? {} : { date_end: shopDate(now, p.saleDays) }),
      });
    }
    return rows;
  });
  await trx.insertInto('product_special').values(specials).execute();
  await syncProfessionalPrices(
    trx,
    demoProducts.map((p) => p.id),
  );

  await seedSamplers(trx);

  const videos = demoProducts.flatMap((p) =>
    (p.videos ?? []).map((href, i) => ({ product_id: p.id, href, sort_order: i + 1 })),
  );
  if (videos.length > 0) await trx.insertInto('product_video').values(videos).execute();

  const productFilters = demoProducts.flatMap((p) =>
    (p.filters ?? []).map((name) => {
      const filter_id = filterIds.get(name);
      if (filter_id === undefined) throw new Error(`Демо-данные: у товара ${p.sku} неизвестный фильтр «${name}»`);
      return { product_id: p.id, filter_id };
    }),
  );
  await trx.insertInto('product_filter').values(productFilters).execute();

  // Related products: the next three of the same line.
  const related = demoProducts.flatMap((p) => {
    const sameLine = demoProducts.filter((other) => other.line === p.line && other.id !== p.id);
    return sameLine
      .filter((other) => other.id > p.id)
      .concat(sameLine.filter((other) => other.id < p.id))
      .slice(0, 3)
      .map((other) => ({ product_id: p.id, related_id: other.id }));
  });
  if (related.length > 0) await trx.insertInto('product_related').values(related).execute();
}

/** The shop's calendar day ('YYYY-MM-DD') `days` after `now`. */
function shopDate(now: Date, days: number): string {
  return shopDateTime(new Date(now.getTime() + days * 86_400_000)).slice(0, 10);
}

async function seedSamplers(trx: Transaction<Database>): Promise<void> {
  const { option_id } = await trx
    .insertInto('option')
    .values({ name: samplerOption.name, type: 'select', sort_order: 1 })
    .returning('option_id')
    .executeTakeFirstOrThrow();
  const values = await trx
    .insertInto('option_value')
    .values(samplerOption.values.map((name, i) => ({ option_id, name, sort_order: i + 1 })))
    .returning('option_value_id')
    .execute();
  for (const product of demoProducts.filter((p) => p.sampler)) {
    const { product_option_id } = await trx
      .insertInto('product_option')
      .values({ product_id: product.id, option_id, required: false })
      .returning('product_option_id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('product_option_value')
      .values(
        values.map((v, i) => ({
          product_option_id,
          sort_order: i + 1,
          product_id: product.id,
          option_id,
          option_value_id: v.option_value_id,
          quantity: 100,
          price: 0,
        })),
      )
      .execute();
  }
}

async function seedReviews(trx: Transaction<Database>): Promise<void> {
  const idBySku = new Map(demoProducts.map((p) => [p.sku, p.id]));
  await trx
    .insertInto('review')
    .values(
      reviewSeeds.map((r) => {
        const product_id = idBySku.get(r.sku);
        if (product_id === undefined) throw new Error(`Демо-данные: отзыв на неизвестный товар ${r.sku}`);
        return {
          product_id,
          customer_id: null,
          author: r.author,
          text: r.text,
          rating: r.rating,
          moderation: r.moderation ?? 'published',
          date_added: r.date,
          date_modified: r.date,
        };
      }),
    )
    .execute();
}

async function seedArticles(
  trx: Transaction<Database>,
): Promise<{ newsIds: Map<string, number>; blogIds: Map<string, number> }> {
  const newsRows = await trx
    .insertInto('news')
    .values(
      demoNews.map((n) => ({
        title: n.title,
        short_description: n.short,
        description: sanitizeHtml(n.body.map((p) => `<p>${p}</p>`).join('')),
        image: n.image,
        keyword: n.keyword,
        date_added: n.date,
        date_modified: n.date,
      })),
    )
    .returning(['news_id', 'keyword'])
    .execute();

  const blogRows = await trx
    .insertInto('blog')
    .values(
      demoBlog.map((b) => ({
        title: b.title,
        short_description: b.short,
        description: sanitizeHtml(b.html),
        image: b.image,
        keyword: b.keyword,
        date_added: b.date,
        date_modified: b.date,
      })),
    )
    .returning(['blog_id', 'keyword'])
    .execute();
  const blogIds = new Map(blogRows.map((r) => [r.keyword, r.blog_id]));

  const idBySku = new Map(demoProducts.map((p) => [p.sku, p.id]));
  const links = demoBlog.flatMap((b) =>
    b.skus.map((sku) => {
      const product_id = idBySku.get(sku);
      if (product_id === undefined)
        throw new Error(`Демо-данные: статья «${b.title}» ссылается на неизвестный товар ${sku}`);
      return { blog_id: blogIds.get(b.keyword)!, product_id };
    }),
  );
  await trx.insertInto('blog_product').values(links).execute();
  return { newsIds: new Map(newsRows.map((r) => [r.keyword, r.news_id])), blogIds };
}

async function seedPages(trx: Transaction<Database>, now: Date): Promise<void> {
  await trx
    .insertInto('information')
    .values(
      informationSeeds.map((page, index) => ({
        information_id: page.id,
        title: page.title,
        description: sanitizeHtml(page.html),
        keyword: page.keyword,
        sort_order: index + 1,
        meta_title: page.title,
      })),
    )
    .execute();

  const idBySku = new Map(demoProducts.map((p) => [p.sku, p.id]));
  await trx
    .insertInto('faq')
    .values(
      faqSeeds.map((f) => ({
        name: f.name,
        email: f.email,
        product_id: f.sku ? idBySku.get(f.sku)! : null,
        question: f.question,
        answer: f.answer ?? null,
        moderation: 'published',
        date_added: f.date,
        date_answered: f.answered ?? null,
      })),
    )
    .execute();

  await trx
    .insertInto('seminar')
    .values(
      demoSeminars.map((s) => {
        // 11:00 Moscow time (UTC+3) on the day `inDays` from now.
        const start = new Date(now.getTime() + s.inDays * 86_400_000);
        start.setUTCHours(8, 0, 0, 0);
        return {
          type: s.type,
          title: s.title,
          text: sanitizeHtml(s.html),
          image: s.image,
          date: start,
          date1: new Date(start.getTime() + s.minutes * 60_000),
        };
      }),
    )
    .execute();

  await trx
    .insertInto('banner')
    .values(bannerSeeds.map((b, i) => ({ title: b.title, image: b.image, link: b.link, sort_order: i + 1 })))
    .execute();
}

async function seedUrlAliases(
  trx: Transaction<Database>,
  categoryIds: Map<string, number>,
  newsIds: Map<string, number>,
  blogIds: Map<string, number>,
): Promise<void> {
  const aliases = [
    ...[...categoryIds].map(([keyword, id]) => ({ keyword, module: 'category', target_id: String(id) })),
    ...demoProducts.map((p) => ({ keyword: p.keyword, module: 'product', target_id: String(p.id) })),
    ...[...newsIds].map(([keyword, id]) => ({ keyword, module: 'news', target_id: String(id) })),
    ...[...blogIds].map(([keyword, id]) => ({ keyword, module: 'blog', target_id: String(id) })),
    ...informationSeeds.flatMap((page) =>
      [page.keyword, ...(page.aliases ?? [])].map((keyword) => ({
        keyword,
        module: 'information',
        target_id: String(page.id),
      })),
    ),
    ...staticAliases,
  ];
  const seen = new Set<string>();
  for (const alias of aliases) {
    if (seen.has(alias.keyword)) throw new Error(`Демо-данные: адрес «${alias.keyword}» встречается дважды`);
    seen.add(alias.keyword);
  }
  await trx.insertInto('url_alias').values(aliases).execute();
}
