import { Box, Button, Checkbox, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import {
  PRODUCT_OPTIONS_MAX,
  sameName,
  type ProductOptionEdit,
  type ProductOptionValueEdit,
  type ShopOption,
} from '../../domain/product-options';

export const OPTIONS_TEXT = {
  none: 'У товара нет опций: покупатель кладёт его в корзину без выбора.',
  newOption: 'Опция',
  addOption: 'Добавить опцию',
  newValue: (option: string) => `Новое значение опции «${option}»`,
  addValue: 'Добавить значение',
  required: 'Обязательная: без выбора значения товар в корзину не положить',
  stock: (value: string) => `Остаток, шт. — ${value}`,
  price: (value: string) => `Разница в цене, ₽ — ${value}`,
  helper:
    'Выберите опцию из списка магазина или впишите новую. Разница в цене прибавляется к цене товара (можно со знаком минус); остаток значения — сколько его можно купить.',
} as const;

/** Moves item `index` of a list by `step` (−1 up, +1 down). */
function moved<T>(list: readonly T[], index: number, step: number): T[] {
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(index + step, 0, item);
  return next;
}

/**
 * The product's options (issue 16): each with its values, their stock and price difference, whether it must be
 * chosen; added from the shop's list or by a new name, reordered and removed. What is wrong is said by the editor's
 * rules (src/domain/product-options.ts) under the panel.
 */
export function ProductOptions({
  options,
  shop,
  problem,
  onChange,
}: {
  options: readonly ProductOptionEdit[];
  shop: readonly ShopOption[];
  problem?: string;
  onChange: (options: ProductOptionEdit[]) => void;
}) {
  const [name, setName] = useState('');
  const listId = useId();
  const set = (index: number, option: ProductOptionEdit) => onChange(options.map((o, i) => (i === index ? option : o)));

  const add = () => {
    const known = shop.find((o) => sameName(o.name) === sameName(name));
    onChange([
      ...options,
      { option_id: known?.option_id ?? null, name: known?.name ?? name.trim(), required: false, values: [] },
    ]);
    setName('');
  };

  return (
    <Stack gap="4">
      <Text color="fg.muted" fontSize="sm">
        {OPTIONS_TEXT.helper}
      </Text>
      {options.length === 0 ? <Text>{OPTIONS_TEXT.none}</Text> : null}
      {options.map((option, index) => (
        <OptionCard
          key={`${option.option_id ?? 'new'}-${option.name}`}
          option={option}
          known={shop.find((o) => o.option_id === option.option_id || sameName(o.name) === sameName(option.name))}
          first={index === 0}
          last={index === options.length - 1}
          onChange={(next) => set(index, next)}
          onMove={(step) => onChange(moved(options, index, step))}
          onRemove={() => onChange(options.filter((_, i) => i !== index))}
        />
      ))}
      {problem ? (
        <Text color="fg.error" role="alert">
          {problem}
        </Text>
      ) : null}
      {options.length < PRODUCT_OPTIONS_MAX ? (
        <HStack align="end" gap="3" wrap="wrap">
          <Field.Root maxW="xs">
            <Field.Label>{OPTIONS_TEXT.newOption}</Field.Label>
            <Input
              list={listId}
              value={name}
              placeholder="Например: Объём"
              onChange={(e) => setName(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  if (name.trim()) add();
                }
              }}
            />
            <datalist id={listId}>
              {shop.map((o) => (
                <option key={o.option_id} value={o.name} />
              ))}
            </datalist>
          </Field.Root>
          <Button variant="outline" disabled={!name.trim()} onClick={add}>
            {OPTIONS_TEXT.addOption}
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}

function OptionCard({
  option,
  known,
  first,
  last,
  onChange,
  onMove,
  onRemove,
}: {
  option: ProductOptionEdit;
  known: ShopOption | undefined;
  first: boolean;
  last: boolean;
  onChange: (option: ProductOptionEdit) => void;
  onMove: (step: number) => void;
  onRemove: () => void;
}) {
  const [value, setValue] = useState('');
  const listId = useId();
  const values = option.values;
  const setValueAt = (index: number, next: Partial<ProductOptionValueEdit>) =>
    onChange({ ...option, values: values.map((v, i) => (i === index ? { ...v, ...next } : v)) });
  const addValue = () => {
    const existing = known?.values.find((v) => sameName(v.name) === sameName(value));
    onChange({
      ...option,
      values: [
        ...values,
        {
          option_value_id: existing?.option_value_id ?? null,
          name: existing?.name ?? value.trim(),
          quantity: '0',
          price: '0',
        },
      ],
    });
    setValue('');
  };

  return (
    <Box as="section" aria-label={`Опция «${option.name}»`} borderWidth="1px" rounded="md" p="4">
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text fontWeight="semibold" fontSize="lg">
            {option.name}
            {option.option_id === null ? (
              <Text as="span" color="fg.muted" fontSize="sm" fontWeight="normal">
                {' '}
                (новая)
              </Text>
            ) : null}
          </Text>
          <HStack gap="2" wrap="wrap">
            <Button size="xs" variant="outline" disabled={first} onClick={() => onMove(-1)}>
              Выше
            </Button>
            <Button size="xs" variant="outline" disabled={last} onClick={() => onMove(1)}>
              Ниже
            </Button>
            <Button size="xs" variant="outline" colorPalette="red" onClick={onRemove}>
              Убрать опцию «{option.name}»
            </Button>
          </HStack>
        </HStack>
        <Checkbox.Root
          checked={option.required}
          onCheckedChange={(d) => onChange({ ...option, required: d.checked === true })}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{OPTIONS_TEXT.required}</Checkbox.Label>
        </Checkbox.Root>
        <Stack as="ul" gap="2" listStyleType="none" aria-label={`Значения опции «${option.name}»`}>
          {values.map((v, index) => (
            <SimpleGrid
              as="li"
              key={`${index}-${v.option_value_id ?? 'new'}-${v.name}`}
              columns={{ base: 2, md: 4 }}
              gap="2"
              alignItems="end"
              borderTopWidth={index === 0 ? undefined : '1px'}
              pt={index === 0 ? undefined : '2'}
            >
              <Text gridColumn={{ base: 'span 2', md: 'auto' }} fontWeight="medium" alignSelf="center">
                {v.name}
              </Text>
              <Field.Root>
                <Field.Label fontSize="xs">Остаток, шт.</Field.Label>
                <Input
                  aria-label={OPTIONS_TEXT.stock(v.name)}
                  inputMode="numeric"
                  value={v.quantity}
                  onChange={(e) => setValueAt(index, { quantity: e.target.value })}
                />
              </Field.Root>
              <Field.Root>
                <Field.Label fontSize="xs">Разница в цене, ₽</Field.Label>
                <Input
                  aria-label={OPTIONS_TEXT.price(v.name)}
                  value={v.price}
                  onChange={(e) => setValueAt(index, { price: e.target.value })}
                />
              </Field.Root>
              <HStack gap="1" gridColumn={{ base: 'span 2', md: 'auto' }} wrap="wrap">
                <Button
                  size="xs"
                  variant="ghost"
                  aria-label={`«${v.name}» выше`}
                  disabled={index === 0}
                  onClick={() => onChange({ ...option, values: moved(values, index, -1) })}
                >
                  ↑
                </Button>
                <Button
                  size="xs"
                  variant="ghost"
                  aria-label={`«${v.name}» ниже`}
                  disabled={index === values.length - 1}
                  onClick={() => onChange({ ...option, values: moved(values, index, 1) })}
                >
                  ↓
                </Button>
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`Убрать значение «${v.name}»`}
                  onClick={() => onChange({ ...option, values: values.filter((_, i) => i !== index) })}
                >
                  Убрать
                </Button>
              </HStack>
            </SimpleGrid>
          ))}
        </Stack>
        <HStack align="end" gap="3" wrap="wrap">
          <Field.Root maxW="xs">
            <Field.Label>{OPTIONS_TEXT.newValue(option.name)}</Field.Label>
            <Input
              list={listId}
              value={value}
              placeholder="Например: 50 мл"
              onChange={(e) => setValue(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  if (value.trim()) addValue();
                }
              }}
            />
            <datalist id={listId}>
              {(known?.values ?? [])
                .filter((k) => !values.some((v) => sameName(v.name) === sameName(k.name)))
                .map((k) => (
                  <option key={k.option_value_id} value={k.name} />
                ))}
            </datalist>
          </Field.Root>
          <Button variant="outline" size="sm" disabled={!value.trim()} onClick={addValue}>
            {OPTIONS_TEXT.addValue}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
