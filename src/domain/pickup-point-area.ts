import { AREA_TYPE } from './constants';
import type { AreaType } from './delivery-options';

/** CDEK's city codes of the two ring-road areas: their pickup points are priced as Moscow's and St Petersburg's. */
export const RING_ROAD_CITY_CODE: Partial<Record<AreaType, number>> = { [AREA_TYPE.MOSCOW]: 44, [AREA_TYPE.SPB]: 137 };

const RING_ROAD_CITIES = Object.values(RING_ROAD_CITY_CODE);

/** Region names compared as a person reads them: case, 'ё' and spacing do not matter. */
export function sameRegion(a: string, b: string): boolean {
  const plain = (name: string) => name.toLocaleLowerCase('ru').replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();
  return plain(a) === plain(b);
}

/**
 * Whether a pickup point may be chosen in the area of checkout step 1, so that its delivery is charged at that area's
 * price: Moscow's and St Petersburg's own points there; for another city, a point of the region chosen at step 1 and
 * not in either ring-road city (a Voronezh point is not delivered at a Novosibirsk order's price).
 */
export function pointServesArea(
  point: { cityCode: number; region: string },
  area: AreaType,
  regionName: string | null,
): boolean {
  const city = RING_ROAD_CITY_CODE[area];
  if (city !== undefined) return point.cityCode === city;
  if (RING_ROAD_CITIES.includes(point.cityCode)) return false;
  return regionName !== null && sameRegion(point.region, regionName);
}
