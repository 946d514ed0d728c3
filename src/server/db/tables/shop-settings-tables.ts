import type { CreatedAt, Generated, ReadOnly } from './column-types';

/** 025's one row of the settings the owner changes in the back office ('Настройки'). */
export interface ShopSettingsTables {
  shop_settings: {
    /** Always true: the table holds one row. */
    id: ReadOnly<boolean>;
    /** A signed-in customer's review is published at once (guests' reviews and questions still wait). */
    publish_customer_reviews: Generated<boolean>;
    /** Raised by every change: a save carrying an older one is refused. */
    version: Generated<number>;
    date_modified: CreatedAt;
  };
}
