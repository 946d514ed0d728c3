import { Box, Button, Card, Grid, Heading, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Link as RouterLink } from 'react-router';
import type { WishlistItem } from '../../../machines/cart/wishlist.machine';
import { canShowAddToCartIcon } from '../../domain/card-actions';
import { formatRoubles } from '../../domain/money';
import { itemsCountText } from '../../domain/plural';
import { useIsInCart } from '../session/cart-actor';
import { toCardProduct, useWishlistActor } from '../session/wishlist-actor';
import { CloseIcon } from '../ui/icons';
import { AddToCartButton } from '../features/product-card/card-cart-button';
import { ProductImage } from '../features/product-card/product-image';
import { SectionPage } from '../ui/section-page';

/** product §2 "Wishlist". */
export const WISHLIST_TEXT = {
  heading: (count: number) => `Избранное, ${itemsCountText(count)}`,
  empty: 'Ваше избранное пустует, добавьте товары',
  toCatalogue: 'Перейти в каталог',
  clear: 'Очистить избранное',
  remove: (name: string) => `Удалить «${name}» из избранного`,
} as const;

const CATALOGUE_PATH = '/vsja-produktsija';

/**
 * The wishlist (product §2 "Wishlist"): 'Избранное, N товар…', a row per product (thumbnail, name to the product page,
 * price, add to cart unless it is already there, remove), a summary with the count and the total, and a clear
 * button. Empty: 'Ваше избранное пустует, добавьте товары' with a link to the catalogue.
 */
export function WishlistPage({ title = 'Избранное' }: { title?: string }) {
  const actor = useWishlistActor();
  const { items, count, amount } = useSelector(actor, (snapshot) => snapshot.context);
  const list = Object.values(items);

  if (count === 0) {
    return (
      <SectionPage title={title}>
        <Stack gap="4" align="start" py="6">
          <Text fontSize="lg">{WISHLIST_TEXT.empty}</Text>
          <Button asChild>
            <RouterLink to={CATALOGUE_PATH}>{WISHLIST_TEXT.toCatalogue}</RouterLink>
          </Button>
        </Stack>
      </SectionPage>
    );
  }

  return (
    <SectionPage title={title} heading={WISHLIST_TEXT.heading(count)}>
      <Grid templateColumns={{ base: '1fr', lg: '1fr 320px' }} gap={{ base: '6', lg: '10' }} alignItems="start">
        <Stack
          as="ul"
          listStyleType="none"
          gap="0"
          aria-label="Товары в избранном"
          borderTopWidth="1px"
          borderColor="border"
        >
          {list.map((item) => (
            <WishlistRow
              key={item.product_id}
              item={item}
              onRemove={() => actor.send({ type: 'wishlist.remove', productId: item.product_id })}
            />
          ))}
        </Stack>
        <Card.Root
          as="aside"
          aria-labelledby="wishlist-summary"
          variant="subtle"
          position={{ lg: 'sticky' }}
          top={{ lg: '4' }}
        >
          <Card.Body gap="3">
            <Heading as="h2" id="wishlist-summary" size="lg">
              Итого
            </Heading>
            <HStack justify="space-between">
              <Text color="fg.muted">Товаров</Text>
              <Text>{count}</Text>
            </HStack>
            <HStack justify="space-between">
              <Text color="fg.muted">Сумма</Text>
              <Text fontWeight="600" fontSize="lg">
                {formatRoubles(amount)}
              </Text>
            </HStack>
            <Button variant="outline" mt="2" onClick={() => actor.send({ type: 'wishlist.clear' })}>
              {WISHLIST_TEXT.clear}
            </Button>
          </Card.Body>
        </Card.Root>
      </Grid>
    </SectionPage>
  );
}

function WishlistRow({ item, onRemove }: { item: WishlistItem; onRemove: () => void }) {
  const href = `/${item.url}`;
  return (
    <Box as="li" borderBottomWidth="1px" borderColor="border" py="4">
      <Grid
        templateColumns={{ base: '72px 1fr auto', md: '96px 1fr auto auto auto' }}
        templateAreas={{
          base: `"image name remove" "image price price" "image cart cart"`,
          md: `"image name price cart remove"`,
        }}
        columnGap={{ base: '3', md: '6' }}
        rowGap="2"
        alignItems="center"
      >
        <Link
          asChild
          gridArea="image"
          alignSelf="start"
          borderRadius="l2"
          overflow="hidden"
          borderWidth="1px"
          borderColor="border"
        >
          <RouterLink to={href} tabIndex={-1} aria-hidden="true">
            <ProductImage src={item.thumb} alt="" size={96} />
          </RouterLink>
        </Link>
        <Stack gridArea="name" gap="1" minW="0">
          <Link asChild fontWeight="600" color="fg" _hover={{ color: 'brand.fg' }}>
            <RouterLink to={href}>{item.name}</RouterLink>
          </Link>
          {item.sku ? (
            <Text fontSize="sm" color="fg.muted">
              Артикул: {item.sku}
            </Text>
          ) : null}
        </Stack>
        <Text gridArea="price" fontWeight="600" whiteSpace="nowrap" textAlign={{ md: 'end' }}>
          {formatRoubles(item.price)}
        </Text>
        <Box gridArea="cart">
          <WishlistCartAction item={item} />
        </Box>
        <IconButton
          gridArea="remove"
          alignSelf={{ base: 'start', md: 'center' }}
          aria-label={WISHLIST_TEXT.remove(item.name)}
          variant="ghost"
          size="sm"
          onClick={onRemove}
        >
          <CloseIcon boxSize="4" />
        </IconButton>
      </Grid>
    </Box>
  );
}

/**
 * Add to cart, hidden while the product is in the cart (product §2), and only for what can be bought from a card
 * (product §5: in stock, priced, not the certificate). The cart's own button: 'В корзину', then 'Добавлено в корзину'
 * until the cart's answer hides it.
 */
function WishlistCartAction({ item }: { item: WishlistItem }) {
  const inCart = useIsInCart(item.product_id);
  if (inCart || !canShowAddToCartIcon(toCardProduct(item))) return null;
  return <AddToCartButton productId={item.product_id} size="sm" />;
}
