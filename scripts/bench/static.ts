/**
 * `npm run bench:static`: how fast the storefront's largest script goes out, as a browser asks for it (brotli), sent
 * from the build's compressed copy (`preCompressed`) against compressed on the fly per request (the server's
 * @fastify/compress at quality 4). Needs `npm run build` first. Prints requests per second and the bytes sent.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { constants } from 'node:zlib';

const dist = path.join(import.meta.dirname, '..', '..', 'dist');
const ROUNDS = 200;

const scripts = readdirSync(dist).filter((name) => name.endsWith('.js'));
if (scripts.length === 0) throw new Error('dist/ has no scripts: run npm run build first');
const largest = scripts.sort((a, b) => statSync(path.join(dist, b)).size - statSync(path.join(dist, a)).size)[0];

async function measure(preCompressed: boolean) {
  const app = Fastify();
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifyStatic, { root: dist, preCompressed });
  await app.ready();
  const request = () => app.inject({ method: 'GET', url: `/${largest}`, headers: { 'accept-encoding': 'br, gzip' } });
  await request();
  const started = performance.now();
  let bytes = 0;
  for (let i = 0; i < ROUNDS; i++) bytes = (await request()).rawPayload.length;
  const seconds = (performance.now() - started) / 1000;
  await app.close();
  return { perSecond: ROUNDS / seconds, bytes };
}

const size = statSync(path.join(dist, largest)).size;
console.log(`${largest}: ${Math.round(size / 1024)} KiB; ${ROUNDS} requests each, one at a time (app.inject)\n`);
for (const [label, preCompressed] of [
  ['compressed per request (quality 4)', false],
  ['compressed at build (quality 11)', true],
] as const) {
  const { perSecond, bytes } = await measure(preCompressed);
  console.log(
    `${label.padEnd(36)} ${perSecond.toFixed(0).padStart(6)} requests/s, ${Math.round(bytes / 1024)} KiB sent`,
  );
}
