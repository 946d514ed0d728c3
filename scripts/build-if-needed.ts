/**
 * `npm start` calls this before the server: it builds the storefront with Parcel only when dist/ is missing or older
 * than anything the bundle is made of (or either target is missing), so a fresh clone gets a build and a restart does
 * not wait for one.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const stamp = join(root, 'dist', '.build-stamp');
const inputs = [
  'src/web',
  'src/admin',
  'src/api',
  'src/domain',
  'machines',
  'package.json',
  'package-lock.json',
  '.parcelrc',
  'scripts/parcel',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const changedAt = Math.max(...inputs.map((input) => newestMtime(join(root, input))));

// The build's targets: the storefront, its server rendering (dist/server/) and the back office (dist/admin/).
const built = ['index.html', 'server/entry-server.js', 'admin/index.html'].every((file) =>
  existsSync(join(root, 'dist', file)),
);
if (builtAt >= changedAt && built) {
  console.log('Витрина уже собрана (dist/ актуален).');
} else {
  console.log('Собираю витрину (Parcel)…');
  const started = Date.now();
  // npm run build: Parcel, then the compressed copies (one build recipe, in package.json).
  const result = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('Сборка витрины не удалась.');
    process.exit(result.status ?? 1);
  }
  writeFileSync(stamp, new Date().toISOString());
  console.log(`Витрина собрана за ${((Date.now() - started) / 1000).toFixed(1)} с.`);
}
