import { expect } from 'vitest';
import { locations, parseXml } from '../seo-helpers';
import type { TestShop } from '../test-app';

/** What the storefront shows of the catalogue, asked as a shopper's browser asks: a back-office change's effect. */
export function storefrontOf(shop: TestShop) {
  /** Every product id the storefront's category page lists, page by page. */
  async function categoryPage(category: number): Promise<{ ids: number[]; total: number }> {
    const ids: number[] = [];
    let total = 0;
    for (let page = 1; ; page += 1) {
      const reply = await shop.app.inject({
        method: 'POST',
        url: '/back/product/list',
        payload: { category_id: category, current_page: page },
      });
      expect(reply.statusCode).toBe(200);
      const data = reply.json().data as { products: { product_id: number }[]; pages: number; total: number };
      ids.push(...data.products.map((p) => p.product_id));
      total = data.total;
      if (page >= data.pages) return { ids, total };
    }
  }

  async function searched(words: string): Promise<number[]> {
    const reply = await shop.app.inject({
      method: 'GET',
      url: `/cms/index.php?route=module/isearch/ajaxget&k=${encodeURIComponent(words)}&limit=5`,
    });
    expect(reply.statusCode).toBe(200);
    return (reply.json().data as { product_id: number }[]).map((p) => Number(p.product_id));
  }

  async function sitemapProducts(): Promise<string[]> {
    const index = await shop.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const parts = locations(parseXml(index.body), 'sitemap').filter((p) => p.loc.includes('/products-'));
    const locs: string[] = [];
    for (const part of parts) {
      const reply = await shop.app.inject({ method: 'GET', url: new URL(part.loc).pathname });
      locs.push(...locations(parseXml(reply.body), 'url').map((u) => u.loc));
    }
    return locs;
  }

  return { categoryPage, searched, sitemapProducts };
}
