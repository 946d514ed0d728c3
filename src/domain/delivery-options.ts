import { AREA_TYPE, SHIPPING_CODE } from './constants';

export type AreaType = (typeof AREA_TYPE)[keyof typeof AREA_TYPE];
export type ShippingCode = (typeof SHIPPING_CODE)[keyof typeof SHIPPING_CODE];

/** Delivery methods offered for an area (§4): pickup point everywhere, courier not for other cities, self-pickup only in Moscow. */
export function shippingCodesFor(areaType: AreaType): ShippingCode[] {
  const codes: ShippingCode[] = [SHIPPING_CODE.PICKUP_POINT];
  if (areaType !== AREA_TYPE.OTHER) codes.push(SHIPPING_CODE.COURIER);
  if (areaType === AREA_TYPE.MOSCOW) codes.push(SHIPPING_CODE.SELF_PICKUP);
  return codes;
}

/** Whether checkout step 1 is complete (§4): Moscow or St Petersburg, or another city with a chosen zone id. */
export function isAreaStepComplete(
  areaType: AreaType | null | undefined,
  zoneId: number | string | null | undefined,
): boolean {
  if (areaType === AREA_TYPE.MOSCOW || areaType === AREA_TYPE.SPB) return true;
  return areaType === AREA_TYPE.OTHER && Number(zoneId) > 0;
}

/** Whether a delivery method needs the street address in step 4 (§5: courier only). */
export function needsStreetAddress(shippingCode: string | null | undefined): boolean {
  return shippingCode === SHIPPING_CODE.COURIER;
}
