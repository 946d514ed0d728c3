import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { type CheckoutInput, checkoutMachine } from '../../../machines/checkout/checkout.machine';
import {
  confirmOrder,
  confirmPayment,
  fetchCardPayment,
  fetchCheckoutState,
  updateArea,
  updatePaymentMethod,
  updateShippingAddress,
  updateShippingMethod,
} from '../../api/checkout';
import { useOptionalCart } from '../session/cart-actor';
import { runSessionHook } from '../session/session-hooks';
import { inspect } from '../ui/inspect';
import { toastError } from '../ui/toaster';
import { postPaymentForm } from './payment-form-post';
import { OWN_CART_KEY } from './use-checkout-cart';

export type CheckoutActor = ActorRefFrom<typeof checkoutMachine>;

/** The checkout actor of one cart page, with the shop's calls, navigation, the bank form post and toasts plugged in. */
export function useCheckoutActor(input: CheckoutInput): CheckoutActor {
  const navigate = useNavigate();
  const cart = useOptionalCart();
  const queryClient = useQueryClient();
  const [machine] = useState(() =>
    checkoutMachine.provide({
      actors: {
        loadCheckout: fromPromise(() => fetchCheckoutState()),
        saveArea: fromPromise(({ input: area }) => updateArea(area)),
        saveShipping: fromPromise(({ input: method }) => updateShippingMethod(method)),
        savePayment: fromPromise(({ input: payment }) => updatePaymentMethod(payment)),
        saveContact: fromPromise(({ input: contact }) => updateShippingAddress(contact)),
        placeOrder: fromPromise(({ input: order }) =>
          confirmOrder({ ...order, agree_privacy: true, agree_rules: true }),
        ),
        fetchCardPayment: fromPromise(() => fetchCardPayment()),
        confirmPayment: fromPromise(({ input: payment }) => confirmPayment(payment.code)),
      },
      actions: {
        // The machine has just stored the bank's form (storeCardForm).
        submitPaymentForm: ({ context }) => {
          if (context.modulBankData) postPaymentForm(context.modulBankData);
        },
        goToSuccess: (_, reply) => void navigate(reply.redirect || `/success?order_id=${reply.order_id}`),
        reportRequestError: (_, message) => toastError(message),
        // Only the cart: its new total comes back to the machine as checkout.cart.seen, which knows it is no news.
        reloadCart: () => {
          if (cart) cart.actor.send({ type: 'cart.refresh' });
          else void queryClient.invalidateQueries({ queryKey: OWN_CART_KEY });
        },
        returnToCart: () => {
          // The cart (and with it this checkout) reloads with the new prices; the shopper sees it from the top.
          runSessionHook('refreshCart');
          const heading = document.getElementById('page-heading');
          heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        },
      },
    }),
  );
  return useActorRef(machine, { input, inspect });
}
