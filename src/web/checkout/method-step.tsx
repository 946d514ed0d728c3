import { Button, Stack, Text } from '@chakra-ui/react';
import type { PickupPoint, ShippingMethodOption } from '../../domain/checkout-state';
import { SHIPPING_CODE } from '../../domain/constants';
import type { AreaType, ShippingCode } from '../../domain/delivery-options';
import { formatRoubles } from '../../domain/money';
import { ChoiceGroup } from './choice-group';
import { CheckoutAlert } from './checkout-alert';
import { TEXT } from './checkout-text';
import { PickupPointPicker } from './pickup-point-picker';

/** The price as the shopper reads it: 'Бесплатно' at 0 ₽. */
export const priceText = (method: ShippingMethodOption) => (method.cost > 0 ? formatRoubles(method.cost) : 'Бесплатно');

/** Step 2's line once done: the method and its price, and where the order is collected (a pickup point, the shop). */
export function methodSummary(
  method: ShippingMethodOption,
  point: PickupPoint | null,
  selfPickup: { address: string; hours: string } | null,
): string {
  const where =
    method.code === SHIPPING_CODE.PICKUP_POINT && point
      ? `${point.city}, ${point.street}`
      : method.code === SHIPPING_CODE.SELF_PICKUP && selfPickup
        ? selfPickup.address
        : '';
  return `${method.title}, ${priceText(method)}${where ? ` · ${where}` : ''}`;
}

/** Step 2: the methods offered for the area (product §4), each with its price; the pickup point opens the list of points. */
export function MethodStep({
  area,
  region,
  methods,
  chosen,
  point,
  selfPickup,
  picking,
  busy,
  alert,
  onChoose,
  onPoint,
  onClosePicker,
}: {
  area: AreaType | null;
  /** Another city's region chosen at step 1, by name: the pickup points offered are that region's. */
  region: string | null;
  methods: ShippingMethodOption[];
  chosen: ShippingCode | null;
  point: PickupPoint | null;
  /** The shop's own pickup place (null when the shop has not set it). */
  selfPickup: { address: string; hours: string } | null;
  picking: boolean;
  busy: boolean;
  alert: string | null;
  onChoose: (code: ShippingCode) => void;
  onPoint: (point: PickupPoint) => void;
  onClosePicker: () => void;
}) {
  const value = picking ? SHIPPING_CODE.PICKUP_POINT : chosen;
  return (
    <Stack gap="4">
      <ChoiceGroup
        label={TEXT.stepTitles[1]}
        choices={methods.map((m) => ({ value: m.code, label: m.title, detail: priceText(m) }))}
        value={value}
        disabled={busy}
        onChange={(code) => onChoose(code as ShippingCode)}
      />
      {chosen === SHIPPING_CODE.PICKUP_POINT && point && !picking ? (
        <Stack gap="1" direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }} justify="space-between">
          <Text>
            {point.city}, {point.street} ·{' '}
            <Text as="span" color="fg.muted">
              {point.cdek_terms}
            </Text>
          </Text>
          <Button size="sm" variant="outline" onClick={() => onChoose(SHIPPING_CODE.PICKUP_POINT)} disabled={busy}>
            {TEXT.changePoint}
          </Button>
        </Stack>
      ) : null}
      {chosen === SHIPPING_CODE.SELF_PICKUP && selfPickup && !picking ? (
        <Stack as="dl" gap="0.5">
          <Text as="dt" fontSize="sm" color="fg.muted">
            {TEXT.selfPickupAddress}
          </Text>
          <Text as="dd">{selfPickup.address}</Text>
          {selfPickup.hours ? (
            <>
              <Text as="dt" fontSize="sm" color="fg.muted">
                {TEXT.selfPickupHours}
              </Text>
              <Text as="dd">{selfPickup.hours}</Text>
            </>
          ) : null}
        </Stack>
      ) : null}
      {picking ? <PickupPointPicker area={area} region={region} onChoose={onPoint} onClose={onClosePicker} /> : null}
      {alert ? <CheckoutAlert text={alert} /> : null}
    </Stack>
  );
}
