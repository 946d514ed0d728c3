import { Field, NativeSelect, Text } from '@chakra-ui/react';
import type { ProductCategory } from '../../contract/admin-products';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { FormDialog } from '../ui/form-dialog';
import { TextField } from '../ui/form-parts';
import { productCount } from './product-texts';
import type { ProductBulkActor } from './use-product-bulk';

const ENABLE_TEXT = 'Они появятся в магазине: в каталоге, в поиске и в карте сайта.';
const DISABLE_TEXT =
  'Они сразу исчезнут из магазина: из каталога, поиска и карты сайта, а их страницы ответят «не найдено». ' +
  'Включить их можно снова.';

/**
 * The bulk change's dialogs over the statechart: 'Включить …?' and 'Выключить …?', the move's category and the new
 * stock. Each names how many ticked products it changes; the server's refusal stays in the dialog.
 */
export function ProductBulkDialogs({
  actor: [state, send],
  categories,
}: {
  actor: ProductBulkActor;
  categories: readonly ProductCategory[];
}) {
  const { action, fields, problem, error, selected } = state.context;
  const open = state.hasTag('dialog');
  const busy = state.hasTag('busy');
  const count = productCount(selected.length);
  const back = () => send({ type: 'bulk.back' });
  const submit = () => send({ type: 'bulk.submit' });
  const switching = action === 'enable' || action === 'disable';
  return (
    <>
      <ConfirmDialog
        open={open && switching}
        title={`${action === 'enable' ? 'Включить' : 'Выключить'} ${count}?`}
        body={`${action === 'enable' ? ENABLE_TEXT : DISABLE_TEXT}${error ? ` ${error}` : ''}`}
        yes={action === 'enable' ? 'Да, включить' : 'Да, выключить'}
        danger={action === 'disable'}
        busy={busy}
        onYes={submit}
        onNo={back}
      />
      <FormDialog
        open={open && action === 'move'}
        title={`Перенести ${count}`}
        submit="Перенести"
        busy={busy}
        error={error}
        onSubmit={submit}
        onClose={back}
      >
        <Text>
          Выбранная категория станет единственной категорией этих товаров; «Вся продукция» и «Акции» показывают их
          по-прежнему.
        </Text>
        <Field.Root invalid={Boolean(problem)} required>
          <Field.Label>Категория</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={fields.categoryId}
              onChange={(e) => send({ type: 'bulk.change', values: { categoryId: e.target.value } })}
            >
              <option value="">Не выбрана</option>
              {categories.map((c) => (
                <option key={c.category_id} value={String(c.category_id)}>
                  {c.status ? c.name : `${c.name} (выключена)`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{problem}</Field.ErrorText>
        </Field.Root>
      </FormDialog>
      <FormDialog
        open={open && action === 'stock'}
        title={`Изменить остаток: ${count}`}
        submit="Изменить остаток"
        busy={busy}
        error={error}
        onSubmit={submit}
        onClose={back}
      >
        <Text>Каждый отмеченный товар получит этот остаток; при 0 его нельзя будет купить.</Text>
        <TextField
          label="Остаток"
          required
          inputMode="numeric"
          autoComplete="off"
          problem={problem}
          value={fields.quantity}
          onChange={(e) => send({ type: 'bulk.change', values: { quantity: e.target.value } })}
        />
      </FormDialog>
    </>
  );
}
