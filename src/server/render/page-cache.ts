interface Entry {
  html: Promise<string | null>;
  /** The rendered page once it is there (a rendering that gave no page is not kept). */
  page?: string;
  /** Until when it is served as it is. */
  freshUntil: number;
  /** A fresh rendering is under way while this one is still served. */
  refreshing: boolean;
}

/**
 * Rendered pages kept a short while (decision 0018). Rendering a page costs tens of milliseconds of one core (several
 * renderings to find its data), hundreds on a busy machine; most page requests are anonymous and alike (crawlers,
 * links opened from search and feeds), so one rendering serves them all for `ttlMs`. The key holds everything the
 * page depends on: its address, the shopper's customer group (prices), whether the shop is closed and the catalogue
 * version (page-renderer.ts), so a change to the catalogue or content makes a new key at once. Visitors asking for the
 * same page while it renders share that one rendering; a rendering that fails is not kept.
 *
 * A page past `ttlMs` but younger than `ttlMs + staleMs` is still sent, once more, while a fresh one renders behind
 * it (stale-while-revalidate): no shopper waits for a rendering of a page someone asked for in the last minutes, and
 * such a page is at most one request behind. If that rendering fails, the kept page stays until it is too old.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly options: { ttlMs: number; staleMs: number; maxEntries: number },
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, render: () => Promise<string | null>): Promise<string | null> {
    const now = this.now();
    const kept = this.entries.get(key);
    if (kept && now < kept.freshUntil) return kept.html;
    if (kept?.page !== undefined && now < kept.freshUntil + this.options.staleMs) {
      if (!kept.refreshing) this.refresh(key, kept, render);
      return kept.html;
    }
    if (kept) this.entries.delete(key);
    const entry = this.keep(key, render(), now);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    entry.html.then((page) => (page === null ? forget() : (entry.page = page)), forget);
    return entry.html;
  }

  /** Renders the page anew behind the kept one, which it replaces only once it is there. */
  private refresh(key: string, kept: Entry, render: () => Promise<string | null>): void {
    kept.refreshing = true;
    const rendering = render();
    const settled = () => {
      kept.refreshing = false;
    };
    rendering.then((page) => {
      settled();
      if (page === null || this.entries.get(key) !== kept) return;
      this.entries.delete(key);
      this.keep(key, rendering, this.now()).page = page;
    }, settled);
  }

  private keep(key: string, html: Promise<string | null>, now: number): Entry {
    const entry: Entry = { html, freshUntil: now + this.options.ttlMs, refreshing: false };
    this.entries.set(key, entry);
    // The oldest entry goes first (a Map keeps insertion order).
    const oldest = this.entries.keys().next();
    if (this.entries.size > this.options.maxEntries && !oldest.done) this.entries.delete(oldest.value);
    return entry;
  }
}
