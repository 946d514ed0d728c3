import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { AdminPromotion } from '../../contract/admin-promotions';
import { formOf, PROMOTION_EDIT_TEXT } from '../../../machines/admin/promotion-list';
import { daysText } from '../../domain/calendar-day';
import { PROMOTION_GROUP_NAME, promotionSummary } from '../../domain/promotion-edit';
import type { ListedPromotion } from '../api/promotions-api';
import { columnHelper } from '../ui/data-table';
import { RecordTable, type RecordTableLook } from '../ui/record-table';
import { PromotionFormDialog } from './promotion-form-dialog';
import { PromotionPreviewPanel } from './promotion-preview-panel';
import { usePromotionEdit, usePromotionPreview } from './use-promotion-edit';

/** 'с 01.12.2026 по 31.12.2026', 'с 01.12.2026', 'по 31.12.2026' or 'без срока'. */
export const datesText = (p: Pick<AdminPromotion, 'date_start' | 'date_end'>): string =>
  daysText(p.date_start, p.date_end, 'без срока');

function stateText(p: AdminPromotion): string {
  if (!p.status) return 'Выключена';
  return p.in_force ? 'Действует' : 'Не в сроке';
}

const column = columnHelper<ListedPromotion>();

const LOOK: RecordTableLook<ListedPromotion> = {
  caption: 'Акции',
  loading: 'Загружаем акции…',
  empty: 'Акций пока нет.',
  nameOf: promotionSummary,
  formOf,
  switchWords: { off: 'Выключить', on: 'Включить' },
  deleteTitle: 'Удалить акцию?',
  deleteBody: (name) => `«${name}» исчезнет из корзин покупателей сразу и навсегда.`,
  reloaded: PROMOTION_EDIT_TEXT.reloaded,
  wrap: ['summary'],
  columns: column.columns([
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
  ]),
};

/**
 * 'Акции и подарки' (the owner only): the promotions the cart applies, each created, changed, switched off or deleted
 * over the record-list statechart, and the preview of a sample cart.
 */
export function PromotionsPage() {
  const actor = usePromotionEdit();
  const preview = usePromotionPreview();
  const [state, send] = actor;
  return (
    <Stack gap="4">
      <HStack justify="space-between" flexWrap="wrap">
        <Heading as="h1" size="2xl">
          Акции и подарки
        </Heading>
        <Button colorPalette="brand" onClick={() => send({ type: 'record.new' })} disabled={!state.matches('idle')}>
          Добавить акцию
        </Button>
      </HStack>
      <Text color="fg.muted">
        Корзина покупателя применяет действующие акции его группы: бесплатные штуки x+1, затем наибольшую достигнутую
        скидку и подарки от суммы товаров. Изменения действуют сразу.
      </Text>
      <RecordTable actor={actor} look={LOOK} />
      <PromotionFormDialog actor={actor} />
      <PromotionPreviewPanel actor={preview} />
    </Stack>
  );
}
