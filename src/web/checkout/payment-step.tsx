import { Button, Stack, Text } from '@chakra-ui/react';
import type { PaymentMethodOption } from '../../domain/checkout-state';
import { ChoiceGroup } from './choice-group';
import { CheckoutAlert } from './checkout-alert';
import { TEXT } from './checkout-text';

/** Step 3: the payment methods the server offers (a certificate cart: the card only, product §5). */
export function PaymentStep({
  methods,
  chosen,
  unavailable,
  busy,
  paymentFailed,
  certificateOnly,
  error,
  onChoose,
  onRetry,
}: {
  methods: PaymentMethodOption[];
  chosen: string | null;
  unavailable: boolean;
  busy: boolean;
  paymentFailed: boolean;
  certificateOnly: boolean;
  error: string | null;
  onChoose: (code: string) => void;
  onRetry: () => void;
}) {
  return (
    <Stack gap="4">
      {paymentFailed ? <CheckoutAlert status="warning" text={TEXT.paymentFailed} /> : null}
      {error && !paymentFailed ? <CheckoutAlert text={error} /> : null}
      {unavailable ? (
        <Stack gap="3" align="start">
          <CheckoutAlert text={TEXT.paymentsMissing} />
          <Button variant="outline" size="sm" onClick={onRetry}>
            {TEXT.retry}
          </Button>
        </Stack>
      ) : (
        <ChoiceGroup
          label={TEXT.stepTitles[2]}
          choices={methods.map((m) => ({ value: m.code, label: m.title, unavailableReason: m.unavailable_reason }))}
          value={chosen}
          disabled={busy}
          onChange={onChoose}
        />
      )}
      {certificateOnly ? (
        <Text fontSize="sm" color="fg.muted">
          {TEXT.certificateCardOnly}
        </Text>
      ) : null}
    </Stack>
  );
}
