import { Text } from '@chakra-ui/react';
import type { ModerationActionEvent } from '../../../machines/admin/moderation-action.machine';
import type { ModeratedReview } from '../../contract/admin-moderation';
import { fetchReviews } from '../api/admin-api';
import { columnHelper, DataTable } from '../ui/data-table';
import { ModerationDialogs } from './moderation-dialogs';
import { ModerationQueue } from './moderation-queue';
import { cameColumn, productColumn } from './moderation-columns';
import { RecordActions } from './record-actions';
import { useModerationAction } from './use-moderation-action';

const REVIEW_FORMS = ['отзыв', 'отзыва', 'отзывов'] as const;
const column = columnHelper<ModeratedReview>();

function reviewColumns(send: (event: ModerationActionEvent) => void, only: (productId: number) => void) {
  return column.columns([
    productColumn(column, only),
    column.accessor('author', { id: 'author', header: 'Автор' }),
    column.accessor('rating', {
      id: 'rating',
      header: 'Оценка',
      cell: (info) => (info.getValue() ? `${info.getValue()} из 5` : '—'),
    }),
    column.accessor('text', {
      id: 'text',
      header: 'Отзыв',
      cell: (info) => <Text whiteSpace="pre-line">{info.getValue()}</Text>,
    }),
    cameColumn(column, 'Написан'),
    column.display({
      id: 'actions',
      header: 'Действия',
      cell: (info) => {
        const review = info.row.original;
        return (
          <RecordActions
            record={{ id: review.review_id, version: review.version, label: `отзыв №${review.review_id}` }}
            moderation={review.moderation}
            edit={{ author: review.author, text: review.text }}
            send={send}
          />
        );
      },
    }),
  ]);
}

/** 'Отзывы' (issue 15, manager and owner): the reviews that wait, then the published and rejected ones. */
export function ReviewsPage() {
  const actor = useModerationAction('reviews');
  return (
    <ModerationQueue
      kind="reviews"
      title="Отзывы"
      forms={REVIEW_FORMS}
      fetch={async (query) => {
        const { reviews, total } = await fetchReviews(query);
        return { rows: reviews, total };
      }}
      actor={actor}
      dialogs={() => <ModerationDialogs actor={actor} />}
    >
      {(rows, only) => (
        <DataTable
          caption="Отзывы"
          columns={reviewColumns(actor[1], only)}
          rows={rows}
          rowId={(row) => String(row.review_id)}
          look={{ wrap: ['product', 'author', 'text', 'actions'] }}
        />
      )}
    </ModerationQueue>
  );
}
