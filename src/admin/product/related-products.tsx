import { Box, Button, Field, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { RelatedProduct } from '../../contract/admin-product-editor';
import { RELATED_MAX } from '../../domain/product-options';
import { SuggestCombobox } from '../../web/ui/suggest-combobox';
import { fetchProducts } from '../api/products-api';

export const RELATED_TEXT = {
  search: 'Найти товар по названию или артикулу',
  none: 'Похожих товаров нет: магазин покажет товары той же категории.',
  nothingFound: 'Ничего не найдено',
  remove: (name: string) => `Убрать «${name}» из похожих`,
  helper:
    'На странице товара — в блоке «Похожие товары» (первые 4), в быстром просмотре — «Рекомендуемые товары» (первые 3). Связь двусторонняя: этот товар появится и у выбранного.',
} as const;

/** 'bt1001 · Пилинг миндальный 30%', or the name alone when there is no article number. */
const labelOf = (p: RelatedProduct) => (p.sku ? `${p.name} · ${p.sku}` : p.name);

/**
 * The product's related products (issue 16): each shown with its name and article number, removed with its own button;
 * more are added by searching the shop's products by name or article number in a combobox (the product itself and
 * those already chosen are not offered). `known` holds the names of the ids shown.
 */
export function RelatedProducts({
  productId,
  ids,
  known,
  problem,
  onChange,
}: {
  productId: number | null;
  ids: readonly number[];
  known: ReadonlyMap<number, RelatedProduct>;
  problem?: string;
  onChange: (ids: number[], picked?: RelatedProduct) => void;
}) {
  const [query, setQuery] = useState('');
  const words = query.trim();
  const found = useQuery({
    queryKey: ['admin', 'products', 'related-search', words],
    queryFn: () => fetchProducts({ q: words, limit: 8 }),
    enabled: words.length >= 2,
  });
  const offered = (found.data?.products ?? [])
    .filter((p) => p.product_id !== productId && !ids.includes(p.product_id))
    .map((p) => ({ product_id: p.product_id, name: p.name, sku: p.sku }));
  const full = ids.length >= RELATED_MAX;

  return (
    <Stack gap="3">
      {ids.length === 0 ? (
        <Text color="fg.muted">{RELATED_TEXT.none}</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label="Похожие товары">
          {ids.map((id) => {
            const product = known.get(id) ?? { product_id: id, name: `Товар № ${id}`, sku: '' };
            return (
              <HStack as="li" key={id} justify="space-between" gap="3" borderWidth="1px" rounded="md" px="3" py="2">
                <Box minW="0">
                  <Text fontWeight="medium" truncate>
                    {product.name}
                  </Text>
                  <Text color="fg.muted" fontSize="sm">
                    {product.sku ? `Артикул: ${product.sku}` : 'Без артикула'}
                  </Text>
                </Box>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={RELATED_TEXT.remove(product.name)}
                  onClick={() => onChange(ids.filter((other) => other !== id))}
                >
                  Убрать
                </Button>
              </HStack>
            );
          })}
        </Stack>
      )}
      <Field.Root invalid={Boolean(problem)} disabled={full}>
        <Field.Label>{RELATED_TEXT.search}</Field.Label>
        <SuggestCombobox
          value={query}
          onType={setQuery}
          options={offered}
          answered={words.length >= 2 && found.isSuccess}
          empty={RELATED_TEXT.nothingFound}
          listLabel="Найденные товары"
          keyOf={(product) => product.product_id}
          render={labelOf}
          onChoose={(product) => {
            onChange([...ids, product.product_id], product);
            setQuery('');
          }}
          autoHighlight
          input={{ placeholder: 'Например: пилинг или bt1001' }}
        />
        <Field.HelperText>{RELATED_TEXT.helper}</Field.HelperText>
        {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
      </Field.Root>
    </Stack>
  );
}
