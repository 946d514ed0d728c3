import { CartPage } from './cart/cart-page';
import { CheckoutSteps } from './checkout/checkout-steps';

/**
 * /cart (product §2 "Cart page … and the checkout steps"): the cart capability's page with the checkout capability's
 * five steps under it. Capabilities do not import each other, so the two meet here, at app level.
 */
export function CartCheckoutPage({ title }: { title?: string }) {
  return <CartPage title={title} checkout={<CheckoutSteps />} />;
}
