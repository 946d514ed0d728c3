import Type, { type Static } from 'typebox';
import { SHOP_SETTINGS_LABEL } from '../domain/shop-settings';
import { DateTime, Version } from './admin';
import { Closed } from './envelope';

/** 'Настройки' (the owner only, area `settings`): the shop's settings kept in the database, one record with a version. */

const settings = {
  publish_customer_reviews: Type.Boolean({
    description: `${SHOP_SETTINGS_LABEL.publish_customer_reviews}: отзыв вошедшего покупателя публикуется без модерации`,
  }),
};

export const ShopSettings = Closed({
  ...settings,
  version: Type.Integer({ minimum: 1 }),
  date_modified: DateTime,
});
export type ShopSettings = Static<typeof ShopSettings>;

export const ShopSettingsBody = Type.Object({ version: Version, ...settings });
export type ShopSettingsBody = Static<typeof ShopSettingsBody>;
