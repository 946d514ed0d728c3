import { Box, Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ProductDetails } from '../../api/catalogue';
import { canQuickViewAddToCart, isSamplerSelectDisabled } from '../../domain/card-actions';
import type { CartAddOption } from '../../domain/cart-reply';
import { isCertificate, isValidCertificateAmount } from '../../domain/certificate';
import { showsProfessionalBadge } from '../../domain/discount-badge';
import { articleNumber } from '../features/product-card/article-number';
import { ADD_TO_CART_TEXT, AddToCartButton } from '../features/product-card/card-cart-button';
import { ProductOptionSelects } from '../features/product-card/product-option-selects';
import { ProductPrice } from '../features/product-card/product-price';
import { ProfessionalBadge } from '../features/product-card/professional-badge';
import { useOptionChoice } from '../features/product-card/use-option-choice';
import { GuestDiscountPrompt } from './guest-discount-prompt';
import { ProductPromoCards } from './product-promo-cards';

/**
 * The buying block beside the gallery (product §2 "Product page"): name, article number, price and special, the free
 * sampler choice ('Пробник', disabled when the price is 0 or less) and the product's other options, one choice each,
 * or, for the gift certificate, its amount; the add-to-cart button (product §4: 'В корзину' → 'Добавлено в корзину'
 * → /cart, sending the chosen values — an option that must be chosen holds the button until it is — or the amount;
 * disabled 'Нет в наличии' when out of stock, and for the certificate until the amount is above 100) and the promo
 * cards.
 */
export function ProductBuyBox({ product }: { product: ProductDetails }) {
  const choice = useOptionChoice(product);
  const [amount, setAmount] = useState('');
  const certificate = isCertificate(product);
  const amountInvalid = amount.trim() !== '' && !isValidCertificateAmount(amount);
  const option = certificate ? certificateOption(amount) : choice.option;
  const inStock = canQuickViewAddToCart(product);

  return (
    <Stack gap="4">
      <Box>
        {showsProfessionalBadge(product) ? (
          <Box mb="2">
            <ProfessionalBadge />
          </Box>
        ) : null}
        <Heading as="h1" id="page-heading" size={{ base: '2xl', lg: '3xl' }} lineHeight="1.2">
          {product.name}
        </Heading>
        <Text mt="2" color="fg.muted">
          Артикул: {articleNumber(product)}
        </Text>
      </Box>
      {certificate && product.price <= 0 ? null : (
        // The price follows the values chosen: what 'В корзину' will put in the cart.
        <ProductPrice {...choice.price} size="lg" aria-live="polite" />
      )}
      <GuestDiscountPrompt product={product} />
      {certificate ? (
        <Field.Root invalid={amountInvalid} maxW="xs">
          <Field.Label>Сумма сертификата</Field.Label>
          <Input inputMode="numeric" value={amount} onChange={(event) => setAmount(event.target.value)} />
          <Field.HelperText>Больше 100 ₽</Field.HelperText>
        </Field.Root>
      ) : choice.options.length > 0 ? (
        <ProductOptionSelects choice={choice} disabled={isSamplerSelectDisabled(product.price)} />
      ) : null}
      <Box>
        {inStock ? (
          <AddToCartButton
            key={`${JSON.stringify(choice.chosen)}|${amount}`}
            productId={product.product_id}
            option={option}
            disabled={certificate ? !isValidCertificateAmount(amount) : !choice.complete}
            size="lg"
            w={{ base: 'full', sm: 'auto' }}
            minW={{ sm: '56' }}
          />
        ) : (
          <Button disabled variant="subtle" size="lg" w={{ base: 'full', sm: 'auto' }}>
            {ADD_TO_CART_TEXT.outOfStock}
          </Button>
        )}
      </Box>
      {/* Promotions and free delivery do not apply to a certificate, which is ordered alone and needs no delivery. */}
      {certificate ? null : <ProductPromoCards />}
    </Stack>
  );
}

/** The certificate's add payload: its amount once valid. */
function certificateOption(amount: string): CartAddOption | undefined {
  return isValidCertificateAmount(amount) ? { amount: Number(amount.trim()) } : undefined;
}
