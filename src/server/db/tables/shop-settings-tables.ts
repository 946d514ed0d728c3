import type { ColumnType } from 'kysely';
import type { DeliveryPrices } from '../../../domain/delivery-settings';
import type { CreatedAt, Generated, ReadOnly } from './column-types';

/** 025's one row of the settings the owner changes in the back office ('Настройки'), with 029's identity and e-mails. */
export interface ShopSettingsTables {
  shop_settings: {
    /** Always true: the table holds one row. */
    id: ReadOnly<boolean>;
    /** A signed-in customer's review is published at once (guests' reviews and questions still wait). */
    publish_customer_reviews: Generated<boolean>;
    /** 029: the shop's name, phone (as shown), public e-mail, address and hours. */
    shop_name: Generated<string>;
    phone: Generated<string>;
    email: Generated<string>;
    address: Generated<string>;
    hours: Generated<string>;
    /** 029: where the shop's own copies go; null: SHOP_EMAIL. */
    mailbox: string | null;
    /** 029: which copies go there. */
    notify_new_order: Generated<boolean>;
    notify_paid_order: Generated<boolean>;
    notify_professional: Generated<boolean>;
    /** Raised by every change: a save carrying an older one is refused. */
    version: Generated<number>;
    date_modified: CreatedAt;
  };
  /** 037's one row of the owner's delivery terms ('Доставка'). */
  delivery_settings: {
    /** Always true: the table holds one row. */
    id: ReadOnly<boolean>;
    /** Whole roubles per zone and method (jsonb, written as its JSON text). */
    prices: ColumnType<DeliveryPrices, string | undefined, string>;
    /** Free delivery from this goods total (inclusive). */
    free_from: Generated<number>;
    pickup_address: Generated<string>;
    pickup_hours: Generated<string>;
    /** Raised by every change: a save carrying an older one is refused. */
    version: Generated<number>;
    date_modified: CreatedAt;
  };
}
