import { sql, type Kysely } from 'kysely';
import type { Listen } from './database';
import type { Database } from './schema';

/** The channel 018's trigger notifies at each bump of the catalogue's version (payload: the schema). */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/**
 * The catalogue's version as this process knows it (migration 018, decision 0020): the one row is read at most once
 * per `checkMs`, and at once after a notification on CATALOGUE_CHANNEL (or `changed()`). Versions only grow, so a
 * cached answer kept under an older one is stale.
 *
 * The version is read before the data of an answer, never after: an answer is therefore kept under a version at most
 * as new as the data it was computed from, and the next version read drops it when the data has moved on since.
 */
export class CatalogueVersion {
  #known: number | null = null;
  #checkedAt = -Infinity;
  #reading: Promise<number> | null = null;
  /** Bumped by every notification: a read that started before one does not count as fresh. */
  #generation = 0;
  #schema: string | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly checkMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The version, without a query while the last read is younger than `checkMs` and no change was announced. */
  current(): number | Promise<number> {
    if (this.#known !== null && this.now() - this.#checkedAt < this.checkMs) return this.#known;
    if (!this.#reading) {
      // Requests arriving while the row is read share the read.
      const reading: Promise<number> = this.#read().finally(() => {
        // A newer read (started after changed()) is left alone.
        if (this.#reading === reading) this.#reading = null;
      });
      this.#reading = reading;
    }
    return this.#reading;
  }

  /** The version may have changed: the next `current()` reads it. */
  changed(): void {
    this.#generation += 1;
    this.#checkedAt = -Infinity;
    this.#reading = null;
  }

  /**
   * Rereads the version when the database announces a change of this schema's catalogue (another schema of the same
   * PostgreSQL has its own catalogue and its own announcements). Resolves to the function that stops listening.
   */
  listen(listen: Listen): Promise<() => Promise<void>> {
    return listen(CATALOGUE_CHANNEL, (payload) => {
      if (payload === null || this.#schema === null || payload === this.#schema) this.changed();
    });
  }

  async #read(): Promise<number> {
    const generation = this.#generation;
    const startedAt = this.now();
    const { rows } = await sql<{ version: number | string; schema: string }>`
      select version, current_schema() as schema from catalogue_version`.execute(this.db);
    const version = Number(rows[0]?.version ?? 0);
    if (this.#known === null || version > this.#known) this.#known = version;
    this.#schema = rows[0]?.schema ?? null;
    if (generation === this.#generation) this.#checkedAt = startedAt;
    return version;
  }
}
