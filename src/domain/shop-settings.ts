/**
 * The shop's settings the owner changes on 'Настройки' in the back office (issue 15, issue 16): their names on the
 * page, and what a value may be. The server refuses what this says is wrong, and the page names it under the field
 * before sending.
 */

export interface ShopSettingsValues {
  /** A signed-in customer's review is published at once; guests' reviews and every question still wait. */
  publish_customer_reviews: boolean;
}

export type ShopSettingsField = keyof ShopSettingsValues;

export const SHOP_SETTINGS_LABEL: Record<ShopSettingsField, string> = {
  publish_customer_reviews: 'Публиковать отзывы зарегистрированных покупателей сразу',
};

/** What is wrong with each value, by field: empty when the settings may be saved. */
export function shopSettingsProblems(values: ShopSettingsValues): Partial<Record<ShopSettingsField, string>> {
  void values;
  return {};
}
