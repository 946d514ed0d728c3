import { Badge, Box, Flex, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { CartProduct } from '../../domain/cart-reply';
import { canIncrementLine, hasQuantityControls, isGiftLine } from '../../domain/cart-line';
import { formatRoubles } from '../../domain/money';
import { CART_TEXT } from './cart-text';
import { MinusIcon, PlusIcon, TrashIcon } from '../ui/icons';
import { useCartCommand } from './use-cart-command';
import { ShopImage } from '../ui/shop-image';

/** The cart's item rows (product §2 "Cart page"). */
export function CartLines({ products }: { products: CartProduct[] }) {
  return (
    <Stack as="ul" listStyleType="none" gap="0" aria-label={CART_TEXT.lines} borderTopWidth="1px" borderColor="border">
      {products.map((line) => (
        <CartLine key={line.key} line={line} />
      ))}
    </Stack>
  );
}

/**
 * One row: thumbnail, name (to the product), options, article number, unit price, minus / quantity / plus, line total,
 * delete. Gifts and the certificate have no quantity controls and no delete (§5); plus only while stock exceeds the
 * quantity.
 */
function CartLine({ line }: { line: CartProduct }) {
  const send = useCartCommand();
  const controls = hasQuantityControls(line);
  const gift = isGiftLine(line);
  const update = (action: 'Increment' | 'Decrement' | 'deleteItem') =>
    void send({ type: 'cart.update', action, key: line.key });

  return (
    <Box as="li" py="4" borderBottomWidth="1px" borderColor="border">
      <Flex gap={{ base: '3', md: '4' }} align="start">
        {/* The picture repeats the name's link for a pointer: out of the tab order and hidden from screen readers. */}
        <Link
          asChild
          flexShrink={0}
          borderRadius="l2"
          bg="bg"
          borderWidth="1px"
          borderColor="border"
          tabIndex={-1}
          aria-hidden="true"
        >
          <RouterLink to={line.href}>
            <ShopImage
              src={line.thumb}
              alt=""
              sizes="(min-width: 550px) 80px, 64px"
              htmlWidth={80}
              htmlHeight={80}
              width={{ base: '16', md: '20' }}
              height={{ base: '16', md: '20' }}
              objectFit="contain"
            />
          </RouterLink>
        </Link>
        <Flex
          flex="1"
          minW="0"
          direction={{ base: 'column', md: 'row' }}
          gap={{ base: '2', md: '4' }}
          align={{ md: 'center' }}
        >
          <Stack gap="1" flex="1" minW="0">
            <Link asChild color="fg" fontWeight="medium" _hover={{ color: 'brand.fg' }}>
              <RouterLink to={line.href}>{line.name}</RouterLink>
            </Link>
            {line.option.map((option) => (
              <Text key={`${option.name}-${option.value}`} fontSize="sm" color="fg.muted">
                {option.name}: {option.value}
              </Text>
            ))}
            {line.articul ? (
              <Text fontSize="sm" color="fg.muted">
                {CART_TEXT.article}: {line.articul}
              </Text>
            ) : null}
            {gift ? (
              <Badge alignSelf="start" colorPalette="brand" variant="subtle" borderRadius="full">
                {CART_TEXT.gift}
              </Badge>
            ) : null}
            <Text fontSize="sm" color="fg.muted">
              {formatRoubles(line.price)} × {line.quantity}
            </Text>
          </Stack>
          <HStack gap={{ base: '2', md: '3' }} justify="space-between" flexShrink={0}>
            <HStack gap="1" minW={{ md: '32' }} justify={{ md: 'center' }}>
              {controls ? (
                <IconButton
                  aria-label={CART_TEXT.decrement(line.name)}
                  variant="outline"
                  size="sm"
                  onClick={() => update('Decrement')}
                >
                  <MinusIcon />
                </IconButton>
              ) : null}
              <Text minW="10" textAlign="center" fontWeight="medium" aria-label={`Количество: ${line.quantity}`}>
                {line.quantity} шт.
              </Text>
              {canIncrementLine(line) ? (
                <IconButton
                  aria-label={CART_TEXT.increment(line.name)}
                  variant="outline"
                  size="sm"
                  onClick={() => update('Increment')}
                >
                  <PlusIcon />
                </IconButton>
              ) : controls ? (
                <Box w="8" />
              ) : null}
            </HStack>
            <Text minW={{ base: '20', md: '24' }} textAlign="end" fontWeight="semibold" whiteSpace="nowrap">
              {formatRoubles(line.total)}
            </Text>
            <Box w="8">
              {controls ? (
                <IconButton
                  aria-label={CART_TEXT.remove(line.name)}
                  variant="ghost"
                  size="sm"
                  color="fg.muted"
                  onClick={() => update('deleteItem')}
                >
                  <TrashIcon />
                </IconButton>
              ) : null}
            </Box>
          </HStack>
        </Flex>
      </Flex>
    </Box>
  );
}
