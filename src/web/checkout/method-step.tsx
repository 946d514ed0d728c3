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

/** Step 2: the methods offered for the area (product §4), each with its price; the pickup point opens the list of points. */
export function MethodStep({
  area,
  region,
  methods,
  chosen,
  point,
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
      {picking ? <PickupPointPicker area={area} region={region} onChoose={onPoint} onClose={onClosePicker} /> : null}
      {alert ? <CheckoutAlert text={alert} /> : null}
    </Stack>
  );
}
