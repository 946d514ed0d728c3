import type { ModerationState } from '../../../domain/moderation';
import type { CalendarDate, CreatedAt, Generated, ReadOnly, Timestamp } from './column-types';

export interface NewsTable {
  news_id: Generated<number>;
  title: string;
  /** Plain text teaser for lists. */
  short_description: Generated<string>;
  /** HTML, sanitised when served (src/server/http/html-policy.ts). */
  description: Generated<string>;
  image: string | null;
  keyword: string;
  status: Generated<boolean>;
  viewed: Generated<number>;
  date_added: CreatedAt;
  date_modified: CreatedAt;
  /** 028: a page's title and description for search engines ('' — the title). */
  meta_title: Generated<string>;
  meta_description: Generated<string>;
  /** 028: raised by every update, so a stale back-office save is refused. */
  version: Generated<number>;
}

export interface BlogTable {
  blog_id: Generated<number>;
  title: string;
  short_description: Generated<string>;
  description: Generated<string>;
  image: string | null;
  keyword: string;
  status: Generated<boolean>;
  viewed: Generated<number>;
  date_added: CreatedAt;
  date_modified: CreatedAt;
  /** 028: a page's title and description for search engines ('' — the title). */
  meta_title: Generated<string>;
  meta_description: Generated<string>;
  /** 028: raised by every update, so a stale back-office save is refused. */
  version: Generated<number>;
}

export interface BlogProductTable {
  blog_id: number;
  product_id: number;
}

export interface InformationTable {
  information_id: Generated<number>;
  title: string;
  description: Generated<string>;
  keyword: string;
  sort_order: Generated<number>;
  status: Generated<boolean>;
  meta_title: Generated<string>;
  meta_description: Generated<string>;
  /** 028: raised by every update, so a stale back-office save is refused. */
  version: Generated<number>;
}

/** A visitor's question about a product (or the shop), answered by the shop later. */
export interface FaqTable {
  faq_id: Generated<number>;
  name: string;
  email: string;
  product_id: number | null;
  question: string;
  answer: string | null;
  /** 023: 'pending' until a staff member publishes, rejects or answers it. */
  moderation: Generated<ModerationState>;
  /** Shown on the site: generated from `moderation = 'published'` (023), never written. */
  status: ReadOnly<boolean>;
  /** 023: raised by every update, so a stale back-office save is refused. */
  version: Generated<number>;
  date_added: CreatedAt;
  date_answered: Timestamp | null;
  /** 034: the order of the shop's own questions (no product), shown first on /faq. */
  sort_order: Generated<number>;
}

export interface SeminarTypeTable {
  seminar_type_id: number;
  name: string;
}

export interface SeminarTable {
  seminar_id: Generated<number>;
  /** seminar_type: 1 = 'Вебинар'. */
  type: number;
  title: string;
  /** HTML, sanitised when served (src/server/http/html-policy.ts). */
  text: Generated<string>;
  image: string | null;
  /** Start. */
  date: Timestamp;
  /** End. */
  date1: Timestamp | null;
  /** Shown on the storefront. */
  status: Generated<boolean>;
  date_added: CreatedAt;
  /** How many may sign up; null — no limit (migration 035). */
  capacity: Generated<number | null>;
  /** Raised on every update (035). */
  version: Generated<number>;
  date_modified: CreatedAt;
}

export interface SeminarSignupTable {
  seminar_signup_id: Generated<number>;
  seminar_id: number;
  customer_id: number | null;
  /** Full name (seminar_name). */
  name: string;
  /** Not asked by the signup form; kept for signups made by logged-in customers. */
  email: Generated<string>;
  /** Digits only, '7XXXXXXXXXX' (seminar_tele). */
  phone: Generated<string>;
  /** seminar_city; added by migration 005. */
  city: Generated<string>;
  date_added: CreatedAt;
}

export interface BannerTable {
  banner_id: Generated<number>;
  title: Generated<string>;
  /** Path under /image/; file names may contain spaces. */
  image: string;
  link: Generated<string>;
  sort_order: Generated<number>;
  status: Generated<boolean>;
  /** 034: the first and the last day it is shown ('YYYY-MM-DD', Moscow; null: no limit). */
  date_from: CalendarDate | null;
  date_to: CalendarDate | null;
  /** 034: raised by every save from the back office, so a stale save is refused. */
  version: Generated<number>;
  date_modified: CreatedAt;
}

export interface ContentTables {
  news: NewsTable;
  blog: BlogTable;
  blog_product: BlogProductTable;
  information: InformationTable;
  faq: FaqTable;
  seminar_type: SeminarTypeTable;
  seminar: SeminarTable;
  seminar_signup: SeminarSignupTable;
  banner: BannerTable;
}
