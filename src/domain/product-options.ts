import { PRODUCT_STOCK_MAX } from './product-bulk';

/**
 * A product's options and related products as the product editor holds them (issue 16), and what is wrong with them:
 * read by the editor's statechart (said under the panel before sending) and by the server (refused with the same
 * words). The storefront offers each option as its own choice on the product page; the cart adds a chosen value's
 * price difference to the product's price and sells no more of a value than its stock.
 */

export interface ProductOptionValueEdit {
  /** A value from the shop's list of this option's values, or null: a new value named `name`. */
  option_value_id: number | null;
  name: string;
  /** The value's stock, whole as typed. */
  quantity: string;
  /** The price difference in whole roubles as typed: '0', '200', '-150', '+200'. */
  price: string;
}

export interface ProductOptionEdit {
  /** An option from the shop's list, or null: a new option named `name`. */
  option_id: number | null;
  name: string;
  /** A shopper must choose one of its values to buy the product. */
  required: boolean;
  /** In the order the product page offers them. */
  values: ProductOptionValueEdit[];
}

/** An option of the shop's list with its values: what the editor offers to choose from. */
export interface ShopOption {
  option_id: number;
  name: string;
  values: { option_value_id: number; name: string }[];
}

export const PRODUCT_OPTIONS_MAX = 10;
export const OPTION_VALUES_MAX = 50;
export const RELATED_MAX = 20;
export const OPTION_NAME_MAX = 128;
export const OPTION_VALUE_NAME_MAX = 255;
/** A price difference is at most this many roubles either way. */
export const OPTION_PRICE_MAX = 1_000_000;

export const PRODUCT_OPTIONS_TEXT = {
  options: `Опций — не больше ${PRODUCT_OPTIONS_MAX}`,
  optionName: 'Укажите название опции',
  optionNameLong: `Название опции — не длиннее ${OPTION_NAME_MAX} символов`,
  optionTwice: (name: string) => `Опция «${name}» добавлена дважды`,
  noValues: (name: string) => `Добавьте опции «${name}» хотя бы одно значение`,
  values: (name: string) => `Значений опции «${name}» — не больше ${OPTION_VALUES_MAX}`,
  valueName: (name: string) => `Укажите название значения опции «${name}»`,
  valueNameLong: `Название значения — не длиннее ${OPTION_VALUE_NAME_MAX} символов`,
  valueTwice: (option: string, value: string) => `Значение «${value}» у опции «${option}» указано дважды`,
  quantity: (value: string) =>
    `Остаток значения «${value}» — целое число от 0 до ${PRODUCT_STOCK_MAX.toLocaleString('ru-RU')}`,
  price: (value: string) => `Разница в цене у значения «${value}» — целое число рублей, например 200 или -150`,
  related: `Рекомендуемых товаров — не больше ${RELATED_MAX}`,
  relatedSelf: 'Товар не может быть рекомендован сам себе',
  relatedTwice: 'Рекомендуемый товар указан дважды',
} as const;

const T = PRODUCT_OPTIONS_TEXT;

/** A name as compared for sameness: trimmed, spaces collapsed, case ignored ('Объём' and ' объём ' are one). */
export function sameName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('ru-RU');
}

/** A price difference as typed ('200', '-150', '+1 000'), in whole roubles, or null. */
export function parsePriceDifference(typed: string): number | null {
  const plain = typed.replace(/[\s\u00a0]/g, '').replace(/^−/, '-');
  if (plain === '') return 0;
  if (!/^[+-]?\d{1,7}$/.test(plain)) return null;
  const value = Number(plain) + 0;
  return Math.abs(value) <= OPTION_PRICE_MAX ? value : null;
}

/** A value's stock as typed, or null. */
export function parseOptionStock(typed: string): number | null {
  const plain = typed.trim();
  if (!/^\d{1,9}$/.test(plain)) return null;
  const value = Number(plain);
  return value <= PRODUCT_STOCK_MAX ? value : null;
}

/** What is wrong with the options, or null: the first problem, named by option and value. */
export function optionsProblem(options: readonly ProductOptionEdit[]): string | null {
  if (options.length > PRODUCT_OPTIONS_MAX) return T.options;
  const seen = new Set<string>();
  for (const option of options) {
    const name = option.name.trim();
    if (name === '') return T.optionName;
    if (name.length > OPTION_NAME_MAX) return T.optionNameLong;
    const key = option.option_id === null ? sameName(name) : `#${option.option_id}`;
    if (seen.has(key) || seen.has(sameName(name))) return T.optionTwice(name);
    seen.add(key);
    seen.add(sameName(name));
    const problem = valuesProblem(name, option.values);
    if (problem) return problem;
  }
  return null;
}

function valuesProblem(option: string, values: readonly ProductOptionValueEdit[]): string | null {
  if (values.length === 0) return T.noValues(option);
  if (values.length > OPTION_VALUES_MAX) return T.values(option);
  const seen = new Set<string>();
  for (const value of values) {
    const name = value.name.trim();
    if (name === '') return T.valueName(option);
    if (name.length > OPTION_VALUE_NAME_MAX) return T.valueNameLong;
    if (seen.has(sameName(name))) return T.valueTwice(option, name);
    seen.add(sameName(name));
    if (parseOptionStock(value.quantity) === null) return T.quantity(name);
    if (parsePriceDifference(value.price) === null) return T.price(name);
  }
  return null;
}

/** What is wrong with the related products of product `productId` (null: a new product), or null. */
export function relatedProblem(productId: number | null, related: readonly number[]): string | null {
  if (related.length > RELATED_MAX) return T.related;
  if (productId !== null && related.includes(productId)) return T.relatedSelf;
  if (new Set(related).size !== related.length) return T.relatedTwice;
  return null;
}
