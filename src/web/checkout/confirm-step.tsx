import { Box, Button, Checkbox, Field, HStack, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { CheckoutTotalRow } from '../../domain/checkout-state';
import { formatRoubles } from '../../domain/money';
import { stripHtml } from '../../domain/text';
import { TEXT } from './checkout-text';

export interface ConfirmValues {
  comment: string;
  agreePrivacy: boolean;
  agreeRules: boolean;
}

/** Step 5: the comment, the two consents (they govern the button, product §5), the totals and 'Перейти к оплате'. */
export function ConfirmStep({
  values,
  totals,
  total,
  busy,
  onChange,
  onConfirm,
}: {
  values: ConfirmValues;
  totals: CheckoutTotalRow[];
  total: number;
  busy: boolean;
  onChange: (values: Partial<ConfirmValues>) => void;
  onConfirm: () => void;
}) {
  const ready = values.agreePrivacy && values.agreeRules;
  return (
    <Stack asChild gap="4">
      <form
        aria-label={TEXT.stepTitles[4]}
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) onConfirm();
        }}
      >
        <Field.Root>
          <Field.Label>{TEXT.comment}</Field.Label>
          <Textarea
            value={values.comment}
            onChange={(event) => onChange({ comment: event.target.value })}
            rows={3}
            maxLength={1000}
          />
        </Field.Root>
        <Checkbox.Root
          checked={values.agreePrivacy}
          onCheckedChange={(d) => onChange({ agreePrivacy: d.checked === true })}
          colorPalette="brand"
          alignItems="start"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label>
            {TEXT.agreePrivacy}{' '}
            <Link asChild color="brand.fg" fontSize="sm">
              <RouterLink to="/politika-obrabotki-personalnyx-dannyx" target="_blank">
                (читать)
              </RouterLink>
            </Link>
          </Checkbox.Label>
        </Checkbox.Root>
        <Checkbox.Root
          checked={values.agreeRules}
          onCheckedChange={(d) => onChange({ agreeRules: d.checked === true })}
          colorPalette="brand"
          alignItems="start"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label>
            {TEXT.agreeRules}{' '}
            <Link asChild color="brand.fg" fontSize="sm">
              <RouterLink to="/pravilami-polzovanija-torgovoj-ploschadkoj" target="_blank">
                (читать)
              </RouterLink>
            </Link>
          </Checkbox.Label>
        </Checkbox.Root>
        {totals.length ? (
          <Box as="dl" borderTopWidth="1px" borderColor="border" pt="3">
            {totals.map((row) => (
              <HStack
                key={row.code}
                justify="space-between"
                py="0.5"
                fontWeight={row.code === 'total' ? 'semibold' : 'normal'}
              >
                <Text as="dt">{stripHtml(row.title)}</Text>
                <Text as="dd">{row.text || formatRoubles(row.value)}</Text>
              </HStack>
            ))}
          </Box>
        ) : (
          <HStack justify="space-between" fontWeight="semibold">
            <Text>{TEXT.total}</Text>
            <Text>{formatRoubles(total)}</Text>
          </HStack>
        )}
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          alignSelf={{ base: 'stretch', md: 'start' }}
          disabled={!ready}
          loading={busy}
          loadingText={TEXT.placing}
        >
          {TEXT.pay}
        </Button>
      </form>
    </Stack>
  );
}
