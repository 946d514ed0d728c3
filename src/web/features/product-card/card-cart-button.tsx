import { Button, IconButton, Spinner, VisuallyHidden, type ButtonProps } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { addToCartMachine } from '../../../../machines/cart/add-to-cart.machine';
import type { CommandSettled } from '../../../../machines/cart/cart.machine';
import type { CardProduct } from '../../../api/catalogue';
import { canShowAddToCartIcon } from '../../../domain/card-actions';
import type { CartAddOption } from '../../../domain/cart-reply';
import { QUANTITY_PER_ADD } from '../../../domain/constants';
import { useIsInCart, useOptionalCart } from '../../session/cart-actor';
import { CartIcon } from '../../ui/icons';
import { inspect } from '../../ui/inspect';
import { toastError, toastSuccess } from '../../ui/toaster';

/** product §4 "Add to cart". */
export const ADD_TO_CART_TEXT = {
  add: 'В корзину',
  added: 'Добавлено в корзину',
  outOfStock: 'Нет в наличии',
  /** The card icon's accessible names. */
  addIcon: 'Добавить в корзину',
  goToCart: 'Перейти в корзину',
} as const;

/**
 * Adds one unit of a product (with its sampler or certificate amount) through the shared cart actor and resolves with
 * the outcome; null outside the shop's providers.
 */
export function useAddToCart(): ((productId: number, option?: CartAddOption) => Promise<CommandSettled>) | null {
  const cart = useOptionalCart();
  if (!cart) return null;
  return (productId, option) =>
    cart.request({
      type: 'cart.add',
      payload: { product_id: productId, quantity: QUANTITY_PER_ADD, ...(option ? { option } : {}) },
    });
}

/**
 * The card's cart icon (product §2 "cart icon (active when already in cart; then goes to /cart)"), shown only when the
 * product may be added from a card (§5: in stock, not the certificate, priced above 0; and no option that must be
 * chosen, issue 16: the quick view and the product page offer the choice). A click adds one unit and
 * toasts the server's total ('Итого: 4 500 ₽, в корзине 3 товара'); a refused add is silently ignored (§4). Not shown
 * outside the shop's providers.
 */
export function CardCartIcon({ product }: { product: CardProduct }) {
  const add = useAddToCart();
  const inCart = useIsInCart(product.product_id);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (!add || !canShowAddToCartIcon(product)) return null;

  const onClick = async () => {
    if (inCart) {
      void navigate('/cart');
      return;
    }
    setBusy(true);
    const outcome = await add(product.product_id);
    setBusy(false);
    if (outcome.ok && outcome.reply.add) toastSuccess(outcome.reply.add.total);
  };

  const label = inCart ? ADD_TO_CART_TEXT.goToCart : ADD_TO_CART_TEXT.addIcon;
  return (
    <IconButton
      aria-label={label}
      title={label}
      variant={inCart ? 'solid' : 'ghost'}
      size="sm"
      color={inCart ? 'brand.contrast' : 'brand.fg'}
      loading={busy}
      onClick={() => void onClick()}
    >
      <CartIcon boxSize="5" />
    </IconButton>
  );
}

/**
 * The quick view's 'В корзину' (product §2, §4): adds one unit with the values chosen, then reads 'Добавлено в корзину'
 * and takes the shopper to /cart; the server's total is toasted, a refusal (e.g. the certificate mixing warning) too.
 * Disabled while an option that must be chosen is not.
 */
export function QuickViewCartButton({
  product,
  option,
  disabled,
}: {
  product: CardProduct;
  option?: CartAddOption;
  disabled?: boolean;
}) {
  return <AddToCartButton productId={product.product_id} option={option} disabled={disabled} toastTotal />;
}

export interface AddToCartButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  productId: number;
  /** The sampler or the certificate amount chosen. */
  option?: CartAddOption;
  /** Toast the server's total text on success (quick view). */
  toastTotal?: boolean;
}

/**
 * 'В корзину' → 'Добавлено в корзину' → /cart (product §4; the statechart `machines/cart/add-to-cart.machine.ts`);
 * refusals are toasted. Not shown outside the providers. While adding, the button stays enabled and focused (a disabled
 * button would drop the keyboard's focus to the page) and presses add nothing more; the outcome is announced in a live
 * region beside it. Another product is another button (a fresh machine).
 */
export function AddToCartButton(props: AddToCartButtonProps) {
  const add = useAddToCart();
  if (!add) return null;
  return <AddToCartMachineButton key={props.productId} add={add} {...props} />;
}

function AddToCartMachineButton({
  add,
  productId,
  option,
  toastTotal = false,
  disabled,
  ...rest
}: AddToCartButtonProps & { add: NonNullable<ReturnType<typeof useAddToCart>> }) {
  const navigate = useNavigate();
  const [machine] = useState(() =>
    addToCartMachine.provide({
      actors: {
        addToCart: fromPromise(async ({ input }) => {
          const outcome = await add(input.productId, input.option);
          if (!outcome.ok) throw new Error(outcome.error);
          return outcome.reply;
        }),
      },
      actions: {
        goToCart: () => void navigate('/cart'),
        reportAdded: (_, reply) => {
          if (toastTotal && reply.add) toastSuccess(reply.add.total);
        },
        reportRefusal: (_, error) => {
          if (error instanceof Error && error.message) toastError(error.message);
        },
      },
    }),
  );
  const actor = useActorRef(machine, { input: { productId }, inspect });
  const state = useSelector(actor, (snapshot) => snapshot.value);

  return (
    <>
      <Button
        colorPalette="brand"
        variant={state === 'added' ? 'outline' : 'solid'}
        aria-busy={state === 'adding' || undefined}
        disabled={disabled && state !== 'added'}
        onClick={() => actor.send(option ? { type: 'addToCart.press', option } : { type: 'addToCart.press' })}
        {...rest}
      >
        {state === 'adding' ? <Spinner size="sm" /> : <CartIcon boxSize="5" />}
        {state === 'added' ? ADD_TO_CART_TEXT.added : ADD_TO_CART_TEXT.add}
      </Button>
      <VisuallyHidden role="status">{state === 'added' ? ADD_TO_CART_TEXT.added : ''}</VisuallyHidden>
    </>
  );
}
