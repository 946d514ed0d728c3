import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { AdminPromotion } from '../../contract/admin-promotions';
import { PROMOTION_EDIT_TEXT } from '../../../machines/admin/promotion-edit.machine';
import { daysText } from '../../domain/calendar-day';
import { PROMOTION_GROUP_NAME, promotionSummary } from '../../domain/promotion-edit';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { columnHelper, DataTable } from '../ui/data-table';
import { FormAlert } from '../ui/form-parts';
import { LoadError, Loading } from '../ui/page-state';
import { PromotionFormDialog } from './promotion-form-dialog';
import { PromotionPreviewPanel } from './promotion-preview-panel';
import { usePromotionEdit, usePromotionPreview, type PromotionEditActor } from './use-promotion-edit';

/** 'с 01.12.2026 по 31.12.2026', 'с 01.12.2026', 'по 31.12.2026' or 'без срока'. */
export const datesText = (p: Pick<AdminPromotion, 'date_start' | 'date_end'>): string =>
  daysText(p.date_start, p.date_end, 'без срока');

function stateText(p: AdminPromotion): string {
  if (!p.status) return 'Выключена';
  return p.in_force ? 'Действует' : 'Не в сроке';
}

const column = columnHelper<AdminPromotion>();

function columnsFor([state, send]: PromotionEditActor) {
  const busy = state.hasTag('busy');
  return column.columns([
    column.display({
      id: 'summary',
      header: 'Акция',
      cell: ({ row }) => (
        <Stack gap="0">
          <Text fontWeight="medium">{promotionSummary(row.original)}</Text>
          {row.original.gifts.length > 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {row.original.gifts.map((g) => g.name).join(', ')}
            </Text>
          ) : null}
        </Stack>
      ),
    }),
    column.display({
      id: 'group',
      header: 'Для кого',
      cell: ({ row }) => PROMOTION_GROUP_NAME[row.original.customer_group_id as 0 | 1 | 2],
    }),
    column.display({ id: 'dates', header: 'Сроки', cell: ({ row }) => datesText(row.original) }),
    column.display({
      id: 'state',
      header: 'Состояние',
      cell: ({ row }) => (
        <Badge colorPalette={row.original.in_force ? 'green' : 'gray'}>{stateText(row.original)}</Badge>
      ),
    }),
    column.display({
      id: 'actions',
      header: 'Действия',
      cell: ({ row }) => {
        const p = row.original;
        const name = promotionSummary(p);
        return (
          <HStack gap="1" flexWrap="wrap">
            <Button
              size="xs"
              variant="outline"
              disabled={busy}
              aria-label={`Изменить «${name}»`}
              onClick={() => send({ type: 'promo.edit', promotion: p })}
            >
              Изменить
            </Button>
            <Button
              size="xs"
              variant="outline"
              disabled={busy}
              aria-label={`${p.status ? 'Выключить' : 'Включить'} «${name}»`}
              onClick={() => send({ type: 'promo.toggle', promotion: p })}
            >
              {p.status ? 'Выключить' : 'Включить'}
            </Button>
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              disabled={busy}
              aria-label={`Удалить «${name}»`}
              onClick={() => send({ type: 'promo.delete', promotion: p })}
            >
              Удалить
            </Button>
          </HStack>
        );
      },
    }),
  ]);
}

/**
 * 'Акции и подарки' (the owner only): the promotions the cart applies, each created, changed, switched off or deleted
 * over the promotion-edit statechart, and the preview of a sample cart.
 */
export function PromotionsPage() {
  const actor = usePromotionEdit();
  const preview = usePromotionPreview();
  const [state, send] = actor;
  const { promotions, error, stale, done, target } = state.context;
  const dialogOpen = state.hasTag('form') || (state.matches('saving') && !state.context.toggling);
  return (
    <Stack gap="4">
      <HStack justify="space-between" flexWrap="wrap">
        <Heading as="h1" size="2xl">
          Акции и подарки
        </Heading>
        <Button colorPalette="brand" onClick={() => send({ type: 'promo.new' })} disabled={!state.matches('idle')}>
          Добавить акцию
        </Button>
      </HStack>
      <Text color="fg.muted">
        Корзина покупателя применяет действующие акции его группы: бесплатные штуки x+1, затем наибольшую достигнутую
        скидку и подарки от суммы товаров. Изменения действуют сразу.
      </Text>
      {state.matches('loadFailed') ? (
        <LoadError
          error={new Error(error ?? PROMOTION_EDIT_TEXT.loadFailed)}
          retry={() => send({ type: 'promo.retry' })}
        />
      ) : null}
      {state.matches('loading') && !stale ? <Loading label="Загружаем акции…" /> : null}
      <FormAlert status={stale ? 'warning' : 'error'} text={!dialogOpen && !state.hasTag('confirm') ? error : null}>
        {stale ? PROMOTION_EDIT_TEXT.reloaded : null}
      </FormAlert>
      <FormAlert status="success" text={done} />
      {!state.matches('loading') && !state.matches('loadFailed') ? (
        promotions.length === 0 ? (
          <Text>Акций пока нет.</Text>
        ) : (
          <DataTable
            caption="Акции"
            columns={columnsFor(actor)}
            rows={promotions}
            rowId={(p) => String(p.promotion_id)}
            look={{ wrap: ['summary'] }}
          />
        )
      ) : null}
      <PromotionFormDialog actor={actor} />
      <ConfirmDialog
        open={state.hasTag('confirm')}
        title="Удалить акцию?"
        body={`${target ? `«${promotionSummary(target)}»` : 'Акция'} исчезнет из корзин покупателей сразу и навсегда.${
          error && state.hasTag('confirm') ? ` ${error}` : ''
        }`}
        yes="Да, удалить"
        busy={state.matches('deleting')}
        onYes={() => send({ type: 'promo.confirm' })}
        onNo={() => send({ type: 'promo.back' })}
      />
      <PromotionPreviewPanel actor={preview} />
    </Stack>
  );
}
