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
}
