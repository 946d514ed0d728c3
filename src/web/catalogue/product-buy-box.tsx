import { Box, Field, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ProductDetails } from '../../api/catalogue';
import { isSamplerSelectDisabled } from '../../domain/card-actions';
import { isCertificate, isValidCertificateAmount } from '../../domain/certificate';
import { showsProfessionalBadge } from '../../domain/discount-badge';
import { articleNumber } from '../ui/product-card/article-number';
import { ProductPrice } from '../ui/product-card/product-price';
import { ProfessionalBadge } from '../ui/product-card/professional-badge';

/**
 * The buying block beside the gallery (SPEC §2 "Product page"): name, article number, price and special, the free
 * sampler choice ('Пробник', disabled when the price is 0 or less) or, for the gift certificate, its amount. The
 * add-to-cart button and the promo cards come with the cart: they will read the sampler choice and the amount kept
 * here.
 */
export function ProductBuyBox({ product }: { product: ProductDetails }) {
  const [sampler, setSampler] = useState('');
  const [amount, setAmount] = useState('');
  const certificate = isCertificate(product);
  const amountInvalid = amount.trim() !== '' && !isValidCertificateAmount(amount);

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
      {certificate && product.price <= 0 ? null : <ProductPrice price={product.price} special={product.special} size="lg" />}
      {certificate ? (
        <Field.Root invalid={amountInvalid} maxW="xs">
          <Field.Label>Сумма сертификата</Field.Label>
          <Input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
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
    </Stack>
  );
}
