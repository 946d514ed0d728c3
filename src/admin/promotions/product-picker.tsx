import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatRoubles } from '../../domain/money';
import { fetchProducts } from '../api/products-api';
import { TextField } from '../ui/form-parts';

/**
 * Finds products of the catalogue by name or article number ('Найти') and offers each with a button that names it
 * ('Добавить «…»'): the gifts of a promotion, the goods of the preview's sample cart.
 */
export function ProductPicker({
  label,
  onPick,
}: {
  label: string;
  onPick: (product: { product_id: number; name: string; sku: string }) => void;
}) {
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState('');
  const found = useQuery({
    queryKey: ['promotion-picker', asked],
    queryFn: () => fetchProducts({ q: asked, status: 'on', limit: 8 }),
    enabled: asked !== '',
  });
  const search = () => setAsked(typed.trim());
  return (
    <Stack gap="2">
      <HStack align="end">
        <TextField
          label={label}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              search();
            }
          }}
        />
        <Button variant="outline" onClick={search}>
          Найти
        </Button>
      </HStack>
      {found.isFetching ? <Text color="fg.muted">Ищем…</Text> : null}
      {found.isError ? <Text color="fg.error">Не удалось найти товары</Text> : null}
      {found.data && found.data.products.length === 0 ? <Text color="fg.muted">Ничего не найдено</Text> : null}
      {found.data && found.data.products.length > 0 ? (
        <Stack as="ul" gap="1" listStyleType="none" aria-label="Найденные товары">
          {found.data.products.map((p) => (
            <HStack as="li" key={p.product_id} justify="space-between" gap="2">
              <Text fontSize="sm">
                {p.name} · {p.sku} · {formatRoubles(p.price)}
              </Text>
              <Button
                size="xs"
                variant="outline"
                aria-label={`Добавить «${p.name}»`}
                onClick={() => onPick({ product_id: p.product_id, name: p.name, sku: p.sku })}
              >
                Добавить
              </Button>
            </HStack>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
