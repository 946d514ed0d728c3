import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

/**
 * Serialised answers kept in memory (decision 0020): least recently used first out, bounded in bytes, each kept under
 * the catalogue version it was computed at and for a time at most. The store knows nothing of HTTP; cached-answers.ts
 * decides what is kept and how it is sent.
 */

/** The encodings kept beside an answer, compressed once instead of for every request. */
export type Encoding = 'br' | 'gzip';

export interface CachedAnswer {
  /** The reply body as the route's serialiser wrote it. */
  readonly body: string;
  /** A weak validator of the body: W/"<hash>". */
  readonly etag: string;
  /** Headers of the answer besides the body's own (e.g. X-Total-Count), as the route set them. */
  readonly headers: Readonly<Record<string, string>>;
  readonly expiresAt: number;
  /** The body compressed, once per encoding, on the first request that accepts it. */
  readonly encoded: Partial<Record<Encoding, Buffer>>;
}

interface Slot {
  answer: CachedAnswer;
  bytes: number;
}

/** Below this many bytes a body goes uncompressed (as @fastify/compress's threshold in app.ts). */
export const COMPRESS_THRESHOLD = 1024;

/** What a slot costs besides its key and body (the entry's objects, the Map's own). */
const SLOT_OVERHEAD = 256;

/** A weak entity tag from the serialised body: equal bodies, equal tags, in every process. */
export function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

export function compress(body: string, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          // Compressed once per answer, so a quality well above the on-the-fly one is affordable.
          [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
        },
      })
    : zlib.gzipSync(body, { level: 9 });
}

export class AnswerCache {
  readonly #slots = new Map<string, Slot>();
  #bytes = 0;
  #version = -Infinity;

  constructor(
    /** The most the kept answers may take (their keys, bodies and compressed copies, roughly). */
    private readonly maxBytes: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get size(): number {
    return this.#slots.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /**
   * The answer kept for `key`, when it is still good at `version` (the version the caller read before anything else).
   * A newer version than the store's empties the store; an older one (a request that read the version before another
   * request learnt a newer one) finds nothing.
   */
  get(key: string, version: number): CachedAnswer | undefined {
    if (version > this.#version) this.clear(version);
    if (version < this.#version) return undefined;
    const slot = this.#slots.get(key);
    if (!slot) return undefined;
    this.#slots.delete(key);
    if (this.now() >= slot.answer.expiresAt) {
      this.#bytes -= slot.bytes;
      return undefined;
    }
    // Most recently used: to the end of the Map's order.
    this.#slots.set(key, slot);
    return slot.answer;
  }

  /**
   * Keeps an answer computed at `version` for `maxAgeMs`, unless the store has moved to a newer version meanwhile
   * (the answer may already be stale) or the answer alone would take more than a tenth of the store.
   */
  set(
    key: string,
    version: number,
    body: string,
    headers: Record<string, string>,
    maxAgeMs: number,
  ): CachedAnswer | undefined {
    if (version > this.#version) this.clear(version);
    const bytes = SLOT_OVERHEAD + 2 * (key.length + body.length);
    if (version < this.#version || bytes > this.maxBytes / 10) return undefined;
    const answer: CachedAnswer = {
      body,
      etag: etagOf(body),
      headers,
      expiresAt: this.now() + maxAgeMs,
      encoded: {},
    };
    this.#remove(key);
    this.#slots.set(key, { answer, bytes });
    this.#bytes += bytes;
    this.#evict();
    return answer;
  }

  /** The body of a kept answer in `encoding`, compressed on first use and kept with it. */
  encoded(key: string, answer: CachedAnswer, encoding: Encoding): Buffer {
    const kept = answer.encoded[encoding];
    if (kept) return kept;
    const buffer = compress(answer.body, encoding);
    (answer.encoded as Record<Encoding, Buffer>)[encoding] = buffer;
    const slot = this.#slots.get(key);
    if (slot?.answer === answer) {
      slot.bytes += buffer.length;
      this.#bytes += buffer.length;
      this.#evict();
    }
    return buffer;
  }

  /** Forgets every answer; the store now holds answers of `version` only. */
  clear(version = this.#version): void {
    this.#slots.clear();
    this.#bytes = 0;
    this.#version = version;
  }

  #remove(key: string): void {
    const slot = this.#slots.get(key);
    if (!slot) return;
    this.#slots.delete(key);
    this.#bytes -= slot.bytes;
  }

  /** The least recently used go first (the Map keeps insertion order; a hit moves its key to the end). */
  #evict(): void {
    for (const [key, slot] of this.#slots) {
      if (this.#bytes <= this.maxBytes) return;
      this.#slots.delete(key);
      this.#bytes -= slot.bytes;
    }
  }
}
