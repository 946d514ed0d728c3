import { AREA_TYPE } from './constants';
import { shippingCodesFor, type AreaType, type ShippingCode } from './delivery-options';
import { AREA_TITLE, SHIPPING_TITLE, type DeliveryPrices, type DeliveryTariff } from './delivery-prices';

export type { DeliveryPrices, DeliveryTariff };

/**
 * The owner's delivery terms ('Доставка' in the back office, issue 16): the price of each method in each zone, the
 * goods total from which delivery is free, and where and when self-pickup customers collect their order. The server
 * refuses what this says is wrong (400, its first message) and the page names it under the field before sending, in
 * the same words. Which methods a zone offers stays SPEC §4's (delivery-options.ts): the owner sets their prices.
 */

export const AREAS: readonly AreaType[] = [AREA_TYPE.MOSCOW, AREA_TYPE.SPB, AREA_TYPE.OTHER];

export interface DeliveryValues extends DeliveryTariff {
  /** Self-pickup's address ('' : the shop shows no place). */
  pickup_address: string;
  pickup_hours: string;
}

/** One price of the table: a zone and a method it offers. */
export interface PriceCell {
  area: AreaType;
  code: ShippingCode;
}

/** Every price the owner sets, zone by zone in SPEC's order of methods. */
export const PRICE_CELLS: readonly PriceCell[] = AREAS.flatMap((area) =>
  shippingCodesFor(area).map((code) => ({ area, code })),
);

/** A cell's field name on the page and in problems: 'msk.inside-mkad/cdek.cdek'. */
export const cellKey = ({ area, code }: PriceCell) => `${area}/${code}`;

export type DeliveryField = 'free_from' | 'pickup_address' | 'pickup_hours' | `${AreaType}/${ShippingCode}`;
export type DeliveryProblems = Partial<Record<DeliveryField, string>>;

export const DELIVERY_LABEL = {
  free_from: 'Бесплатная доставка от, ₽',
  pickup_address: 'Адрес самовывоза',
  pickup_hours: 'Часы работы самовывоза',
} as const;

/** The longest a price or the threshold may be (roubles) and the texts (the columns). */
export const DELIVERY_MAX = { roubles: 1_000_000, pickup_address: 300, pickup_hours: 100 } as const;

const WHOLE_ROUBLES = 'целое число рублей от 0';

function roublesProblem(value: number, label: string): string | null {
  if (!Number.isInteger(value) || value < 0) return `${label}: ${WHOLE_ROUBLES}`;
  if (value > DELIVERY_MAX.roubles) return `${label}: не больше ${DELIVERY_MAX.roubles.toLocaleString('ru-RU')} ₽`;
  return null;
}

/** How a price is named in a message: 'Курьером, Санкт-Петербург (в пределах КАД)'. */
export const cellTitle = ({ area, code }: PriceCell) => `${SHIPPING_TITLE[code]}, ${AREA_TITLE[area]}`;

/** What is wrong with each value, by field: empty when the terms may be saved. */
export function deliveryProblems(values: DeliveryValues): DeliveryProblems {
  const problems: DeliveryProblems = {};
  for (const cell of PRICE_CELLS) {
    const problem = roublesProblem(values.prices[cell.area]?.[cell.code] ?? Number.NaN, cellTitle(cell));
    if (problem) problems[cellKey(cell) as DeliveryField] = problem;
  }
  const threshold = roublesProblem(values.free_from, 'Порог бесплатной доставки');
  if (threshold) problems.free_from = threshold;
  const address = values.pickup_address.trim();
  if (address === '') problems.pickup_address = 'Укажите адрес самовывоза';
  else if (address.length > DELIVERY_MAX.pickup_address)
    problems.pickup_address = `Адрес самовывоза — не длиннее ${DELIVERY_MAX.pickup_address} символов`;
  if (values.pickup_hours.trim().length > DELIVERY_MAX.pickup_hours)
    problems.pickup_hours = `Часы работы самовывоза — не длиннее ${DELIVERY_MAX.pickup_hours} символов`;
  return problems;
}

/** The values as they are kept: the offered cells only, texts without spaces around them. */
export function trimmedDelivery(values: DeliveryValues): DeliveryValues {
  const prices = Object.fromEntries(AREAS.map((area) => [area, {}])) as DeliveryPrices;
  for (const { area, code } of PRICE_CELLS) prices[area][code] = values.prices[area]?.[code] ?? 0;
  return {
    prices,
    free_from: values.free_from,
    pickup_address: values.pickup_address.trim(),
    pickup_hours: values.pickup_hours.trim(),
  };
}

/** A price typed on the page as the number it stands for: digits only, else NaN (which the rule refuses). */
export function typedRoubles(text: string): number {
  const trimmed = text.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}
