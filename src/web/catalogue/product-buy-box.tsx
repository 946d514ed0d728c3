import { Box, Button, Field, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ProductDetails } from '../../api/catalogue';
import { canQuickViewAddToCart, isSamplerSelectDisabled } from '../../domain/card-actions';
import type { CartAddOption } from '../../domain/cart-reply';
import { isCertificate, isValidCertificateAmount } from '../../domain/certificate';
import { showsProfessionalBadge } from '../../domain/discount-badge';
import { articleNumber } from '../features/product-card/article-number';
import { ADD_TO_CART_TEXT, AddToCartButton } from '../features/product-card/card-cart-button';
import { ProductPrice } from '../features/product-card/product-price';
import { ProfessionalBadge } from '../features/product-card/professional-badge';
import { GuestDiscountPrompt } from './guest-discount-prompt';
import { ProductPromoCards } from './product-promo-cards';

/**
 * The buying block beside the gallery (product §2 "Product page"): name, article number, price and special, the free
 * sampler choice ('Пробник', disabled when the price is 0 or less) or, for the gift certificate, its amount; the
 * add-to-cart button (product §4: 'В корзину' → 'Добавлено в корзину' → /cart, sending the sampler or the amount;
 * disabled 'Нет в наличии' when out of stock, and for the certificate until the amount is above 100) and the promo
 * cards.
 */
export function ProductBuyBox({ product }: { product: ProductDetails }) {
  const [sampler, setSampler] = useState('');
  const [amount, setAmount] = useState('');
  const certificate = isCertificate(product);
  const amountInvalid = amount.trim() !== '' && !isValidCertificateAmount(amount);
  const option = addOption(product, certificate, sampler, amount);
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
        <ProductPrice price={product.price} special={product.special} size="lg" />
      )}
      <GuestDiscountPrompt product={product} />
      {certificate ? (
        <Field.Root invalid={amountInvalid} maxW="xs">
          <Field.Label>Сумма сертификата</Field.Label>
          <Input inputMode="numeric" value={amount} onChange={(event) => setAmount(event.target.value)} />
          <Field.HelperText>Больше 100 ₽</Field.HelperText>
        </Field.Root>
      ) : product.options.length > 0 ? (
        <Field.Root disabled={isSamplerSelectDisabled(product.price)} maxW="md">
          <Field.Label>Пробник</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={sampler} onChange={(event) => setSampler(event.target.value)}>
              <option value="">Без пробника</option>
              {product.options.map((option) => (
                <option key={option.product_option_value_id} value={String(option.product_option_value_id)}>
                  {option.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>Бесплатно</Field.HelperText>
        </Field.Root>
      ) : null}
      <Box>
        {inStock ? (
          <AddToCartButton
            key={`${sampler}|${amount}`}
            productId={product.product_id}
            option={option}
            disabled={certificate && !isValidCertificateAmount(amount)}
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

/** The add payload's option: the chosen sampler (product_option_id → value id) or the certificate amount. */
function addOption(
  product: ProductDetails,
  certificate: boolean,
  sampler: string,
  amount: string,
): CartAddOption | undefined {
  if (certificate) return isValidCertificateAmount(amount) ? { amount: Number(amount.trim()) } : undefined;
  const chosen = product.options.find((o) => String(o.product_option_value_id) === sampler);
  return chosen ? { [String(chosen.product_option_id)]: chosen.product_option_value_id } : undefined;
}
