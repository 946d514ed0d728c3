import { formatRoubles } from './money';
import { plainText } from './text';

/**
 * What a product page says of itself in search results and link previews (its <title> and description): the
 * manager's own `meta_title`/`meta_description` when written, otherwise built from the product's name, its category
 * and the price the visitor pays, which is what a shopper searching for it wants to see before clicking.
 */

export interface ProductHeadInput {
  name: string;
  /** The regular price and the special in force for the visitor, whole roubles (0: priced by the buyer). */
  price: number;
  special: number | null;
  /** HTML, as the product reply gives it. */
  description: string;
  /** The product's own category; null when it is only in the shop-wide lists. */
  category: { name: string } | null;
  /** '' when the manager wrote none. */
  meta_title: string;
  meta_description: string;
}

export interface ProductHead {
  /** The document's whole title as the manager wrote it (used as it is, as OpenCart does); null when none. */
  title: string | null;
  /** The page's name for the shop's title pattern: the product, its category and its price. */
  page: string;
  description: string;
}

export function productHead(product: ProductHeadInput): ProductHead {
  const pays = product.special ?? product.price;
  const category = product.category?.name.trim();
  const named = category ? `${product.name.trim()} — ${category}` : product.name.trim();
  // A product without a price of its own (the gift certificate) is not advertised at 0 ₽.
  const page = pays > 0 ? `${named}, ${formatRoubles(pays)}` : named;
  const text = plainText(product.description);
  return {
    title: product.meta_title.trim() || null,
    page,
    description: product.meta_description.trim() || (text ? `${page}. ${text}` : page),
  };
}
