import { Box, Flex, Heading, HStack, IconButton, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { CardProduct } from '../../../api/catalogue';
import { isCertificate } from '../../../domain/certificate';
import { canQuickViewAddToCart } from '../../../domain/card-actions';
import { showsProfessionalBadge } from '../../../domain/discount-badge';
import { articleNumber } from './article-number';
import { CardCartIcon } from './card-cart-button';
import { EyeIcon } from './eye-icon';
import { FavoriteButton } from './favorite-button';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';
import { ProfessionalBadge } from './professional-badge';
import { useSelector } from '@xstate/react';
import { lazyComponent, OnceOpened } from '../../ui/once-opened';
import { useQuickViewActor } from './quick-view-actor';

export interface ProductCardProps {
  product: CardProduct;
  /** The action area: quick view, favourite and cart (product §2 "optional action area (showActions default true)"). */
  showActions?: boolean;
  /** A card in the first screen: its picture loads at once, not lazily (decision 0019). */
  eagerImage?: boolean;
}

/**
 * A product tile (product §2 "Product card"): image, article number and title, each linking to the product page; the
 * price (the special in the sale colour with the regular price struck through); the -30% badge where it applies;
 * the action area. Cards in a grid are of equal height, with price and actions on one baseline at the bottom.
 * Below 550 px the card tightens; below 400 px the actions go under the price.
 */
export function ProductCard({ product, showActions = true, eagerImage = false }: ProductCardProps) {
  const href = `/${product.url}`;
  const sku = articleNumber(product);
  const hidePrice = isCertificate(product) && product.price <= 0;

  return (
    <Flex
      as="article"
      aria-label={product.name}
      direction="column"
      h="100%"
      position="relative"
      bg="bg"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      p={{ base: '2', sm: '3', md: '4' }}
      transition="box-shadow 0.2s"
      _hover={{ shadow: 'md' }}
    >
      {showsProfessionalBadge(product) ? (
        <Box position="absolute" top={{ base: '2', md: '3' }} left={{ base: '2', md: '3' }} zIndex="1">
          <ProfessionalBadge />
        </Box>
      ) : null}
      {/* Image, article number and title all lead to the product (product §2): one link, the title, stretched over
          the three, so the whole upper card is one thumb-sized target and a screen reader hears the name once. */}
      <LinkBox display="flex" flexDirection="column" flex="1">
        <ProductImage
          src={product.image}
          alt=""
          sizes="(min-width: 1240px) 300px, (min-width: 975px) 33vw, 50vw"
          eager={eagerImage}
        />
        <Stack gap="1" mt={{ base: '2', md: '3' }} flex="1">
          {sku ? (
            <Text fontSize={{ base: 'xs', md: 'sm' }} color="fg.muted">
              Артикул: {sku}
            </Text>
          ) : null}
          <Heading as="h3" fontSize={{ base: 'sm', md: 'md' }} fontWeight="500" lineHeight="1.35" lineClamp={3}>
            <LinkOverlay asChild color="fg" _hover={{ color: 'brand.fg' }}>
              <RouterLink to={href}>{product.name}</RouterLink>
            </LinkOverlay>
          </Heading>
        </Stack>
      </LinkBox>
      <Flex
        mt="3"
        direction={{ base: 'column', sm: 'row' }}
        align={{ base: 'stretch', sm: 'flex-end' }}
        justify="space-between"
        gap="2"
        minH="10"
      >
        {hidePrice ? <Box /> : <ProductPrice price={product.price} special={product.special} size="sm" />}
        {showActions ? (
          <HStack gap="1" justify={{ base: 'flex-end', sm: 'flex-start' }} flexShrink={0}>
            <QuickViewAction product={product} />
            <FavoriteButton product={product} />
            <CardCartIcon product={product} />
          </HStack>
        ) : null}
      </Flex>
    </Flex>
  );
}

const QuickViewModal = lazyComponent(
  () => import('./quick-view'),
  (m) => m.QuickViewModal,
);

/** The quick-view button and its modal; enabled only for a product in stock (product §5). */
function QuickViewAction({ product }: Pick<ProductCardProps, 'product'>) {
  const actor = useQuickViewActor();
  const open = useSelector(actor, (snapshot) => !snapshot.matches('closed'));
  return (
    <>
      <IconButton
        aria-label="Быстрый просмотр"
        variant="ghost"
        size="sm"
        color="brand.fg"
        disabled={!canQuickViewAddToCart(product)}
        onClick={() => actor.send({ type: 'quickView.open', productId: product.product_id })}
      >
        <EyeIcon boxSize="5" />
      </IconButton>
      <OnceOpened open={open}>
        <QuickViewModal actor={actor} />
      </OnceOpened>
    </>
  );
}
