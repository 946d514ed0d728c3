import { isCertificate } from './certificate';
import { toFiniteNumber } from './to-number';

type CartLine = {
  product_id: number | string;
  name?: string | null;
  quantity: number | string;
  stock_quantity: number | string;
  isPresent?: boolean | number | string | null;
};

/** Whether a cart line is a free gift (`isPresent` may come as true, 1 or '1'). */
export function isGiftLine(line: Pick<CartLine, 'isPresent'>): boolean {
  return line.isPresent === true || Number(line.isPresent) === 1;
}

/** Whether a cart line has plus, minus and delete (§5: not for gifts and certificates). */
export function hasQuantityControls(line: CartLine): boolean {
  return !isGiftLine(line) && !isCertificate(line);
}

/** Whether a cart line shows plus (§5: only when stock exceeds the quantity, and it has controls at all). */
export function canIncrementLine(line: CartLine): boolean {
  const stock = toFiniteNumber(line.stock_quantity) ?? 0;
  const quantity = toFiniteNumber(line.quantity) ?? 0;
  return hasQuantityControls(line) && stock > quantity;
}

/** Whether another gift may be chosen (§5: blocked once the chosen count equals the allowed total). */
export function canChooseAnotherGift(currentCount: number, totalCount: number): boolean {
  return currentCount < totalCount;
}
