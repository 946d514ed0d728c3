import { Flex, Text, VisuallyHidden, type FlexProps } from '@chakra-ui/react';
import { formatRoubles } from '../../../domain/money';

type ProductPriceProps = {
  price: number;
  special: number | null;
  size?: 'sm' | 'md' | 'lg';
} & Omit<FlexProps, 'children'>;

const FONT = { sm: 'md', md: 'lg', lg: '2xl' } as const;

/**
 * A price in whole roubles ('2 450 ₽'); with a special, the special in the sale colour and the regular price struck
 * through beside it (product §2 "Product card").
 */
export function ProductPrice({ price, special, size = 'md', ...props }: ProductPriceProps) {
  if (special === null) {
    return (
      <Flex align="baseline" {...props}>
        <Text fontSize={FONT[size]} fontWeight="600" lineHeight="1.2" whiteSpace="nowrap">
          {formatRoubles(price)}
        </Text>
      </Flex>
    );
  }
  return (
    <Flex align="baseline" columnGap="2" wrap="wrap" {...props}>
      <Text fontSize={FONT[size]} fontWeight="600" lineHeight="1.2" color="price.sale" whiteSpace="nowrap">
        <VisuallyHidden>Цена со скидкой: </VisuallyHidden>
        {formatRoubles(special)}
      </Text>
      <Text as="del" fontSize={size === 'lg' ? 'lg' : 'sm'} color="fg.muted" whiteSpace="nowrap">
        <VisuallyHidden>Цена без скидки: </VisuallyHidden>
        {formatRoubles(price)}
      </Text>
    </Flex>
  );
}
