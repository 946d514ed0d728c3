import { Text } from '@chakra-ui/react';
import { MODERATION_STATE_NAME, type ModerationState } from '../../domain/moderation';
import { formatDateTime } from '../ui/dates';
import type { columnHelper } from '../ui/data-table';
import { ProductCell } from './product-cell';

/** What every moderated record has: the product it is about, when it came and where it stands. */
interface Moderated {
  product_id: number | null;
  product_name: string;
  moderation: ModerationState;
  date_added: string;
}

type Helper<Row extends Moderated> = ReturnType<typeof columnHelper<Row>>;

/** 'Товар': the product's name and 'только этот товар', which narrows the queue to it. */
export const productColumn = <Row extends Moderated>(column: Helper<Row>, only: (productId: number) => void) =>
  column.accessor((row) => row.product_name, {
    id: 'product',
    header: 'Товар',
    cell: (info) => <ProductCell productId={info.row.original.product_id} name={info.getValue()} only={only} />,
  });

/** When the record came ('Написан', 'Задан') and, under it, its state. */
export const cameColumn = <Row extends Moderated>(column: Helper<Row>, header: string) =>
  column.accessor((row) => row.date_added, {
    id: 'date',
    header,
    cell: (info) => (
      <>
        {formatDateTime(info.getValue())}
        <Text color="fg.muted" fontSize="sm">
          {MODERATION_STATE_NAME[info.row.original.moderation]}
        </Text>
      </>
    ),
  });
