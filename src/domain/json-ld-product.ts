import { absoluteUrl } from './absolute-url';
import { isoDate, SCHEMA_ORG, shopReference, type JsonLdNode } from './json-ld';
import { plainText, truncateWithEllipsis } from './text';

/**
 * A product page's structured data: Product with its Offer (Google's merchant listings and product snippets, Yandex's
 * product cards), its reviews and their AggregateRating.
 */

/** Longer descriptions are cut: search engines show a snippet, and the page carries the full text. */
const DESCRIPTION_MAX = 5000;
/** The rating scale of the shop's reviews (the review table's rating, 1–5). */
const RATING = { worst: 1, best: 5 } as const;

/**
 * The product as the storefront receives it (ProductDetails of /back/product/one; a CardProduct fits too): `url` is the
 * page's keyword ('piling-mindalnyj-30') or path, `image`/`images` image URLs ('/image/…'), `description` HTML,
 * `price` the regular price and `special` the special price in force for the visitor (whole roubles, null when none),
 * `quantity` the stock.
 */
export interface ProductInput {
  name: string;
  url: string;
  sku: string;
  image: string | null;
  images?: readonly string[];
  /** The pictures' texts from the back office ('' — none): the main one's, then one for each of `images`. */
  image_alt?: string;
  images_alt?: readonly string[];
  description?: string;
  price: number;
  special: number | null;
  quantity: number;
}

/**
 * A published review, as the product's review list (Review) and the home carousel (HomeReview) give it. `rating` 1–5
 * or null (a review without stars). `date_modified` is 'YYYY-MM-DD HH:mm:ss' in shop time.
 */
export interface ReviewInput {
  author: string;
  text: string;
  date_modified: string;
  rating?: number | null;
}

/** A rating already summed up by the server over all published reviews (the review list comes a page at a time). */
export interface RatingSummary {
  /** The mean of the ratings, 1–5. */
  average: number;
  /** How many reviews have a rating. */
  count: number;
}

export interface ProductExtras {
  /** The last day the special price holds, 'YYYY-MM-DD' (the special row's date_end); null or absent: no end date. */
  specialEnds?: string | null;
  /** Published reviews to show as Review nodes (those with a rating and an author; the others are left out). */
  reviews?: readonly ReviewInput[];
  /** The rating of all published reviews; absent: summed up from `reviews`. */
  rating?: RatingSummary | null;
  /** The maker's name, when the page shows one. */
  brand?: string | null;
}

const isRating = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= RATING.worst && value <= RATING.best;

const rating = (value: number): JsonLdNode => ({
  '@type': 'Rating',
  ratingValue: value,
  bestRating: RATING.best,
  worstRating: RATING.worst,
});

/** Google reads a Review only with stars and an author: reviews without either stay out of the markup. */
function reviewNode(review: ReviewInput): JsonLdNode | null {
  const author = review.author.trim();
  if (!isRating(review.rating) || author === '') return null;
  const published = isoDate(review.date_modified);
  const body = plainText(review.text);
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: author },
    reviewRating: rating(review.rating),
    ...(published ? { datePublished: published } : {}),
    ...(body ? { reviewBody: body } : {}),
  };
}

/** The rating of the given reviews: their mean to one decimal and their number; null when none is rated. */
function summed(reviews: readonly ReviewInput[]): RatingSummary | null {
  const ratings = reviews.map((review) => review.rating).filter(isRating);
  if (ratings.length === 0) return null;
  return { average: ratings.reduce((sum, value) => sum + value, 0) / ratings.length, count: ratings.length };
}

function aggregateRating(summary: RatingSummary | null): JsonLdNode | null {
  if (summary === null || !(summary.count > 0) || !(summary.average >= RATING.worst)) return null;
  return {
    '@type': 'AggregateRating',
    ratingValue: Math.round(Math.min(summary.average, RATING.best) * 10) / 10,
    ratingCount: summary.count,
    bestRating: RATING.best,
    worstRating: RATING.worst,
  };
}

/**
 * The Offer: the price a visitor pays (the special when one applies) in roubles, availability from stock, the end of
 * the special as priceValidUntil, the regular price as the struck-through one, the shop as seller. Null for a product
 * without a price of its own (the gift certificate, priced by the buyer): an offer at 0 would read as free.
 */
function offer(
  base: string,
  pageUrl: string,
  product: ProductInput,
  specialEnds: string | undefined,
): JsonLdNode | null {
  const special = product.special ?? 0;
  const onSpecial = special > 0 && special < product.price;
  const pays = onSpecial ? special : product.price;
  if (!(pays > 0)) return null;
  return {
    '@type': 'Offer',
    url: pageUrl,
    price: pays,
    priceCurrency: 'RUB',
    availability: `${SCHEMA_ORG}/${product.quantity > 0 ? 'InStock' : 'OutOfStock'}`,
    itemCondition: `${SCHEMA_ORG}/NewCondition`,
    ...(onSpecial && specialEnds ? { priceValidUntil: specialEnds } : {}),
    ...(onSpecial
      ? {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            priceType: `${SCHEMA_ORG}/StrikethroughPrice`,
            price: product.price,
            priceCurrency: 'RUB',
          },
        }
      : {}),
    seller: shopReference(base),
  };
}

/**
 * The product's pictures, each once: its address, or an ImageObject with the picture's text as its caption where the
 * back office wrote one (schema.org's `image` takes either).
 */
function pictureNodes(base: string, product: ProductInput): (string | JsonLdNode)[] {
  const alts = [product.image_alt, ...(product.images_alt ?? [])];
  const seen = new Map<string, string>();
  [product.image, ...(product.images ?? [])].forEach((image, index) => {
    const url = image?.trim() ? absoluteUrl(base, image.trim()) : null;
    if (url !== null && !seen.has(url)) seen.set(url, alts[index]?.trim() ?? '');
  });
  return [...seen].map(([url, caption]) => (caption ? { '@type': 'ImageObject', url, contentUrl: url, caption } : url));
}

/** The product page's Product node with its Offer, reviews and rating, for the shop at `base`. */
export function productJsonLd(base: string, product: ProductInput, extras: ProductExtras = {}): JsonLdNode {
  const pageUrl = absoluteUrl(base, product.url);
  const images = pictureNodes(base, product);
  const description = truncateWithEllipsis(plainText(product.description), DESCRIPTION_MAX);
  // schema.org's priceValidUntil is a day: the special's last day, without a time.
  const sale = offer(base, pageUrl, product, isoDate(extras.specialEnds)?.slice(0, 10));
  const reviews = (extras.reviews ?? []).map(reviewNode).filter((node) => node !== null);
  const stars = aggregateRating(extras.rating === undefined ? summed(extras.reviews ?? []) : extras.rating);
  const brand = extras.brand?.trim();
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Product',
    '@id': `${pageUrl}#product`,
    name: product.name.trim(),
    url: pageUrl,
    ...(images.length > 0 ? { image: images } : {}),
    ...(description ? { description } : {}),
    ...(product.sku.trim() ? { sku: product.sku.trim() } : {}),
    ...(brand ? { brand: { '@type': 'Brand', name: brand } } : {}),
    ...(sale ? { offers: sale } : {}),
    ...(stars ? { aggregateRating: stars } : {}),
    ...(reviews.length > 0 ? { review: reviews } : {}),
  };
}
