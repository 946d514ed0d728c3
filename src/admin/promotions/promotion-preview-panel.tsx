import { Button, Field, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { PROMOTION_GROUP_NAME } from '../../domain/promotion-edit';
import { formatRoubles } from '../../domain/money';
import { FormAlert } from '../ui/form-parts';
import { Panel } from '../ui/panel';
import { ProductPicker } from './product-picker';
import type { PromotionPreviewActor } from './use-promotion-edit';

/**
 * 'Проверить на пробной корзине': products and quantities, a customer group, and what such a cart gets today from the
 * promotions as saved — the server's figures, computed by the cart's own code.
 */
export function PromotionPreviewPanel({ actor: [state, send] }: { actor: PromotionPreviewActor }) {
  const { lines, group, result, error } = state.context;
  return (
    <Panel title="Проверить на пробной корзине">
      <Stack gap="3">
        <Text color="fg.muted" fontSize="sm">
          Корзина считается так же, как у покупателя: по ценам его группы и по сохранённым акциям, действующим сегодня.
        </Text>
        <ProductPicker label="Найти товар для корзины" onPick={(p) => send({ type: 'sample.add', product: p })} />
        {lines.length > 0 ? (
          <Stack as="ul" gap="2" listStyleType="none" aria-label="Пробная корзина">
            {lines.map((line) => (
              <HStack as="li" key={line.product_id} justify="space-between" gap="2">
                <Text fontSize="sm" flex="1">
                  {line.name}
                </Text>
                <Input
                  aria-label={`Количество «${line.name}»`}
                  type="number"
                  min={1}
                  max={999}
                  width="20"
                  value={line.quantity}
                  onChange={(e) =>
                    send({ type: 'sample.quantity', productId: line.product_id, quantity: Number(e.target.value) })
                  }
                />
                <Button
                  size="xs"
                  variant="ghost"
                  aria-label={`Убрать «${line.name}» из корзины`}
                  onClick={() => send({ type: 'sample.remove', productId: line.product_id })}
                >
                  Убрать
                </Button>
              </HStack>
            ))}
          </Stack>
        ) : null}
        <HStack align="end" gap="3" flexWrap="wrap">
          <Field.Root width="auto">
            <Field.Label>Покупатель</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={String(group)}
                onChange={(e) => send({ type: 'sample.group', group: Number(e.target.value) as 0 | 1 | 2 })}
              >
                <option value="0">Гость</option>
                <option value="1">{PROMOTION_GROUP_NAME[1]}</option>
                <option value="2">{PROMOTION_GROUP_NAME[2]}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button
            colorPalette="brand"
            loading={state.matches('computing')}
            loadingText="Считаем…"
            onClick={() => send({ type: 'sample.run' })}
          >
            Рассчитать
          </Button>
        </HStack>
        <FormAlert text={error} />
        {result ? (
          <Stack gap="2">
            <Table.Root size="sm" aria-label="Итог пробной корзины">
              <Table.Body>
                {result.totals.map((row) => (
                  <Table.Row key={row.code}>
                    <Table.Cell>{row.title}</Table.Cell>
                    <Table.Cell textAlign="end">{formatRoubles(row.value)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
            {result.gift_count > 0 ? (
              <Text>
                Подарков на выбор: {result.gift_count} ({result.gifts.map((g) => g.name).join(', ')})
              </Text>
            ) : (
              <Text color="fg.muted">Подарков нет</Text>
            )}
          </Stack>
        ) : null}
      </Stack>
    </Panel>
  );
}
