/**
 * `npm run build`'s last step: brotli and gzip copies beside the storefront's text files in dist/ (see
 * src/server/build/precompress.ts), so the server never compresses a bundle per request.
 */
import path from 'node:path';
import { precompressDir } from '../src/server/build/precompress';

const dist = path.join(import.meta.dirname, '..', process.argv[2] ?? 'dist');
const started = performance.now();
const report = precompressDir(dist);
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;
console.log(
  `Сжато заранее: ${report.files} файлов, ${kb(report.bytes)} → brotli ${kb(report.brotliBytes)}, gzip ${kb(report.gzipBytes)} за ${((performance.now() - started) / 1000).toFixed(1)} с; без изменений: ${report.reused}.`,
);
