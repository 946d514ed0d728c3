import type { ProductLineId } from './product-lines';

/** The pack drawn on the product's demo image. */
export type PackShape = 'bottle' | 'dropper' | 'pump' | 'jar' | 'tube' | 'box' | 'card';

export type CategoryKeyword =
  | 'ximicheskie-pilingi'
  | 'kremi'
  | 'uhod_za_litsom'
  | 'uhod_za_telom'
  | 'uhod_za_volosami'
  | 'syvorotki'
  | 'maski'
  | 'ochischenie';

/** One demo product as a shop manager would describe it; seed-demo-data.ts turns it into rows and HTML. */
export interface ProductSeed {
  sku: string;
  name: string;
  line: ProductLineId;
  shape: PackShape;
  /** Shown in the description and on the pack, e.g. '30 мл'. */
  volume?: string;
  price: number;
  quantity: number;
  categories: CategoryKeyword[];
  /** Filter names (unique across groups, see filters.ts). */
  filters?: string[];
  intro: string;
  benefits: string[];
  usage: string;
  actives?: string;
  /** Group-1 special price: a sale for everyone but professionals; such products are also in 'Акции'. */
  sale?: number;
  /** The sale's last day, counted in days from seeding (its date_end); absent: the sale has no end date. */
  saleDays?: number;
  /**
   * The manager's own <title> and search-result description (meta_title, meta_description); absent: the product page
   * builds them from the name, the category and the price, which is what most products should do.
   */
  metaTitle?: string;
  metaDescription?: string;
  /**
   * The professionals' −30% (product §1; `pro_discount`, decision 0026): their price and the '-30%' badge. Default
   * true; false for the products §2 shows without the badge, and for the salon kits, priced for specialists already.
   */
  proDiscount?: boolean;
  /** Offers the free sampler choice ('Пробник'). */
  sampler?: boolean;
  videos?: string[];
  /** Overrides the transliterated name. */
  keyword?: string;
}
