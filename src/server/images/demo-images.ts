import { createHash } from 'node:crypto';
import { demoImageCatalog } from '../db/seed/images/demo-image-catalog';
import { svgSize, type PixelSize } from './image-size';

/** A demo catalogue picture: an SVG drawn from the seed's definitions, its version the hash of what was drawn. */
export interface DemoImage {
  body: string;
  version: string;
  size: PixelSize | null;
}

const drawn = new Map<string, DemoImage>();

/**
 * The demo picture at `path` under /image/ (drawn on first use and kept: the same for every shop in the process), or
 * null when the demo catalogue has none there. Nothing is written to disk, so the pictures work with in-memory PGlite
 * and any PostgreSQL alike.
 */
export function demoImage(path: string): DemoImage | null {
  const known = drawn.get(path);
  if (known) return known;
  const render = demoImageCatalog().get(path);
  if (!render) return null;
  const body = render();
  const image = { body, version: contentVersion(body), size: svgSize(body) };
  drawn.set(path, image);
  return image;
}

/** A short hash of some content: 12 characters of base64url SHA-1 (72 bits). */
export function contentVersion(content: string | Buffer): string {
  return createHash('sha1').update(content).digest('base64url').slice(0, 12);
}
