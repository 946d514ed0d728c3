/**
 * Rendered pages kept a short while (decision 0018). Rendering a page costs tens of milliseconds of one core (several
 * renderings to find its data); most page requests are anonymous and alike (crawlers, links opened from search and
 * feeds), so one rendering serves them all for `ttlMs`. The key holds everything the page depends on: its address, the
 * shopper's customer group (prices), whether the shop is closed and the catalogue version (page-renderer.ts). Visitors asking for the same page while it renders
 * share that one rendering; a rendering that fails is not kept.
 */
export class PageCache {
  private readonly entries = new Map<string, { html: Promise<string | null>; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, render: () => Promise<string | null>): Promise<string | null> {
    const now = this.now();
    const kept = this.entries.get(key);
    if (kept && now < kept.expires) return kept.html;
    if (kept) this.entries.delete(key);
    const html = render();
    const entry = { html, expires: now + this.ttlMs };
    this.entries.set(key, entry);
    // The oldest entry goes first (a Map keeps insertion order).
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    html.then((value) => value === null && forget(), forget);
    return html;
  }
}
