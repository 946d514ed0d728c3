import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchRoute, STOREFRONT_ROUTES } from '../../src/server/http/page-status';

/**
 * The server's route list (src/server/http/page-status.ts) mirrors the storefront's route table: a route added to
 * src/web/routes.tsx without its rule on the server would answer 404 to a page the app shows. The table is read as
 * text: importing it would load the whole storefront into a Node test.
 */
function storefrontRoutePaths(): string[] {
  const source = readFileSync(path.join(import.meta.dirname, '../../src/web/routes.tsx'), 'utf8');
  const paths = [...source.matchAll(/\bpath:\s*(['"`])(.*?)\1/g)].map((m) => m[2]);
  if (/\bindex:\s*true\b/.test(source)) paths.push('');
  return paths;
}

describe('the server mirrors the storefront route table', () => {
  it('has a rule for every route of src/web/routes.tsx, and no route the storefront does not have', () => {
    const storefront = storefrontRoutePaths();
    expect(storefront.length).toBeGreaterThan(20);
    expect(new Set(storefront).size).toBe(storefront.length);
    expect(Object.keys(STOREFRONT_ROUTES).sort()).toEqual([...storefront].sort());
  });

  it('picks the route React Router would: static segments first, case-insensitively, then a parameter, then *', () => {
    expect(matchRoute([])).toEqual({ rule: 'page' });
    expect(matchRoute(['cart'])).toEqual({ rule: 'private' });
    expect(matchRoute(['Cart'])).toEqual({ rule: 'private' });
    expect(matchRoute(['error'])).toEqual({ rule: 'missing' });
    expect(matchRoute(['kremi'])).toEqual({ rule: 'keyword', param: 'kremi' });
    expect(matchRoute(['news', '12'])).toEqual({ rule: 'news', param: '12' });
    expect(matchRoute(['catalog', 'products', '3'])).toEqual({ rule: 'category', param: '3' });
    expect(matchRoute(['catalog', 'products'])).toEqual({ rule: 'category', param: 'products' });
    expect(matchRoute(['change', 'abc'])).toEqual({ rule: 'private', param: 'abc' });
    expect(matchRoute(['kremi', 'more'])).toEqual({ rule: 'missing' });
  });
});
