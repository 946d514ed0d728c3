import { Button, Checkbox, Field, HStack, Stack, Text } from '@chakra-ui/react';
import { promotionFormOf, type PromotionForm } from '../../../machines/admin/promotion-list';
import type { RecordProblems } from '../../../machines/admin/record-list.machine';
import { PROMOTION_GROUP_NAME, PROMOTION_TYPE_NAME, PROMOTION_TYPES } from '../../domain/promotion-edit';
import { TextField } from '../ui/form-parts';
import { SelectField } from '../ui/select-field';
import { ProductPicker } from './product-picker';
import { RecordFormDialog } from '../ui/record-list-page';
import type { RecordListActor } from '../ui/use-record-list';

/** 'Добавить акцию' / 'Изменить акцию': the form over the record-list statechart, fields by the kind chosen. */
export function PromotionFormDialog({ actor }: { actor: RecordListActor }) {
  return (
    <RecordFormDialog actor={actor} titles={['Добавить акцию', 'Изменить акцию']}>
      {(typed, problems, change) => (
        <PromotionFields form={promotionFormOf(typed)} problems={problems} change={change} />
      )}
    </RecordFormDialog>
  );
}

function PromotionFields({
  form,
  problems,
  change,
}: {
  form: PromotionForm;
  problems: RecordProblems;
  change: (values: Partial<PromotionForm>) => void;
}) {
  return (
    <>
      <SelectField
        label="Вид акции"
        value={form.type}
        options={PROMOTION_TYPES.map((t) => [t, PROMOTION_TYPE_NAME[t]])}
        onChange={(type) => change({ type: type as PromotionForm['type'] })}
      />
      <SelectField
        label="Для кого"
        value={form.group}
        options={(['0', '1', '2'] as const).map((g) => [g, PROMOTION_GROUP_NAME[Number(g) as 0 | 1 | 2]])}
        onChange={(group) => change({ group: group as PromotionForm['group'] })}
      />
      {form.type === 'x_plus_one' ? (
        <TextField
          label="Сколько штук покупают (x)"
          inputMode="numeric"
          value={form.count}
          problem={problems.product_count}
          helper="Каждая (x + 1)-я штука товара бесплатно: при x = 3 из четырёх одинаковых оплачиваются три."
          onChange={(e) => change({ count: e.target.value })}
        />
      ) : null}
      {form.type === 'discount' ? (
        <TextField
          label="Скидка, %"
          inputMode="numeric"
          value={form.percent}
          problem={problems.percent}
          onChange={(e) => change({ percent: e.target.value })}
        />
      ) : null}
      {form.type !== 'x_plus_one' ? (
        <TextField
          label="От суммы товаров, ₽"
          inputMode="numeric"
          value={form.total}
          problem={problems.total}
          helper="Сумма товаров после бесплатных штук x+1; при большей скидке другой акции действует большая."
          onChange={(e) => change({ total: e.target.value })}
        />
      ) : null}
      {form.type === 'present' ? (
        <>
          <TextField
            label="Сколько подарков можно выбрать"
            inputMode="numeric"
            value={form.count}
            problem={problems.product_count}
            onChange={(e) => change({ count: e.target.value })}
          />
          <Field.Root invalid={Boolean(problems.gift_product_ids)}>
            <Field.Label>Подарки на выбор</Field.Label>
            {form.gifts.length === 0 ? <Text color="fg.muted">Не выбраны</Text> : null}
            <Stack as="ul" gap="1" listStyleType="none" aria-label="Подарки на выбор">
              {form.gifts.map((g) => (
                <HStack as="li" key={g.product_id} justify="space-between">
                  <Text fontSize="sm">
                    {g.name} · {g.sku}
                  </Text>
                  <Button
                    size="xs"
                    variant="ghost"
                    aria-label={`Убрать «${g.name}»`}
                    onClick={() => change({ gifts: form.gifts.filter((x) => x.product_id !== g.product_id) })}
                  >
                    Убрать
                  </Button>
                </HStack>
              ))}
            </Stack>
            <Field.ErrorText>{problems.gift_product_ids}</Field.ErrorText>
          </Field.Root>
          <ProductPicker
            label="Найти подарок"
            onPick={(p) => {
              if (!form.gifts.some((g) => g.product_id === p.product_id)) change({ gifts: [...form.gifts, p] });
            }}
          />
        </>
      ) : null}
      <HStack align="start" gap="3" flexWrap="wrap">
        <TextField
          label="Начало"
          type="date"
          value={form.dateStart}
          problem={problems.date_start}
          onChange={(e) => change({ dateStart: e.target.value })}
        />
        <TextField
          label="Окончание"
          type="date"
          value={form.dateEnd}
          problem={problems.date_end}
          onChange={(e) => change({ dateEnd: e.target.value })}
        />
      </HStack>
      <Text color="fg.muted" fontSize="sm">
        Без дат акция действует, пока включена. День окончания входит в акцию.
      </Text>
      <Checkbox.Root checked={form.status} onCheckedChange={(d) => change({ status: d.checked === true })}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Акция включена</Checkbox.Label>
      </Checkbox.Root>
    </>
  );
}
