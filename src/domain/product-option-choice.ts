import { formatRoubles } from './money';

/**
 * How the product page offers a product's options (product §2 'free sampler select', and the options an editor gives
 * a product, issue 16): one choice per option, in the product's order; a value's price difference and a value out of
 * stock said in its line; the add payload of what was chosen.
 */

export interface OfferedValue {
  product_option_value_id: number;
  product_option_id: number;
  name: string;
  option_name: string;
  required: boolean;
  price: number;
  quantity: number;
}

export interface OfferedOption {
  product_option_id: number;
  name: string;
  required: boolean;
  values: OfferedValue[];
}

/** The free sampler's option name (the seed's, product §2): offered with 'Без пробника' and said to be free. */
export const SAMPLER_OPTION_NAME = 'Пробник';

export const OPTION_CHOICE_TEXT = {
  noSampler: 'Без пробника',
  none: 'Не выбрано',
  choose: 'Выберите',
  free: 'Бесплатно',
  outOfStock: 'нет в наличии',
} as const;

/** The values grouped by option, in the order given. */
export function offeredOptions(values: readonly OfferedValue[]): OfferedOption[] {
  const options = new Map<number, OfferedOption>();
  for (const value of values) {
    const option = options.get(value.product_option_id) ?? {
      product_option_id: value.product_option_id,
      name: value.option_name,
      required: value.required,
      values: [],
    };
    option.values.push(value);
    options.set(value.product_option_id, option);
  }
  return [...options.values()];
}

/** A value's line in its choice: '50 мл (+200 ₽)', '30 мл (−100 ₽)', '100 мл — нет в наличии'. */
export function valueLabel(value: OfferedValue): string {
  const price =
    value.price > 0 ? ` (+${formatRoubles(value.price)})` : value.price < 0 ? ` (−${formatRoubles(-value.price)})` : '';
  return `${value.name}${price}${value.quantity > 0 ? '' : ` — ${OPTION_CHOICE_TEXT.outOfStock}`}`;
}

/** The first line of an option's choice: nothing chosen. */
export function emptyChoiceLabel(option: OfferedOption): string {
  if (option.required) return OPTION_CHOICE_TEXT.choose;
  return option.name === SAMPLER_OPTION_NAME ? OPTION_CHOICE_TEXT.noSampler : OPTION_CHOICE_TEXT.none;
}

/** The add payload's options ({product_option_id: product_option_value_id}) of what was chosen, or undefined. */
export function chosenOptions(chosen: Readonly<Record<string, string>>): Record<string, number> | undefined {
  const entries = Object.entries(chosen).filter(([, value]) => value !== '');
  return entries.length > 0 ? Object.fromEntries(entries.map(([key, value]) => [key, Number(value)])) : undefined;
}

/** Whether every option that must be chosen has a value. */
export function requiredChosen(options: readonly OfferedOption[], chosen: Readonly<Record<string, string>>): boolean {
  return options.every((o) => !o.required || (chosen[String(o.product_option_id)] ?? '') !== '');
}

/**
 * The product page's price with the chosen values' price differences added, as the cart will charge it (the group's
 * price plus the differences, never below nothing): the regular price and the special alike.
 */
export function priceWithChoice(
  price: { price: number; special: number | null },
  options: readonly OfferedOption[],
  chosen: Readonly<Record<string, string>>,
): { price: number; special: number | null } {
  const difference = options.reduce((sum, option) => {
    const id = Number(chosen[String(option.product_option_id)] ?? '');
    return sum + (option.values.find((v) => v.product_option_value_id === id)?.price ?? 0);
  }, 0);
  const plus = (amount: number) => Math.max(0, amount + difference);
  return { price: plus(price.price), special: price.special === null ? null : plus(price.special) };
}
