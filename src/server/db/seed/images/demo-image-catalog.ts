import { productLines } from '../catalogue/product-lines';
import { demoProducts } from '../catalogue/products';
import { bannerSeeds } from '../content/banners';
import { demoBlog, demoNews, demoSeminars } from '../content/demo-content';
import { renderBannerImage, renderCoverImage } from './cover-image';
import { renderProductImage } from './product-image';

/**
 * Every demo image, keyed by its path under /image/, rendered on request from the seed definitions. Nothing is
 * written to disk, so the images work with in-memory PGlite and with any PostgreSQL alike.
 */
export type DemoImageCatalog = Map<string, () => string>;

export const PLACEHOLDER_IMAGE = 'catalog/demo/placeholder.svg';

function build(): DemoImageCatalog {
  const catalog: DemoImageCatalog = new Map();

  for (const product of demoProducts) {
    const line = productLines[product.line];
    const label = { line: line.name, title: product.name, volume: product.volume };
    catalog.set(product.image, () =>
      renderProductImage({ shape: product.shape, colors: line.colors, label, view: 'front' }),
    );
    for (const path of product.gallery) {
      catalog.set(path, () =>
        renderProductImage({ shape: product.shape, colors: line.colors, label, view: 'with-box' }),
      );
    }
  }

  for (const news of demoNews) catalog.set(news.image, () => renderCoverImage({ kind: 'Новости', title: news.title }));
  for (const blog of demoBlog) catalog.set(blog.image, () => renderCoverImage({ kind: 'Блог', title: blog.title }));
  for (const seminar of demoSeminars) {
    const kind = seminar.type === 1 ? 'Вебинар · бесплатно' : 'Семинар · бесплатно';
    catalog.set(seminar.image, () => renderCoverImage({ kind, title: seminar.title }));
  }

  // Each banner shows three packs of the lines it advertises.
  const bannerLines: (keyof typeof productLines)[][] = [
    ['peel', 'peel', 'sun'],
    ['salon', 'age', 'hydra'],
    ['hydra', 'pure', 'body'],
    ['hair', 'hair', 'hair'],
  ];
  const bannerShapes = [
    ['dropper', 'bottle', 'tube'],
    ['box', 'jar', 'pump'],
    ['pump', 'jar', 'tube'],
    ['pump', 'dropper', 'jar'],
  ] as const;
  bannerSeeds.forEach((banner, i) => {
    const packs = bannerLines[i % bannerLines.length].map((lineId, j) => ({
      shape: bannerShapes[i % bannerShapes.length][j],
      colors: productLines[lineId].colors,
      line: productLines[lineId].name,
      title: '',
    }));
    catalog.set(banner.image, () => renderBannerImage({ title: banner.title, subtitle: banner.subtitle, packs }));
  });

  catalog.set(PLACEHOLDER_IMAGE, () =>
    renderProductImage({
      shape: 'bottle',
      colors: { body: '#e6e8eb', accent: '#9aa3ad', tint: '#f6f7f9' },
      label: { line: 'Нет фото', title: 'Изображение готовится' },
      view: 'front',
    }),
  );
  return catalog;
}

let catalog: DemoImageCatalog | null = null;

/** Built on first use: the shop's start-up does not pay for it. */
export function demoImageCatalog(): DemoImageCatalog {
  catalog ??= build();
  return catalog;
}
