// Writes which files each lazily imported module of the storefront loads (dist/server/lazy-bundles.json), so that the
// server can name a rendered page's own chunks in it (<link rel="modulepreload">): the browser then fetches
// them with the first script instead of learning of them only once that script has run (one more round trip before
// the page hydrates). Keys: the imported module's path from the project's root without its extension
// ("src/web/content/home-page"); values: the addresses of the bundles Parcel loads together for that import, those of
// the page's first script left out. .parcelrc adds this reporter to Parcel's own; every build writes the file anew.
const { writeFile, mkdir } = require('node:fs/promises');
const path = require('node:path');
const { Reporter } = require('@parcel/plugin');

/** package.json's storefront target, and where its server build lives (never served: src/server/http/static.ts). */
const TARGET = 'storefront';
const OUT = path.join('server', 'lazy-bundles.json');

const withoutExtension = (file) => file.slice(0, file.length - path.extname(file).length);
/** A bundle's address: its final file name (hash in place) under the target's public URL. */
const url = (bundle) => `${bundle.target.publicUrl.replace(/\/$/, '')}/${path.basename(bundle.filePath)}`;
/** The script and style bundles (a lazy import of a font or an image is a URL, not a module to preload). */
const LOADED = new Set(['js', 'css']);

module.exports = new Reporter({
  async report({ event, options }) {
    if (event.type !== 'buildSuccess') return;
    const graph = event.bundleGraph;
    const bundles = graph.getBundles().filter((bundle) => bundle.target.name === TARGET);
    if (bundles.length === 0) return;
    const { distDir } = bundles[0].target;
    const inEntry = (bundle) =>
      graph.getBundleGroupsContainingBundle(bundle).some((group) => graph.isEntryBundleGroup(group));
    const groups = new Map();
    for (const bundle of bundles) {
      for (const group of graph.getBundleGroupsContainingBundle(bundle)) {
        if (!graph.isEntryBundleGroup(group)) groups.set(group.entryAssetId, group);
      }
    }
    const lazy = {};
    for (const [assetId, group] of groups) {
      const module = path.relative(options.projectRoot, graph.getAssetById(assetId).filePath);
      // The shop's own modules (a package's lazy import, such as the dev inspector, is no page of it).
      if (module.startsWith('..') || module.split(path.sep).includes('node_modules')) continue;
      const files = graph
        .getBundlesInBundleGroup(group)
        .filter((bundle) => LOADED.has(bundle.type) && !inEntry(bundle))
        .map(url);
      if (files.length > 0) lazy[withoutExtension(module).split(path.sep).join('/')] = files;
    }
    const sorted = Object.fromEntries(Object.entries(lazy).sort(([a], [b]) => a.localeCompare(b)));
    await mkdir(path.join(distDir, path.dirname(OUT)), { recursive: true });
    await writeFile(path.join(distDir, OUT), `${JSON.stringify(sorted, null, 2)}\n`);
  },
});
