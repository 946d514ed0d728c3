import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import type { CommandSettled } from '../../../machines/cart/cart.machine';
import { fetchCartProductIds } from '../../api/cart';
import type { OrderLine } from '../../domain/account';
import type { CartAddOption } from '../../domain/cart-reply';
import { canAddAllToCart, isCertificate } from '../../domain/certificate';
import { formatRoubles, parseTotalFromAddMessage } from '../../domain/money';
import { useOptionalCart, type CartRequest } from '../session/cart-actor';
import { toastError, toastSuccess } from '../ui/toaster';

/** product §8 "Repeat order". */
export const REPEAT_ORDER_TEXT = {
  button: 'Повторить заказ',
  failed: 'Не удалось повторить заказ.',
  nothingAdded: 'Не удалось добавить товары в корзину.',
  nothingToAdd: 'Нет товаров для добавления в корзину.',
  added: (count: number, total: number) => `Добавлено товаров: ${count}. Общая сумма: ${formatRoubles(total)}`,
} as const;

type Outcome = { ok: true; text: string } | { ok: false; text: string };

/**
 * The line's option values as the cart takes a choice ({product option: value}), for those the product still has; a
 * value the shop removed is left out, and the cart then refuses a required one ('Выберите «Объём»') as it would anyone.
 */
function chosenAgain(line: OrderLine): CartAddOption | undefined {
  const option: CartAddOption = {};
  for (const { product_option_id, product_option_value_id } of line.options) {
    if (product_option_id !== null && product_option_value_id !== null)
      option[product_option_id] = product_option_value_id;
  }
  return Object.keys(option).length > 0 ? option : undefined;
}

/**
 * Puts an order's products into the cart again (product §2 "Мои заказы", §5 "Same for repeat order", §8): nothing when the
 * certificate rule forbids any of them (the mixing warning), otherwise each product in turn through the cart actor
 * (its queue keeps them in order), then how many were added and the cart's total from the last reply.
 */
export async function repeatOrder(
  lines: OrderLine[] | undefined,
  request: (event: CartRequest) => Promise<CommandSettled>,
): Promise<Outcome> {
  if (!lines) return { ok: false, text: REPEAT_ORDER_TEXT.failed };
  if (lines.length === 0) return { ok: false, text: REPEAT_ORDER_TEXT.nothingToAdd };
  let inCart: number[];
  try {
    inCart = await fetchCartProductIds();
  } catch {
    return { ok: false, text: REPEAT_ORDER_TEXT.failed };
  }
  const check = canAddAllToCart(inCart, lines);
  if (!check.ok) return { ok: false, text: check.warning };

  let added = 0;
  let total: number | null = null;
  for (const line of lines) {
    const option = isCertificate(line) ? { amount: line.price } : chosenAgain(line);
    const outcome = await request({
      type: 'cart.add',
      payload: { product_id: line.product_id, quantity: Math.max(1, line.quantity), ...(option ? { option } : {}) },
    });
    if (outcome.ok) {
      added += 1;
      total = parseTotalFromAddMessage(outcome.reply.add?.total) ?? total;
    }
  }
  if (added === 0) return { ok: false, text: REPEAT_ORDER_TEXT.nothingAdded };
  return { ok: true, text: REPEAT_ORDER_TEXT.added(added, total ?? 0) };
}

/** 'Повторить заказ' in the order modal; the outcome is toasted. Not shown outside the shop's providers. */
export function RepeatOrderButton({ lines, disabled }: { lines: OrderLine[] | undefined; disabled?: boolean }) {
  const cart = useOptionalCart();
  const [busy, setBusy] = useState(false);
  if (!cart) return null;
  const onClick = async () => {
    setBusy(true);
    const outcome = await repeatOrder(lines, cart.request);
    setBusy(false);
    if (outcome.ok) toastSuccess(outcome.text);
    else toastError(outcome.text);
  };
  return (
    <Button colorPalette="brand" loading={busy} disabled={disabled} onClick={() => void onClick()}>
      {REPEAT_ORDER_TEXT.button}
    </Button>
  );
}
