import { describe, expect, it } from 'vitest';
import { PageCache } from '../../src/server/render/page-cache';

// The rendered pages' cache on a clock the test moves: kept for its lifetime, then sent once more while a fresh one
// renders (stale-while-revalidate), never past the stale window, and never a failed rendering.

const OPTIONS = { ttlMs: 30_000, staleMs: 300_000, maxEntries: 3 };

/** Renderings the test finishes by hand, counted. */
function renderings() {
  const pending: { resolve: (page: string | null) => void; reject: (error: Error) => void }[] = [];
  return {
    pending,
    render: () =>
      new Promise<string | null>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A cache on the test's clock that has rendered '/' as 'old' at time 0; `at` moves the clock. */
async function cacheHoldingOld() {
  let clock = 0;
  const cache = new PageCache(OPTIONS, () => clock);
  const { pending, render } = renderings();
  const first = cache.get('/', render);
  pending[0]?.resolve('old');
  await first;
  return { cache, pending, render, at: (ms: number) => (clock = ms) };
}

describe('PageCache', () => {
  it('renders a page once for everyone asking within its lifetime, the ones asking while it renders included', async () => {
    let clock = 0;
    const cache = new PageCache(OPTIONS, () => clock);
    const { pending, render } = renderings();
    const first = cache.get('/', render);
    const second = cache.get('/', render);
    expect(pending).toHaveLength(1);
    pending[0]?.resolve('<p>1</p>');
    expect(await first).toBe('<p>1</p>');
    expect(await second).toBe('<p>1</p>');
    clock = OPTIONS.ttlMs - 1;
    expect(await cache.get('/', render)).toBe('<p>1</p>');
    expect(pending).toHaveLength(1);
  });

  it('sends an old page once more while a fresh one renders, then the fresh one', async () => {
    const { cache, pending, render, at } = await cacheHoldingOld();
    at(OPTIONS.ttlMs + 1_000);
    expect(await cache.get('/', render)).toBe('old');
    // A second visitor while the fresh page renders gets the old one too, without a third rendering.
    expect(await cache.get('/', render)).toBe('old');
    expect(pending).toHaveLength(2);
    pending[1]?.resolve('new');
    await settle();
    expect(await cache.get('/', render)).toBe('new');
    expect(pending).toHaveLength(2);
  });

  it('keeps the old page when the fresh rendering fails, and tries again at the next visit', async () => {
    const { cache, pending, render, at } = await cacheHoldingOld();
    at(OPTIONS.ttlMs + 1);
    expect(await cache.get('/', render)).toBe('old');
    pending[1]?.reject(new Error('database gone'));
    await settle();
    expect(await cache.get('/', render)).toBe('old');
    expect(pending).toHaveLength(3);
    pending[2]?.resolve(null);
    await settle();
    expect(await cache.get('/', render)).toBe('old');
    expect(pending).toHaveLength(4);
  });

  it('waits for a fresh rendering once the kept page is older than the stale window', async () => {
    const { cache, pending, render, at } = await cacheHoldingOld();
    at(OPTIONS.ttlMs + OPTIONS.staleMs);
    const answer = cache.get('/', render);
    expect(pending).toHaveLength(2);
    pending[1]?.resolve('new');
    expect(await answer).toBe('new');
  });

  it('keeps no failed rendering and no missing page: the next visitor renders anew', async () => {
    const cache = new PageCache(OPTIONS, () => 0);
    const { pending, render } = renderings();
    const failed = cache.get('/', render);
    pending[0]?.reject(new Error('boom'));
    await expect(failed).rejects.toThrow('boom');
    const missing = cache.get('/', render);
    pending[1]?.resolve(null);
    expect(await missing).toBeNull();
    const third = cache.get('/', render);
    expect(pending).toHaveLength(3);
    pending[2]?.resolve('page');
    expect(await third).toBe('page');
  });

  it('forgets the oldest page beyond its size', async () => {
    const cache = new PageCache(OPTIONS, () => 0);
    const { pending, render } = renderings();
    for (const path of ['/a', '/b', '/c', '/d']) {
      const page = cache.get(path, render);
      pending.at(-1)?.resolve(path);
      await page;
    }
    expect(await cache.get('/d', render)).toBe('/d');
    expect(pending).toHaveLength(4);
    const again = cache.get('/a', render);
    expect(pending).toHaveLength(5);
    pending[4]?.resolve('/a again');
    expect(await again).toBe('/a again');
  });
});
