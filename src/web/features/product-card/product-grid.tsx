import { SimpleGrid, type SimpleGridProps } from '@chakra-ui/react';
import type { CardProduct } from '../../../api/catalogue';
import { ProductCard, type ProductCardProps } from './product-card';

type ProductGridProps = {
  products: CardProduct[];
  /** Per-product card props (the cart and wishlist slots). */
  cardProps?: (product: CardProduct) => Omit<ProductCardProps, 'product'>;
  /** How many cards, from the first, are in the first screen: their pictures load at once (default none: all lazy). */
  eagerImages?: number;
} & Omit<SimpleGridProps, 'children'>;

/**
 * Product cards in a list: 4 columns from 1240 px, 3 from 975 px, 2 below (docs/design.md), cards of equal height. The
 * cards hydrate with their list: one boundary per card that hydrates when seen (decision 0022) was tried and cost
 * more blocking time than it saved (a commit per card; Lighthouse's TBT on the home page 354 → 750 ms).
 */
export function ProductGrid({ products, cardProps, eagerImages = 0, ...props }: ProductGridProps) {
  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      columns={{ base: 2, lg: 3, xl: 4 }}
      gap={{ base: '2', sm: '3', md: '4' }}
      {...props}
    >
      {products.map((product, index) => (
        <li key={product.product_id}>
          <ProductCard product={product} eagerImage={index < eagerImages} {...cardProps?.(product)} />
        </li>
      ))}
    </SimpleGrid>
  );
}
