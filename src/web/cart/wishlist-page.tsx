import { SectionPage } from '../ui/section-page';

/** The wishlist (SPEC §2 "Wishlist"). */
export function WishlistPage({ title = 'Избранное' }: { title?: string }) {
  return <SectionPage title={title} />;
}
