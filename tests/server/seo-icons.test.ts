import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { drawIcons, drawMark } from '../../scripts/icons/draw-icons';
import { ICONS_DIR } from '../../src/server/seo/icon-routes';

// The committed icons (src/web/icons/) are what `npx tsx scripts/make-icons.ts` draws: a teal square with white 'BT'.

/** A PNG's size and RGBA pixels (the files are unfiltered 8-bit RGBA, as encodePng writes them). */
function decodePng(file: Buffer): { size: number; pixels: Buffer } {
  const size = file.readUInt32BE(16);
  const idat: Buffer[] = [];
  for (let at = 8; at < file.length;) {
    const length = file.readUInt32BE(at);
    if (file.toString('ascii', at + 4, at + 8) === 'IDAT') idat.push(file.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const pixels = Buffer.alloc(size * size * 4);
  for (let row = 0; row < size; row += 1) {
    expect(raw[row * (size * 4 + 1)]).toBe(0);
    raw.copy(pixels, row * size * 4, row * (size * 4 + 1) + 1, (row + 1) * (size * 4 + 1));
  }
  return { size, pixels };
}

const pixel = (pixels: Buffer, size: number, x: number, y: number) => [
  ...pixels.subarray((y * size + x) * 4, (y * size + x) * 4 + 4),
];

describe('the shop icons', () => {
  // Drawing the 512 px icon takes a second alone and longer beside other test files.
  it('are the files the script draws, pixel for pixel', { timeout: 120_000 }, () => {
    for (const [name, drawn] of drawIcons()) {
      const committed = readFileSync(path.join(ICONS_DIR, name));
      if (name.endsWith('.png')) expect(decodePng(committed), name).toEqual(decodePng(drawn));
      else expect(committed.subarray(0, 6 + 16 * 3), name).toEqual(drawn.subarray(0, 6 + 16 * 3));
    }
  });

  it('draw the teal mark with white letters, corners transparent unless square for iOS', () => {
    const size = 192;
    const { pixels } = decodePng(readFileSync(path.join(ICONS_DIR, 'icon-192.png')));
    expect(pixel(pixels, size, 0, 0)).toEqual([0x0f, 0x76, 0x6e, 0]);
    expect(pixel(pixels, size, 96, 20)).toEqual([0x0f, 0x76, 0x6e, 255]);
    // Inside the B's upright stroke (x 7..10 of 32, y 9..22).
    expect(pixel(pixels, size, 48, 96)).toEqual([255, 255, 255, 255]);
    const square = drawMark(180, 'square');
    expect(pixel(square, 180, 0, 0)).toEqual([0x0f, 0x76, 0x6e, 255]);
  });

  it('pack 16, 32 and 48 px PNGs into favicon.ico', () => {
    const ico = readFileSync(path.join(ICONS_DIR, 'favicon.ico'));
    expect([...ico.subarray(0, 6)]).toEqual([0, 0, 1, 0, 3, 0]);
    const sizes = [0, 1, 2].map((i) => ico[6 + 16 * i]);
    expect(sizes).toEqual([16, 32, 48]);
    for (let i = 0; i < 3; i += 1) {
      const offset = ico.readUInt32LE(6 + 16 * i + 12);
      const length = ico.readUInt32LE(6 + 16 * i + 8);
      expect(decodePng(ico.subarray(offset, offset + length)).size).toBe(sizes[i]);
    }
  });
});
