/**
 * One value computed on demand and kept for `ttlMs`: the sitemap and the market feed, which read the whole catalogue,
 * are built at most once per lifetime however many crawlers ask. Requests arriving while it is being built share the
 * one build; a build that fails is not kept, so the next request tries again. A value is kept for one `version` (the
 * catalogue's, decision 0020): asked for another, it is built again at once.
 */
export class TimedCache<T> {
  private value: { data: Promise<T>; expires: number; version: number | null } | null = null;

  constructor(
    private readonly ttlMs: number,
    private readonly compute: () => Promise<T>,
    private readonly now: () => number = Date.now,
  ) {}

  get(version: number | null = null): Promise<T> {
    const now = this.now();
    if (this.value && now < this.value.expires && this.value.version === version) return this.value.data;
    const data = this.compute();
    const entry = { data, expires: now + this.ttlMs, version };
    this.value = entry;
    data.catch(() => {
      if (this.value === entry) this.value = null;
    });
    return data;
  }
}
