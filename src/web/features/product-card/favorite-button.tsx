import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import type { CardProduct } from '../../../api/catalogue';
import { useWishlistToggle } from '../../session/wishlist-actor';
import { HeartIcon } from '../../ui/icons';

export const FAVORITE_TEXT = {
  add: 'Добавить в избранное',
  remove: 'Удалить из избранного',
} as const;

/**
 * The wishlist heart (product §2 "favourite (highlighted when present)") on cards, in the quick view and on the product
 * page: a toggle button (aria-pressed) whose name says what a click does, filled in the accent colour while the
 * product is in the wishlist. It reads the shared wishlist actor; outside the shop's providers it is not shown.
 */
export function FavoriteButton({
  product,
  size = 'sm',
  ...rest
}: { product: CardProduct } & Omit<IconButtonProps, 'onClick' | 'aria-label' | 'aria-pressed'>) {
  const wishlist = useWishlistToggle(product);
  if (!wishlist) return null;
  const { inWishlist, toggle } = wishlist;
  return (
    <IconButton
      aria-label={inWishlist ? FAVORITE_TEXT.remove : FAVORITE_TEXT.add}
      aria-pressed={inWishlist}
      title={inWishlist ? FAVORITE_TEXT.remove : FAVORITE_TEXT.add}
      variant="ghost"
      size={size}
      color="brand.fg"
      bg={inWishlist ? 'brand.subtle' : undefined}
      onClick={toggle}
      {...rest}
    >
      <HeartIcon boxSize="5" css={inWishlist ? { '& g': { fill: 'currentColor' } } : undefined} />
    </IconButton>
  );
}
