import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { fetchCart } from '../../api/cart';
import type { Cart, CartTotalRow } from '../../domain/cart-reply';
import { useOptionalCart } from '../session/cart-actor';

/** The cart query of a checkout rendered without the shop's cart actor. */
export const OWN_CART_KEY = ['checkout', 'cart'] as const;

export interface CheckoutCart {
  /** Whether the cart has arrived. */
  loaded: boolean;
  /** The cart holds the gift certificate (it cannot be mixed with goods, so the cart is certificate-only). */
  certificateOnly: boolean;
  /** Goods total in whole roubles (when it changes, the checkout reloads its prices). */
  total: number;
  countItems: number;
  /** The cart's totals rows, as the cart reply holds them (the same array until the cart changes). */
  totals: readonly CartTotalRow[];
}

const NO_TOTALS: readonly CartTotalRow[] = [];

/**
 * The cart as the checkout needs it: whether it is certificate-only, and a total/count that tells when it changed.
 * Read from the shop's cart actor; a CheckoutSteps rendered without the shop's providers (alone in a test) asks the
 * cart call itself.
 */
export function useCheckoutCart(): CheckoutCart {
  const handle = useOptionalCart();
  const fromActor = useSelector(handle?.actor, (snapshot) => snapshot?.context.cart ?? null);
  const own = useQuery({ queryKey: OWN_CART_KEY, queryFn: fetchCart, enabled: !handle });
  const cart: Cart | null | undefined = handle ? fromActor : own.data;
  return {
    loaded: cart !== null && cart !== undefined,
    certificateOnly: cart?.hasCertificate ?? false,
    total: cart?.total ?? 0,
    countItems: cart?.countItems ?? 0,
    totals: cart?.totals ?? NO_TOTALS,
  };
}
