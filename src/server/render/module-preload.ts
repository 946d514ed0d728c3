import { readFile } from 'node:fs/promises';

/**
 * What `npm run build` writes in dist/server/lazy-bundles.json (scripts/parcel/reporter-lazy-bundles.cjs): for each
 * lazily imported module of the storefront (its path from the project's root, no extension), the addresses of the
 * bundles the browser loads for it.
 */
export type LazyBundles = Readonly<Record<string, readonly string[]>>;

export const LAZY_BUNDLES_FILE = 'lazy-bundles.json';

/** The build's list; none (a build older than the list, or none yet) preloads nothing. */
export async function readLazyBundles(file: string): Promise<LazyBundles> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as LazyBundles;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

/** A bundle's address as Parcel names it: a path on the site, nothing to escape in an attribute. */
const ADDRESS = /^\/[\w./-]+$/;

/**
 * The elements that fetch the files of the modules a rendered page shows, along with the page's first script:
 * without them the browser learns of those files only once that script has run, one more round trip before the page
 * can hydrate. Parcel's bundles are ES modules (type=module), loaded by import(): `modulepreload` puts each in the
 * module map that import() then reads.
 */
export function preloadLinks(bundles: LazyBundles, modules: readonly string[]): string {
  const files = new Set(modules.flatMap((module) => bundles[module] ?? []));
  return [...files]
    .filter((file) => ADDRESS.test(file))
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" href="${file}">`
        : `<link rel="modulepreload" href="${file}" fetchpriority="low">`,
    )
    .join('');
}
