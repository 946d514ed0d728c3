import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The storefront's files compressed once, at build: `name.br` (brotli, best quality) and `name.gz` (gzip, best level)
 * beside each text file, so the server sends them as they are (@fastify/static `preCompressed`) instead of compressing
 * a 1 MB bundle anew for every request at a quality low enough to be quick.
 */

/** Text formats worth compressing; images, fonts (woff2 is compressed already) and source maps are left alone. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml']);

/** Below this a compressed copy saves less than its own headers (the server's on-the-fly threshold too). */
export const PRECOMPRESS_MIN_BYTES = 1024;

export interface PrecompressReport {
  files: number;
  /** Files whose copies were already there and newer than them (a rebuild leaves the unchanged bundles alone). */
  reused: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/** The server's own build of the storefront (dist/server/) is read from disk by Node, never sent. */
export const SERVER_BUILD_DIR = 'server';

function* filesUnder(dir: string, top = true): Generator<string> {
  for (const entry of readdirSync(dir)) {
    if (top && entry === SERVER_BUILD_DIR) continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* filesUnder(full, false);
    else yield full;
  }
}

/** Whether both copies were written after `file` last `changed`, as make decides. */
function copiesUpToDate(file: string, changed: number): boolean {
  return [`${file}.br`, `${file}.gz`].every((copy) => existsSync(copy) && statSync(copy).mtimeMs >= changed);
}

/**
 * Writes the .br and .gz copies of every compressible file under `dir` whose copies are missing or older than it.
 * Parcel leaves the bundles a rebuild did not change as they were (their names are their contents' hashes), so a
 * rebuild compresses only what it wrote: brotli's best quality takes minutes over the whole build.
 */
export function precompressDir(dir: string): PrecompressReport {
  const report: PrecompressReport = { files: 0, reused: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.has(path.extname(file))) continue;
    const info = statSync(file);
    if (info.size < PRECOMPRESS_MIN_BYTES) continue;
    if (copiesUpToDate(file, info.mtimeMs)) {
      report.reused++;
      continue;
    }
    const content = readFileSync(file);
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gzip = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzip);
    report.files++;
    report.bytes += content.length;
    report.brotliBytes += brotli.length;
    report.gzipBytes += gzip.length;
  }
  return report;
}

/** The file a compressed copy stands for (start.js.br → start.js); any other name as it is. */
export function originalOfCopy(name: string): string {
  return name.replace(/\.(?:br|gz)$/, '');
}

/**
 * Removes the compressed copies (`npm run dev`: Parcel's watch rewrites files in place, and a copy left from the last
 * build would be sent instead of the fresh file).
 */
export function removePrecompressed(dir: string): number {
  if (!existsSync(dir)) return 0;
  let removed = 0;
  for (const file of filesUnder(dir)) {
    if (originalOfCopy(file) === file) continue;
    rmSync(file);
    removed++;
  }
  return removed;
}
