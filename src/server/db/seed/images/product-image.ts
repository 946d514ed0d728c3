import type { PackShape } from '../catalogue/product-seed';
import type { ProductLine } from '../catalogue/product-lines';
import { renderPack, type PackLabel } from './pack-shapes';
import { svgDocument } from './svg-text';

export interface ProductImageSpec {
  shape: PackShape;
  colors: ProductLine['colors'];
  label: PackLabel;
  /** 'front': the pack alone; 'with-box': the pack in front of its carton (second gallery image). */
  view: 'front' | 'with-box';
}

export const PRODUCT_IMAGE_SIZE = 600;

export function renderProductImage(spec: ProductImageSpec): string {
  const tint = `<circle cx="300" cy="320" r="236" fill="${spec.colors.tint}"/>`;
  const pack = renderPack(spec.shape, spec.colors, spec.label);
  let scene = pack;
  if (spec.view === 'with-box' && spec.shape !== 'box' && spec.shape !== 'card') {
    const carton = renderPack('box', spec.colors, { line: spec.label.line, title: spec.label.title });
    scene =
      `<g transform="translate(-60 26) scale(.92)" opacity=".9">${carton}</g>` +
      `<g transform="translate(150 70) scale(.78)">${pack}</g>`;
  }
  return svgDocument(
    PRODUCT_IMAGE_SIZE,
    PRODUCT_IMAGE_SIZE,
    spec.label.title,
    `<rect width="600" height="600" fill="#fff"/>${tint}${scene}`,
  );
}
