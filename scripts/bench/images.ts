/**
 * `npm run bench:images` (decision 0019): the bytes a page's pictures cost before and after the image pipeline, and
 * the time to make the variants.
 *
 * - The seed's pictures are SVGs, served as they are: their bytes (raw and as sent, brotli) beside what a WebP or AVIF
 *   of them would weigh at the width a phone and a desktop would pick, which is why they stay SVG.
 * - Photos, as the shop's editors would upload them: JPEGs (quality 88) drawn from the seed's pictures at a photo's
 *   size, with a photo's grain, or your own files: `npm run bench:images -- <folder of JPEG/PNG/WebP>` (each taken as
 *   a product photo). Before: the original, as the page loaded it; after: the AVIF (or WebP, for a browser without
 *   AVIF) of the width each page picks from its srcset and sizes.
 * - The time to make every variant (all fixed widths, both formats) of those photos through the pipeline (two at a
 *   time, on disk), and the time to draw the seed's SVGs.
 *
 * Widths are picked as a browser picks them: the `sizes` of each page picture (as in its component) at the viewport's
 * CSS width, times its device pixel ratio, then the smallest srcset width at least that wide.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import sharp from 'sharp';
import { IMAGE_FORMATS, IMAGE_WIDTHS, variantWidths, type ImageFormat } from '../../src/domain/image-variants';
import { demoImageCatalog } from '../../src/server/db/seed/images/demo-image-catalog';
import { demoImage } from '../../src/server/images/demo-images';
import { ImageStore } from '../../src/server/images/image-store';

const VIEWPORTS = [
  { name: 'phone', width: 390, dpr: 3 },
  { name: 'desktop', width: 1440, dpr: 1 },
] as const;

/** The page pictures, with the `sizes` their components give (src/web) and a seed picture of that kind. */
const ROLES = [
  {
    name: 'product card',
    sizes: '(min-width: 1240px) 300px, (min-width: 975px) 33vw, 50vw',
    seed: 'catalog/demo/products/piling-mindalnyj-30.svg',
    photo: { width: 1600, height: 1600 },
  },
  {
    name: 'product page (LCP)',
    sizes: '(min-width: 975px) 600px, 100vw',
    seed: 'catalog/demo/products/piling-mindalnyj-30.svg',
    photo: { width: 1600, height: 1600 },
  },
  {
    name: 'home banner (LCP)',
    sizes: '(min-width: 1320px) 1272px, 100vw',
    seed: 'catalog/demo/banners/peel season.svg',
    photo: { width: 2640, height: 880 },
  },
  {
    name: 'article card',
    sizes: '(min-width: 975px) 400px, 100vw',
    seed: 'catalog/demo/news/kak-pravilno-hranit-kislotnye-pilingi.svg',
    photo: { width: 1200, height: 800 },
  },
  { name: 'thumbnail', sizes: '80px', seed: 'catalog/demo/products/piling-mindalnyj-30.svg', photo: null },
] as const;

/** How many CSS pixels wide `sizes` says a picture is drawn in a viewport `viewport` CSS pixels wide. */
function drawnWidth(sizes: string, viewport: number): number {
  for (const entry of sizes.split(',').map((part) => part.trim())) {
    const media = /^\(min-width:\s*(\d+)px\)\s*(.+)$/.exec(entry);
    if (media && viewport < Number(media[1])) continue;
    const value = media ? media[2] : entry;
    const px = /^(\d+(?:\.\d+)?)px$/.exec(value);
    if (px) return Number(px[1]);
    const vw = /^(\d+(?:\.\d+)?)vw$/.exec(value);
    if (vw) return (viewport * Number(vw[1])) / 100;
    throw new Error(`sizes value not understood: ${value}`);
  }
  throw new Error(`no sizes entry applies: ${sizes}`);
}

/** The srcset entry a browser picks: the smallest at least `needed` device pixels wide, else the largest. */
function pick(intrinsicWidth: number, needed: number): { request: number; actual: number } {
  const offered = variantWidths(intrinsicWidth);
  return offered.find((entry) => entry.actual >= needed) ?? offered[offered.length - 1];
}

const ENCODE = { webp: { quality: 75, effort: 4 }, avif: { quality: 50, effort: 2 } } as const;

async function encode(input: Buffer, width: number, format: ImageFormat): Promise<number> {
  const pipeline = sharp(input).autoOrient().resize({ width, withoutEnlargement: true });
  const output = await (format === 'avif' ? pipeline.avif(ENCODE.avif) : pipeline.webp(ENCODE.webp)).toBuffer();
  return output.length;
}

const brotli = (text: string) =>
  brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const cell = (text: string, width: number) => text.padStart(width);

/** A seeded pseudo-random byte source (the same photos on every run). */
function randomBytes(count: number, seed: number): Buffer {
  const bytes = Buffer.alloc(count);
  let state = seed;
  for (let i = 0; i < count; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    bytes[i] = state >> 23;
  }
  return bytes;
}

/**
 * A photo drawn from a seed SVG at `width`×`height`: the drawing under light and texture at every scale (noise of
 * four octaves, each half as strong as the one before, as in natural pictures, so that it survives scaling down)
 * and a camera's grain, saved as a JPEG of quality 88.
 */
async function photoOf(svg: string, width: number, height: number): Promise<Buffer> {
  const drawn = await sharp(Buffer.from(svg), { density: 300 })
    .resize(width, height, { fit: 'cover' })
    .removeAlpha()
    .raw()
    .toBuffer();
  const octaves = [
    { cells: 12, strength: 40 },
    { cells: 48, strength: 20 },
    { cells: 192, strength: 10 },
    { cells: 768, strength: 6 },
  ];
  const layers = await Promise.all(
    octaves.map(async ({ cells }, i) =>
      sharp(randomBytes(cells * cells, i + 1), { raw: { width: cells, height: cells, channels: 1 } })
        .resize(width, height, { kernel: 'cubic', fit: 'fill' })
        .raw()
        .toBuffer(),
    ),
  );
  const grain = randomBytes(drawn.length, 99);
  for (let i = 0; i < drawn.length; i++) {
    const pixel = (i / 3) | 0;
    let light = 0;
    for (let o = 0; o < octaves.length; o++) light += ((layers[o][pixel] - 128) / 128) * octaves[o].strength;
    drawn[i] = Math.max(0, Math.min(255, Math.round(drawn[i] + light + (grain[i] - 128) / 24)));
  }
  return sharp(drawn, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

// --- 1. The seed's SVGs ----------------------------------------------------------------------------------------------

console.log('Viewports: ' + VIEWPORTS.map((v) => `${v.name} ${v.width} CSS px × DPR ${v.dpr}`).join(', ') + '\n');
console.log("1. The seed's pictures (SVG, served as they are) against raster copies of them at the width picked");
console.log(
  `${'picture'.padEnd(20)}${cell('SVG', 9)}${cell('sent (br)', 11)}` +
    VIEWPORTS.map((v) => `${cell(`${v.name}: w`, 14)}${cell('webp', 9)}${cell('avif', 9)}`).join(''),
);
for (const role of ROLES) {
  const image = demoImage(role.seed)!;
  const size = image.size!;
  const svg = Buffer.from(image.body);
  let line = `${role.name.padEnd(20)}${cell(kb(svg.length), 9)}${cell(kb(brotli(image.body)), 11)}`;
  for (const viewport of VIEWPORTS) {
    const needed = drawnWidth(role.sizes, viewport.width) * viewport.dpr;
    // The SVG drawn as large as a raster original would be for that width, then the variant made from it.
    const raster = await sharp(svg, { density: 300 })
      .resize({ width: Math.max(size.width, 1920) })
      .png()
      .toBuffer();
    const { request } = pick(Math.max(size.width, 1920), needed);
    line += `${cell(String(request), 14)}${cell(kb(await encode(raster, request, 'webp')), 9)}`;
    line += cell(kb(await encode(raster, request, 'avif')), 9);
  }
  console.log(line);
}

// --- 2. Photos ------------------------------------------------------------------------------------------------------

const ownFolder = process.argv[2];
const photos: { name: string; role: (typeof ROLES)[number]; original: Buffer }[] = [];
if (ownFolder) {
  for (const name of readdirSync(ownFolder)
    .filter((n) => /\.(jpe?g|png|webp)$/i.test(n))
    .sort()) {
    photos.push({ name, role: ROLES[1], original: readFileSync(path.join(ownFolder, name)) });
  }
} else {
  for (const role of ROLES) {
    if (!role.photo) continue;
    photos.push({
      name: role.name,
      role,
      original: await photoOf(demoImage(role.seed)!.body, role.photo.width, role.photo.height),
    });
  }
}

const source = ownFolder ?? 'JPEG q88 drawn from the seed, with texture and grain';
console.log(`\n2. Photos (${source}): the original the page loaded before, the variant it loads now`);
console.log(
  `${'picture'.padEnd(20)}${cell('original', 16)}` +
    VIEWPORTS.map((v) => `${cell(`${v.name}: w`, 14)}${cell('webp', 9)}${cell('avif', 9)}${cell('saved', 7)}`).join(''),
);
for (const photo of photos) {
  const { width } = (await sharp(photo.original).metadata()).autoOrient;
  let line = `${photo.name.slice(0, 19).padEnd(20)}${cell(`${kb(photo.original.length)} ${width}w`, 16)}`;
  for (const viewport of VIEWPORTS) {
    const needed = drawnWidth(photo.role.sizes, viewport.width) * viewport.dpr;
    const { request, actual } = pick(width, needed);
    const webp = await encode(photo.original, request, 'webp');
    const avif = await encode(photo.original, request, 'avif');
    const saved = `${Math.round((1 - avif / photo.original.length) * 100)}%`;
    line += `${cell(`${request}→${actual}`, 14)}${cell(kb(webp), 9)}${cell(kb(avif), 9)}${cell(saved, 7)}`;
  }
  console.log(line);
}

// --- 3. Time to make the variants ----------------------------------------------------------------------------------

let started = performance.now();
let drawn = 0;
for (const imagePath of demoImageCatalog().keys()) if (demoImage(imagePath)) drawn += 1;
console.log(
  `\n3. Time to make the variants\n` +
    `seed: ${drawn} SVGs drawn and hashed in ${(performance.now() - started).toFixed(0)} ms (once per process); ` +
    'no raster variants (SVGs are served as they are)',
);

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-images-'));
try {
  const store = new ImageStore(dataDir);
  mkdirSync(store.root, { recursive: true });
  const names = photos.map((photo, i) => {
    const name = `photo-${i}.${/^\xff\xd8/.test(photo.original.toString('latin1', 0, 2)) ? 'jpg' : 'png'}`;
    writeFileSync(path.join(store.root, name), photo.original);
    return name;
  });
  started = performance.now();
  const jobs: Promise<void>[] = [];
  for (const name of names) {
    const original = (await store.original(name))!;
    for (const width of IMAGE_WIDTHS) {
      for (const format of IMAGE_FORMATS) {
        jobs.push(store.variant(original, width, format).then(() => undefined));
      }
    }
  }
  await Promise.all(jobs);
  const seconds = (performance.now() - started) / 1000;
  const cached = readdirSync(store.cacheDir, { recursive: true }).filter((name) => /\.(avif|webp)$/.test(String(name)));
  console.log(
    `photos: ${store.encoded} variants of ${names.length} originals (${IMAGE_WIDTHS.length} widths × ` +
      `${IMAGE_FORMATS.length} formats, widths past an original made once) in ${seconds.toFixed(1)} s, ` +
      `two at a time: ${((seconds * 1000) / Math.max(1, store.encoded)).toFixed(0)} ms a variant; ` +
      `${cached.length} files on disk`,
  );
  started = performance.now();
  for (const name of names) {
    const original = (await store.original(name))!;
    for (const width of IMAGE_WIDTHS) for (const format of IMAGE_FORMATS) await store.variant(original, width, format);
  }
  console.log(
    `again (from disk): ${(performance.now() - started).toFixed(0)} ms for all, ${store.encoded} encodings in all`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
