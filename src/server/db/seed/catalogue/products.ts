import { transliterate } from '../../../../domain/transliterate';
import { faceProducts } from './products-face';
import { bodyProducts, hairProducts } from './products-body-hair';
import { peelProducts } from './products-peels';
import { GIFT_CERTIFICATE_ID, giftCertificate, setProducts } from './products-sets';
import type { ProductSeed } from './product-seed';

/** A demo product with everything derived from its definition: id, URL keyword, image paths, date. */
export interface DemoProduct extends ProductSeed {
  id: number;
  keyword: string;
  image: string;
  gallery: string[];
  dateAvailable: string;
}

export const PRODUCT_IMAGE_DIR = 'catalog/demo/products';

const regular = [...peelProducts, ...faceProducts, ...bodyProducts, ...hairProducts, ...setProducts];

/** Spreads arrival dates over two years and mixes the lines, so 'Новинки' (newest first) is varied. */
function arrivalDate(index: number, count: number): string {
  const start = Date.UTC(2023, 10, 1);
  const step = (index * 37) % count;
  return new Date(start + step * 11 * 86_400_000).toISOString().slice(0, 10);
}

function build(): DemoProduct[] {
  const products = regular.map((seed, index): DemoProduct => {
    const keyword = seed.keyword ?? transliterate(seed.name);
    return {
      ...seed,
      id: index + 1,
      keyword,
      image: `${PRODUCT_IMAGE_DIR}/${keyword}.svg`,
      gallery: seed.shape === 'box' ? [] : [`${PRODUCT_IMAGE_DIR}/${keyword}-2.svg`],
      dateAvailable: arrivalDate(index, regular.length),
    };
  });
  if (products.length >= GIFT_CERTIFICATE_ID) throw new Error('Демо-товаров больше, чем свободных id до сертификата');
  products.push({
    ...giftCertificate,
    id: GIFT_CERTIFICATE_ID,
    keyword: giftCertificate.keyword!,
    image: `${PRODUCT_IMAGE_DIR}/${giftCertificate.keyword}.svg`,
    gallery: [],
    dateAvailable: '2023-11-01',
  });
  return products;
}

export const demoProducts: DemoProduct[] = build();
