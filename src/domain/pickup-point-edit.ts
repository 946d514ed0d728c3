/**
 * The shop's own pickup points (used while no CDEK account is configured; 'Доставка' in the back office): what the
 * owner types for a point and what it may be. The server refuses what this says is wrong (400, its first message)
 * and the page names it under the field before sending, in the same words.
 */

export interface PickupPointValues {
  city: string;
  /** One of the shop's regions (checkout step 1's list): a point is offered to 'another city' in its region. */
  region: string;
  address: string;
  /** Working hours as shoppers read them: 'Пн-Пт 10:00-20:00'. */
  work_time: string;
  /** How to find it: 'Вход со двора'. */
  note: string;
  /** Offered to shoppers. */
  status: boolean;
}

/** A point as the back office lists it: its number, the code the checkout keeps, its version. */
export interface PickupPointRecord extends PickupPointValues {
  id: number;
  code: string;
  version: number;
}

export type PickupPointField = keyof Omit<PickupPointValues, 'status'>;
export type PickupPointProblems = Partial<Record<PickupPointField, string>>;

export const PICKUP_POINT_LABEL: Record<PickupPointField, string> = {
  city: 'Город',
  region: 'Регион',
  address: 'Адрес',
  work_time: 'Часы работы',
  note: 'Как найти',
};

/** The columns' lengths (migration 008). */
export const PICKUP_POINT_MAX: Record<PickupPointField, number> = {
  city: 128,
  region: 128,
  address: 255,
  work_time: 255,
  note: 500,
};

const REQUIRED: Partial<Record<PickupPointField, string>> = {
  city: 'Укажите город',
  region: 'Выберите регион',
  address: 'Укажите адрес пункта',
  work_time: 'Укажите часы работы',
};

/** What is wrong with each value, by field (`regions`: the names a region may have): empty when it may be saved. */
export function pickupPointProblems(values: PickupPointValues, regions: readonly string[]): PickupPointProblems {
  const problems: PickupPointProblems = {};
  for (const field of Object.keys(PICKUP_POINT_MAX) as PickupPointField[]) {
    const value = values[field].trim();
    if (REQUIRED[field] && value === '') problems[field] = REQUIRED[field];
    else if (value.length > PICKUP_POINT_MAX[field])
      problems[field] = `${PICKUP_POINT_LABEL[field]} — не длиннее ${PICKUP_POINT_MAX[field]} символов`;
  }
  if (!problems.region && !regions.includes(values.region.trim())) problems.region = 'Выберите регион из списка';
  return problems;
}

/** The values as they are kept: text without spaces around it. */
export function trimmedPickupPoint(values: PickupPointValues): PickupPointValues {
  return {
    city: values.city.trim(),
    region: values.region.trim(),
    address: values.address.trim(),
    work_time: values.work_time.trim(),
    note: values.note.trim(),
    status: values.status,
  };
}

/** The note the page shows instead of the points while CDEK is configured. */
export const CDEK_CONFIGURED_NOTE = 'CDEK настроен: пункты выдачи берутся из CDEK';
