import {
  Box,
  Button,
  CloseButton,
  Dialog,
  Flex,
  Grid,
  Heading,
  HStack,
  Link,
  Portal,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Link as RouterLink } from 'react-router';
import type { CardProduct, ProductDetails } from '../../../api/catalogue';
import { canQuickViewAddToCart, isSamplerSelectDisabled } from '../../../domain/card-actions';
import { TEXT_LIMIT } from '../../../domain/constants';
import { formatRoubles } from '../../../domain/money';
import { roundUpRoubles } from '../../../domain/special-price';
import { plainText, truncateWithEllipsis } from '../../../domain/text';
import { QuickViewCartButton } from './card-cart-button';
import { FavoriteButton } from './favorite-button';
import { ProductImage } from './product-image';
import { ProductOptionSelects } from './product-option-selects';
import { ProductPrice } from './product-price';
import { useOptionChoice } from './use-option-choice';

import { QUICK_VIEW_TEXT, type QuickViewActor } from './quick-view-actor';

/**
 * The quick-view modal (product §2 "Quick-view modal"): extra large, focus kept inside. Image left with the close
 * button; name (to the product page), sku, 'Описание', the description's first 350 characters, price and special,
 * 'Нет в наличии' when out of stock, and the first 3 recommended products with their prices rounded up. Beyond product
 * §2 (issue 16): the product's options to choose, as on its page, so a product whose option must be chosen can be
 * bought here too (its card has no cart icon).
 */
export function QuickViewModal({ actor }: { actor: QuickViewActor }) {
  const state = useSelector(actor, (snapshot) => snapshot);
  const open = !state.matches('closed');
  const close = () => actor.send({ type: 'quickView.close' });
  const product = state.context.product as ProductDetails | null;
  const recommended = state.context.recommended as CardProduct[];

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
      size="xl"
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {state.matches('shown') && product ? (
              <Grid
                templateColumns={{ base: '1fr', md: '2fr 3fr' }}
                gap={{ base: '4', md: '6' }}
                p={{ base: '4', md: '6' }}
                overflowY="auto"
              >
                <Box position="relative" alignSelf="start">
                  <ProductImage
                    src={product.image}
                    alt={product.image_alt || product.name}
                    size={360}
                    sizes="(min-width: 768px) 360px, 100vw"
                    eager
                  />
                  <HStack position="absolute" top="0" right="0" gap="1">
                    <FavoriteButton product={product} />
                    <Dialog.CloseTrigger asChild position="static">
                      <CloseButton aria-label="Закрыть" size="sm" bg="bg" />
                    </Dialog.CloseTrigger>
                  </HStack>
                </Box>
                <Stack gap="3" minW="0">
                  <Dialog.Title asChild>
                    <Heading as="h2" size="xl">
                      <Link asChild color="fg" _hover={{ color: 'brand.fg' }}>
                        <RouterLink to={`/${product.url}`} onClick={close}>
                          {product.name}
                        </RouterLink>
                      </Link>
                    </Heading>
                  </Dialog.Title>
                  {product.sku ? (
                    <Text fontSize="sm" color="fg.muted">
                      Артикул: {product.sku}
                    </Text>
                  ) : null}
                  <Box>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-pressed="true"
                      onClick={() => actor.send({ type: 'quickView.description' })}
                    >
                      {QUICK_VIEW_TEXT.description}
                    </Button>
                    <Text mt="3" color="fg.muted" whiteSpace="pre-line">
                      {truncateWithEllipsis(plainText(product.description), TEXT_LIMIT.QUICK_VIEW_DESCRIPTION)}
                    </Text>
                  </Box>
                  <QuickViewBuy key={product.product_id} product={product} />
                  <RecommendedProducts
                    state={state.matches({ shown: { recommended: 'loading' } }) ? 'loading' : 'done'}
                    products={recommended}
                    onFollow={close}
                  />
                </Stack>
              </Grid>
            ) : (
              <Flex role="status" align="center" justify="center" gap="3" minH="60" p="6">
                <Dialog.Title srOnly>Быстрый просмотр</Dialog.Title>
                <Spinner color="brand.solid" />
                <Text>{QUICK_VIEW_TEXT.loading}</Text>
              </Flex>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * The price, the product's options (the same choices as on its page: an option that must be chosen, such as 'Объём',
 * holds 'В корзину' until it is, and the price follows the values chosen), and 'В корзину' or 'Нет в наличии'.
 */
function QuickViewBuy({ product }: { product: ProductDetails }) {
  const choice = useOptionChoice(product);
  return (
    <>
      <ProductPrice {...choice.price} size="lg" aria-live="polite" />
      {choice.options.length > 0 ? (
        <ProductOptionSelects choice={choice} disabled={isSamplerSelectDisabled(product.price)} />
      ) : null}
      {canQuickViewAddToCart(product) ? (
        <QuickViewCartButton
          key={JSON.stringify(choice.chosen)}
          product={product}
          option={choice.option}
          disabled={!choice.complete}
        />
      ) : (
        <Box>
          <Button disabled variant="subtle">
            {QUICK_VIEW_TEXT.outOfStock}
          </Button>
        </Box>
      )}
    </>
  );
}

/**
 * A recommended product's price rounded up (product §5): its special when one applies, from the special's own value
 * (the last row of `specials` is the one that applies), else the price.
 */
export function recommendedPrice(item: CardProduct): number {
  const special = item.special === null ? undefined : item.specials.at(-1)?.price;
  return roundUpRoubles(special ?? item.price);
}

function RecommendedProducts({
  state,
  products,
  onFollow,
}: {
  state: 'loading' | 'done';
  products: CardProduct[];
  onFollow: () => void;
}) {
  if (state === 'done' && products.length === 0) return null;
  return (
    <Box as="section" aria-label={QUICK_VIEW_TEXT.recommended} borderTopWidth="1px" pt="3" mt="1">
      <Heading as="h3" size="md" mb="3">
        {QUICK_VIEW_TEXT.recommended}
      </Heading>
      {state === 'loading' ? (
        <Text color="fg.muted">{QUICK_VIEW_TEXT.loading}</Text>
      ) : (
        <Grid as="ul" listStyleType="none" templateColumns="repeat(3, minmax(0, 1fr))" gap="3">
          {products.map((item) => (
            <Box as="li" key={item.product_id}>
              <Link asChild display="block" color="fg" _hover={{ color: 'brand.fg' }}>
                <RouterLink to={`/${item.url}`} onClick={onFollow}>
                  <ProductImage src={item.image} alt="" size={120} />
                  <Text fontSize="sm" mt="1" lineClamp={2}>
                    {item.name}
                  </Text>
                  <Text fontSize="sm" fontWeight="600">
                    {formatRoubles(recommendedPrice(item))}
                  </Text>
                </RouterLink>
              </Link>
            </Box>
          ))}
        </Grid>
      )}
    </Box>
  );
}
