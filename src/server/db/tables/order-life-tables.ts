import type { ColumnType } from 'kysely';
import type { CreatedAt, Generated, Money } from './column-types';

/** 020's columns on `order` (see migrations/020-order-life.ts). */
export interface OrderLifeColumns {
  staff_note: Generated<string>;
  tracking_number: ColumnType<string | null, string | null | undefined, string | null>;
  /** Raised by every back-office change: a save carrying an older one is refused. */
  version: Generated<number>;
}

/** 020's columns on `order_history`. */
export interface OrderHistoryLifeColumns {
  /** The staff member who made the change; null for the shop itself (checkout, the bank, the hold job). */
  staff_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Whether the customer sees this entry in their account. */
  customer_visible: Generated<boolean>;
}

export interface OrderLifeTables {
  order_refund: {
    order_refund_id: Generated<number>;
    order_id: number;
    amount: Money;
    staff_id: number | null;
    /** The bank's refund transaction; null when the money went back otherwise (or the bank is still being asked). */
    transaction_id: string | null;
    /** 021: 'pending' while the bank is asked (counted as returned all the same), 'done' once it answered. */
    state: Generated<'pending' | 'done'>;
    date_added: CreatedAt;
  };
}
