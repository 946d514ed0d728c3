import type { ColumnType } from 'kysely';
import type { CreatedAt, Generated } from './column-types';

/** The five-step checkout of one session (migration 008). */
export interface CheckoutStateTable {
  session_id: number;
  area: string | null;
  zone_id: number | null;
  region_zone_id: number | null;
  shipping_code: string | null;
  pickup_point_code: string | null;
  payment_code: string | null;
  firstname: Generated<string>;
  lastname: Generated<string>;
  email: Generated<string>;
  telephone: Generated<string>;
  address_1: Generated<string>;
  comment: Generated<string>;
  current_step: Generated<number>;
  checkout_key: Generated<string>;
  order_id: number | null;
  date_modified: CreatedAt;
}

/** A CDEK pickup point of the stand-in service (integrations §4). */
export interface PickupPointTable {
  code: string;
  city_code: number;
  city: string;
  region: Generated<string>;
  address: string;
  work_time: Generated<string>;
  note: Generated<string>;
  lon: number;
  lat: number;
  status: Generated<boolean>;
  /** 037: the back office's number of the point (its audit record); `code` stays the checkout's key. */
  pickup_point_id: Generated<number>;
  /** 037: raised by every change (the owner's edits are checked against it). */
  version: Generated<number>;
  date_modified: CreatedAt;
}

/** The order columns migration 008 adds to 006's `order`. */
export interface OrderCheckoutColumns {
  session_id: ColumnType<number | null, number | null | undefined, number | null>;
  idempotency_key: ColumnType<string | null, string | null | undefined, string | null>;
  shipping_cost: ColumnType<number, number | string | undefined, number | string>;
  voucher_code: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CheckoutTables {
  checkout_state: CheckoutStateTable;
  pickup_point: PickupPointTable;
}
