import type { ModerationState } from '../../../domain/moderation';
import type { CalendarDate, CreatedAt, Generated, Money, ReadOnly } from './column-types';

export interface CategoryTable {
  category_id: Generated<number>;
  /** 0 for a top-level category (the storefront asks for parent_id 0). */
  parent_id: Generated<number>;
  name: string;
  keyword: string;
  description: Generated<string>;
  image: string | null;
  sort_order: Generated<number>;
  status: Generated<boolean>;
  meta_title: Generated<string>;
  meta_description: Generated<string>;
  date_added: CreatedAt;
  date_modified: CreatedAt;
  /** Raised on every update (migration 032): a back-office change from a stale copy is refused. */
  version: Generated<number>;
}

export interface ProductTable {
  product_id: Generated<number>;
  /** Article number; empty for the gift certificate. */
  sku: Generated<string>;
  name: string;
  /** HTML, sanitised when served (src/server/http/html-policy.ts). */
  description: Generated<string>;
  price: Money;
  quantity: Generated<number>;
  /** Path under /image/, e.g. 'catalog/demo/products/piling-mindalnyj-30.svg'. */
  image: string | null;
  date_available: CalendarDate;
  status: Generated<boolean>;
  keyword: string;
  viewed: Generated<number>;
  sort_order: Generated<number>;
  minimum: Generated<number>;
  meta_title: Generated<string>;
  meta_description: Generated<string>;
  date_added: CreatedAt;
  date_modified: CreatedAt;
  /** 026: raised by every update but the view counter's, so a stale back-office change is refused. */
  version: Generated<number>;
  /** 038: the professionals' −30% applies (src/domain/discount-badge.ts): their price and the '-30%' badge. */
  pro_discount: Generated<boolean>;
  /** Russian full-text document (name and sku weight A, description C), kept by PostgreSQL. */
  search_document: ReadOnly<string>;
}

export interface ProductImageTable {
  product_image_id: Generated<number>;
  product_id: number;
  image: string;
  sort_order: Generated<number>;
}

export interface ProductToCategoryTable {
  product_id: number;
  category_id: number;
}

export interface ProductRelatedTable {
  product_id: number;
  related_id: number;
}

/** product §5: group 1 specials apply to everyone but group 2, group 2 specials only to group 2; the last match wins. */
export interface ProductSpecialTable {
  product_special_id: Generated<number>;
  product_id: number;
  customer_group_id: number;
  priority: Generated<number>;
  price: Money;
  date_start: CalendarDate | null;
  date_end: CalendarDate | null;
  /** 038: the row the product's `pro_discount` makes (kept by syncProfessionalPrices), not one an editor wrote. */
  from_pro_discount: Generated<boolean>;
}

/** An option such as 'Пробник' (a free sampler chosen with a product). */
export interface OptionTable {
  option_id: Generated<number>;
  name: string;
  type: Generated<string>;
  sort_order: Generated<number>;
}

export interface OptionValueTable {
  option_value_id: Generated<number>;
  option_id: number;
  name: string;
  sort_order: Generated<number>;
}

export interface ProductOptionTable {
  product_option_id: Generated<number>;
  product_id: number;
  option_id: number;
  required: Generated<boolean>;
  /** The product's own order of its options (migration 039). */
  sort_order: Generated<number>;
}

export interface ProductOptionValueTable {
  product_option_value_id: Generated<number>;
  product_option_id: number;
  product_id: number;
  option_id: number;
  option_value_id: number;
  /** The value's own stock: a shopper cannot buy more of this value than there is (issue 16). */
  quantity: Generated<number>;
  /** The price difference in roubles, added to the product's price for a shopper choosing this value. */
  price: Money;
  /** The order within its product option (migration 039). */
  sort_order: Generated<number>;
}

export interface ProductVideoTable {
  product_video_id: Generated<number>;
  product_id: number;
  /** A YouTube or VK video link. */
  href: string;
  sort_order: Generated<number>;
}

export interface FilterGroupTable {
  filter_group_id: Generated<number>;
  name: string;
  sort_order: Generated<number>;
}

export interface FilterTable {
  filter_id: Generated<number>;
  filter_group_id: number;
  name: string;
  sort_order: Generated<number>;
}

export interface ProductFilterTable {
  product_id: number;
  filter_id: number;
}

/** Which filters a category page offers. */
export interface CategoryFilterTable {
  category_id: number;
  filter_id: number;
}

export interface ReviewTable {
  review_id: Generated<number>;
  product_id: number;
  customer_id: number | null;
  author: string;
  text: string;
  /** 1..5; null for a review written on the site (its form has no rating, migration 004). */
  rating: number | null;
  /** 023: 'pending' until a staff member publishes or rejects it. */
  moderation: Generated<ModerationState>;
  /** Shown on the site: generated from `moderation = 'published'` (023), never written. */
  status: ReadOnly<boolean>;
  /** 023: raised by every update, so a stale back-office save is refused. */
  version: Generated<number>;
  date_added: CreatedAt;
  date_modified: CreatedAt;
}

/** The words of product names as the 'russian' configuration stems them (009): the search's spelling vocabulary. */
export interface ProductSearchWordTable {
  word: string;
}

/**
 * 018's one row: the catalogue's version, bumped by triggers in every transaction that changes what the cached public
 * answers show (decision 0020). Only triggers write it.
 */
export interface CatalogueVersionTable {
  id: ReadOnly<boolean>;
  version: ReadOnly<number>;
  changed_at: ReadOnly<Date>;
  /** The transaction that bumped it last (txid_current()). */
  changed_by: ReadOnly<number | null>;
}

export interface CatalogueTables {
  category: CategoryTable;
  product: ProductTable;
  product_image: ProductImageTable;
  product_to_category: ProductToCategoryTable;
  product_related: ProductRelatedTable;
  product_special: ProductSpecialTable;
  option: OptionTable;
  option_value: OptionValueTable;
  product_option: ProductOptionTable;
  product_option_value: ProductOptionValueTable;
  product_video: ProductVideoTable;
  filter_group: FilterGroupTable;
  filter: FilterTable;
  product_filter: ProductFilterTable;
  category_filter: CategoryFilterTable;
  review: ReviewTable;
  product_search_word: ProductSearchWordTable;
  catalogue_version: CatalogueVersionTable;
}
