import { Alert, Box, Button, Collapsible, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { CART_TEXT } from './cart-text';
import { useCartCommand } from './use-cart-command';

/**
 * The collapsible certificate box (product §2): 'Применить сертификат', or 'Сертификат применён' once the cart has a
 * code; 'Введите код' and 'Применить'. The server's answer is toasted (§8); on success the cart reloads with the
 * certificate's row. A code the shop has switched off is said in its own words (`refused`): it takes nothing off.
 */
export function VoucherBox({ applied, refused }: { applied: string | null; refused?: string }) {
  const send = useCartCommand();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    setBusy(true);
    const outcome = await send({ type: 'cart.voucher.apply', code: code.trim() });
    setBusy(false);
    if (outcome.ok) setCode('');
  };
  return (
    <Stack gap="2">
      {refused ? (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>{refused}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Collapsible.Root>
        <Collapsible.Trigger asChild>
          <Button variant="plain" px="0" color="brand.fg" textDecoration="underline" textUnderlineOffset="3px">
            {applied ? CART_TEXT.voucherApplied : CART_TEXT.voucherApply}
          </Button>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <Box as="form" onSubmit={(e: FormEvent) => void submit(e)} pt="2">
            <Field.Root>
              <Field.Label>{CART_TEXT.voucherCode}</Field.Label>
              <HStack w="full" gap="2">
                <Input value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" flex="1" />
                <Button type="submit" loading={busy} disabled={!code.trim()}>
                  {CART_TEXT.voucherSubmit}
                </Button>
              </HStack>
            </Field.Root>
          </Box>
        </Collapsible.Content>
      </Collapsible.Root>
    </Stack>
  );
}
