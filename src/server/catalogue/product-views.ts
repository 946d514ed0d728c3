import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** How long views are gathered before they are written, in one statement for every product viewed meanwhile. */
export const VIEW_FLUSH_MS = 5000;

/**
 * The bestsellers' view counts (product.viewed), counted in memory and written every VIEW_FLUSH_MS and when the
 * server closes (decision 0020). A product page served from the answer cache touches no table; one UPDATE per view
 * would have cost the database a write per page and the page its speed. A crash loses at most a few seconds of
 * views. The catalogue version ignores a change of `viewed` alone (migration 018), so the counts never drop the cache.
 */
export class ProductViews {
  #counts = new Map<number, number>();
  #timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
    private readonly flushMs = VIEW_FLUSH_MS,
  ) {}

  count(productId: number): void {
    this.#counts.set(productId, (this.#counts.get(productId) ?? 0) + 1);
    if (this.#timer === null) {
      this.#timer = setTimeout(() => void this.flush(), this.flushMs);
      this.#timer.unref();
    }
  }

  /** Writes the views counted so far. */
  async flush(): Promise<void> {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    if (this.#counts.size === 0) return;
    const counts = [...this.#counts];
    this.#counts = new Map();
    const rows = counts.map(([id, views]) => sql`(${id}::integer, ${views}::integer)`);
    try {
      await sql`
        update product set viewed = product.viewed + counted.views
        from (values ${sql.join(rows)}) as counted (product_id, views)
        where product.product_id = counted.product_id`.execute(this.db);
    } catch (error) {
      this.log.warn({ err: error, products: counts.length }, 'Просмотры товаров не записаны');
    }
  }
}
