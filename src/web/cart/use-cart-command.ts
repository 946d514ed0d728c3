import type { CommandSettled } from '../../../machines/cart/cart.machine';
import { useCartRequest, type CartRequest } from '../session/cart-actor';
import { toastError, toastSuccess } from '../ui/toaster';

/**
 * Sends a cart command from the cart page; a refusal shows the server's message (out of stock, unknown code…), a
 * success the server's message when it sent one ('Сертификат применён'). The cart on screen follows the actor.
 */
export function useCartCommand(): (event: CartRequest) => Promise<CommandSettled> {
  const request = useCartRequest();
  return async (event) => {
    const outcome = await request(event);
    if (!outcome.ok && outcome.error) toastError(outcome.error);
    if (outcome.ok && outcome.kind === 'voucher' && outcome.reply.message) toastSuccess(outcome.reply.message);
    return outcome;
  };
}
