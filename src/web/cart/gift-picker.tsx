import { Box, Heading, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { GiftChoice } from '../../domain/cart-reply';
import { canChooseAnotherGift } from '../../domain/cart-line';
import { formatRoubles } from '../../domain/money';
import { CART_TEXT } from './cart-text';
import { GiftIcon, MinusIcon, PlusIcon } from '../ui/icons';
import { useCartCommand } from './use-cart-command';
import { ShopImage } from '../ui/shop-image';

/**
 * The free-gift picker (product §2, §5): shown while a gift promotion is reached and the cart has no certificate; each
 * gift costs 1 ₽; more gifts are blocked once the chosen count equals the allowed total.
 */
export function GiftPicker({ choice }: { choice: GiftChoice }) {
  const send = useCartCommand();
  const more = canChooseAnotherGift(choice.currentCount, choice.totalCount);
  return (
    <Box
      as="section"
      aria-labelledby="gifts-heading"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      p={{ base: '4', md: '5' }}
      bg="bg.subtle"
    >
      <HStack justify="space-between" align="baseline" mb="3" wrap="wrap">
        <Heading as="h2" id="gifts-heading" size="md" display="flex" alignItems="center" gap="2">
          <GiftIcon color="brand.fg" />
          {CART_TEXT.giftsHeading}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {CART_TEXT.giftsChosen(choice.currentCount, choice.totalCount)}
        </Text>
      </HStack>
      <Stack as="ul" listStyleType="none" gap="3">
        {choice.products.map((gift) => (
          <HStack as="li" key={gift.id} gap="3" align="center">
            <ShopImage
              src={gift.thumb}
              alt=""
              sizes="48px"
              htmlWidth={48}
              htmlHeight={48}
              boxSize="12"
              objectFit="contain"
              bg="bg"
              borderRadius="l2"
            />
            <Box flex="1" minW="0">
              <Link asChild color="fg" fontSize="sm" fontWeight="medium">
                <RouterLink to={gift.href}>{gift.name}</RouterLink>
              </Link>
              <Text fontSize="sm" color="fg.muted">
                {formatRoubles(gift.price)}
              </Text>
            </Box>
            <HStack gap="1">
              <IconButton
                aria-label={CART_TEXT.giftLess(gift.name)}
                variant="outline"
                size="xs"
                disabled={gift.quantity <= 0}
                onClick={() => void send({ type: 'cart.gift', productId: gift.id, action: 'decrement' })}
              >
                <MinusIcon />
              </IconButton>
              <Text minW="6" textAlign="center" aria-label={`Выбрано: ${gift.quantity}`}>
                {gift.quantity}
              </Text>
              <IconButton
                aria-label={CART_TEXT.giftMore(gift.name)}
                variant="outline"
                size="xs"
                disabled={!more || gift.quantity >= gift.stok_quantity}
                onClick={() => void send({ type: 'cart.gift', productId: gift.id, action: 'increment' })}
              >
                <PlusIcon />
              </IconButton>
            </HStack>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}
