import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { RelatedProduct } from '../../contract/admin-product-editor';
import { RELATED_MAX } from '../../domain/product-options';
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
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const words = query.trim();
  const found = useQuery({
    queryKey: ['admin', 'products', 'related-search', words],
    queryFn: () => fetchProducts({ q: words, limit: 8 }),
    enabled: words.length >= 2,
  });
  const offered = (found.data?.products ?? [])
    .filter((p) => p.product_id !== productId && !ids.includes(p.product_id))
    .map((p) => ({ product_id: p.product_id, name: p.name, sku: p.sku }));
  const showList = open && words.length >= 2 && found.isSuccess;
  const full = ids.length >= RELATED_MAX;

  const pick = (product: RelatedProduct) => {
    onChange([...ids, product.product_id], product);
    setQuery('');
    setOpen(false);
    setActive(0);
  };

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
        <Box position="relative" w="full">
          <Input
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={listId}
            aria-activedescendant={showList && offered[active] ? `${listId}-${active}` : undefined}
            autoComplete="off"
            value={query}
            placeholder="Например: пилинг или bt1001"
            onChange={(event) => {
              setQuery(event.target.value);
              setOpen(true);
              setActive(0);
            }}
            onBlur={() => setOpen(false)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown') {
                event.preventDefault();
                setOpen(true);
                setActive((i) => Math.min(i + 1, Math.max(0, offered.length - 1)));
              } else if (event.key === 'ArrowUp') {
                event.preventDefault();
                setActive((i) => Math.max(0, i - 1));
              } else if (event.key === 'Enter' && showList) {
                event.preventDefault();
                if (offered[active]) pick(offered[active]);
              } else if (event.key === 'Escape') {
                setOpen(false);
              }
            }}
          />
          {showList ? (
            <Box
              as="ul"
              id={listId}
              role="listbox"
              aria-label="Найденные товары"
              position="absolute"
              zIndex="dropdown"
              top="100%"
              left="0"
              right="0"
              mt="1"
              bg="bg.panel"
              borderWidth="1px"
              rounded="md"
              shadow="md"
              listStyleType="none"
              maxH="64"
              overflowY="auto"
            >
              {offered.length === 0 ? (
                <Box as="li" px="3" py="2" color="fg.muted">
                  {RELATED_TEXT.nothingFound}
                </Box>
              ) : (
                offered.map((product, index) => (
                  <Box
                    as="li"
                    key={product.product_id}
                    id={`${listId}-${index}`}
                    role="option"
                    aria-selected={index === active}
                    px="3"
                    py="2"
                    cursor="pointer"
                    bg={index === active ? 'bg.muted' : undefined}
                    // mousedown, not click: the input's blur would close the list first.
                    onMouseDown={(event) => {
                      event.preventDefault();
                      pick(product);
                    }}
                  >
                    {labelOf(product)}
                  </Box>
                ))
              )}
            </Box>
          ) : null}
        </Box>
        <Field.HelperText>{RELATED_TEXT.helper}</Field.HelperText>
        {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
      </Field.Root>
    </Stack>
  );
}
