import { Badge, Box, HStack, Link, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router';
import { itemsCountText } from '../../domain/plural';
import { CartIcon, HeartIcon, UserIcon } from '../ui/icons';
import { useUser } from '../session/auth';
import { useCartSummary } from '../session/cart-actor';
import { useWishlist } from '../session/wishlist-actor';

interface ShortcutProps {
  to: string;
  label: string;
  icon: ComponentType<{ boxSize?: string }>;
  /** Shown as a badge; the wishlist and cart issues wire in the real counts. */
  count?: number;
}

/**
 * The link's name starts with the visible label (so speech control finds it by what it shows) and says the count the
 * badge shows: 'Корзина, 2 товара'; an empty cart or wishlist is named by its label alone.
 */
export const shortcutName = (label: string, count?: number) =>
  count === undefined || count <= 0 ? label : `${label}, ${itemsCountText(count)}`;

function Shortcut({ to, label, icon: Icon, count }: ShortcutProps) {
  return (
    <Link
      asChild
      color="fg"
      _hover={{ color: 'brand.fg', textDecoration: 'none' }}
      flexDirection="column"
      gap="0.5"
      px="2"
      py="1"
      borderRadius="l2"
      position="relative"
    >
      <RouterLink to={to} aria-label={shortcutName(label, count)}>
        <Box position="relative">
          <Icon boxSize="6" />
          {count === undefined ? null : (
            <Badge
              aria-hidden="true"
              position="absolute"
              top="-1.5"
              insetEnd="-2.5"
              minW="5"
              h="5"
              px="1"
              justifyContent="center"
              borderRadius="full"
              bg="brand.solid"
              color="brand.contrast"
              fontSize="2xs"
            >
              {count}
            </Badge>
          )}
        </Box>
        <Text as="span" fontSize="xs" display={{ base: 'none', md: 'block' }}>
          {label}
        </Text>
      </RouterLink>
    </Link>
  );
}

/**
 * Account, wishlist and cart shortcuts (product §2). The account shortcut follows the auth actor: /my-account labelled
 * 'Профиль' while someone is logged in, /login labelled 'Войти' otherwise.
 */
export function HeaderShortcuts() {
  const user = useUser();
  const account = user ? { to: '/my-account', label: 'Профиль' } : { to: '/login', label: 'Войти' };
  const wishlistCount = useWishlist().count;
  const cartCount = useCartSummary().count;
  return (
    <HStack gap={{ base: '0', md: '1' }}>
      <Shortcut to={account.to} label={account.label} icon={UserIcon} />
      <Shortcut to="/wishlist" label="Избранное" icon={HeartIcon} count={wishlistCount} />
      <Shortcut to="/cart" label="Корзина" icon={CartIcon} count={cartCount} />
    </HStack>
  );
}
