/**
 * Draws the shop's icons into src/web/icons/ (favicon.ico, apple-touch-icon.png, icon-192.png, icon-512.png) from the
 * mark in scripts/icons/draw-icons.ts. Rerun after changing the mark: `npx tsx scripts/make-icons.ts`, then commit.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { drawIcons } from './icons/draw-icons';

const dir = path.join(import.meta.dirname, '..', 'src', 'web', 'icons');
mkdirSync(dir, { recursive: true });
for (const [name, body] of drawIcons()) {
  writeFileSync(path.join(dir, name), body);
  console.log(`src/web/icons/${name}: ${body.length} bytes`);
}
