import { Box, Button, Field, Flex, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ProductSpecialPrice } from '../../domain/product-editor';
import { PRODUCT_SPECIALS_MAX } from '../../domain/product-editor';
import { TextField } from '../ui/form-parts';

const GROUP_NAME: Record<ProductSpecialPrice['customer_group_id'], string> = {
  1: 'Покупатели и гости',
  2: 'Специалисты',
};

const NEW_SPECIAL: ProductSpecialPrice = { customer_group_id: 1, price: '', date_start: '', date_end: '' };

/**
 * A product's special prices (issue 16): each for a customer group (the shoppers' price shows to everyone but the
 * specialists, whose own price shows to them), with optional dates; where two of a group apply at once, the one higher
 * in the list wins.
 */
export function ProductSpecials({
  specials,
  problem,
  onChange,
}: {
  specials: ProductSpecialPrice[];
  problem?: string;
  onChange: (next: ProductSpecialPrice[]) => void;
}) {
  const set = (index: number, change: Partial<ProductSpecialPrice>) =>
    onChange(specials.map((special, i) => (i === index ? { ...special, ...change } : special)));
  return (
    <Stack gap="3">
      {specials.length === 0 ? <Text color="fg.muted">Акционных цен нет.</Text> : null}
      {specials.map((special, index) => (
        <Box
          key={index}
          role="group"
          aria-label={`Акционная цена ${index + 1}`}
          borderWidth="1px"
          borderColor="border"
          borderRadius="l2"
          p="3"
        >
          <SimpleGrid columns={{ base: 1, md: 4 }} gap="3" alignItems="end">
            <Field.Root>
              <Field.Label>Группа</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  value={String(special.customer_group_id)}
                  onChange={(e) => set(index, { customer_group_id: e.target.value === '2' ? 2 : 1 })}
                >
                  {([1, 2] as const).map((group) => (
                    <option key={group} value={group}>
                      {GROUP_NAME[group]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <TextField
              label="Цена, ₽"
              size="sm"
              inputMode="numeric"
              value={special.price}
              onChange={(e) => set(index, { price: e.target.value })}
            />
            <TextField
              label="С"
              size="sm"
              type="date"
              value={special.date_start}
              onChange={(e) => set(index, { date_start: e.target.value })}
            />
            <TextField
              label="По"
              size="sm"
              type="date"
              value={special.date_end}
              onChange={(e) => set(index, { date_end: e.target.value })}
            />
          </SimpleGrid>
          <Flex justify="end" mt="2">
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              aria-label={`Убрать акционную цену ${index + 1}`}
              onClick={() => onChange(specials.filter((_, i) => i !== index))}
            >
              Убрать
            </Button>
          </Flex>
        </Box>
      ))}
      {problem ? (
        <Box role="alert" color="fg.error" fontSize="sm">
          {problem}
        </Box>
      ) : null}
      <Button
        size="sm"
        variant="outline"
        alignSelf="start"
        disabled={specials.length >= PRODUCT_SPECIALS_MAX}
        onClick={() => onChange([...specials, NEW_SPECIAL])}
      >
        Добавить акционную цену
      </Button>
    </Stack>
  );
}
