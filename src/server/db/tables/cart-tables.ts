import type { ColumnType } from 'kysely';
import type { CalendarDate, CreatedAt, Generated, Money } from './column-types';

export interface CartTable {
  cart_id: Generated<number>;
  /** A guest's cart: the session's (exactly one of session_id and customer_id is set). */
  session_id: number | null;
  /** A logged-in customer's cart. */
  customer_id: number | null;
  voucher_code: string | null;
  date_modified: CreatedAt;
}

/** jsonb: {"<product_option_id>": "<product_option_value_id>"} or {"amount": 1500}. */
export type CartItemOption = Record<string, string | number>;

export interface CartItemTable {
  cart_item_id: Generated<number>;
  cart_id: number;
  item_key: string;
  product_id: number;
  option: ColumnType<CartItemOption, string | undefined, string>;
  quantity: number;
  is_present: Generated<boolean>;
  date_added: CreatedAt;
}

export type PromotionType = 'x_plus_one' | 'discount' | 'present';

export interface PromotionTable {
  promotion_id: Generated<number>;
  type: PromotionType;
  /** 0 everyone, 1 general customers, 2 professionals. */
  customer_group_id: Generated<number>;
  product_count: number | null;
  percent: ColumnType<number | null, number | string | null | undefined, number | string | null>;
  total: ColumnType<number | null, number | string | null | undefined, number | string | null>;
  status: Generated<boolean>;
  sort_order: Generated<number>;
  /** The first day in force (Moscow's calendar), or null: from the start. */
  date_start: CalendarDate | null;
  /** The last day in force (it counts), or null: no end. */
  date_end: CalendarDate | null;
  /** Raised by every save from the back office (decision 0021). */
  version: Generated<number>;
  date_modified: CreatedAt;
}

export interface PromotionPresentProductTable {
  promotion_id: number;
  product_id: number;
}

export interface VoucherTable {
  voucher_id: Generated<number>;
  code: string;
  order_id: number | null;
  amount: Money;
  status: Generated<boolean>;
  date_added: CreatedAt;
  /** 036: a certificate issued by hand in the back office — whom it was mailed to, the owner's words, who issued it. */
  email: string | null;
  message: string | null;
  staff_id: number | null;
  issued_by: string | null;
  version: Generated<number>;
  date_modified: CreatedAt;
}

export interface VoucherHistoryTable {
  voucher_history_id: Generated<number>;
  voucher_id: number;
  order_id: number | null;
  /** Negative when spent. */
  amount: Money;
  date_added: CreatedAt;
}

export interface CartTables {
  cart: CartTable;
  cart_item: CartItemTable;
  promotion: PromotionTable;
  promotion_present_product: PromotionPresentProductTable;
  voucher: VoucherTable;
  voucher_history: VoucherHistoryTable;
}
