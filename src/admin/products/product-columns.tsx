import { Badge, Checkbox, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { AdminProductRow } from '../../contract/admin-products';
import { CUSTOMER_GROUP } from '../../domain/constants';
import { formatRoubles } from '../../domain/money';
import { ShopImage } from '../../web/ui/shop-image';
import { columnHelper } from '../ui/data-table';

/** What a row's tick needs: whether it is ticked, and the member ticking or unticking it. */
export interface RowTicks {
  ticked: (productId: number) => boolean;
  toggle: (row: AdminProductRow) => void;
  /** Ticks can change now (not while a change is asked or sent). */
  enabled: boolean;
}

const column = columnHelper<AdminProductRow>();

/**
 * The columns of 'Товары': the tick, the picture, name (opening the editor; 'в магазине' opens it in the shop), article,
 * price with its specials, stock, status.
 */
export function productColumns(ticks: RowTicks) {
  return column.columns([
    column.display({
      id: 'select',
      header: 'Отметить',
      cell: (info) => {
        const row = info.row.original;
        return (
          <Checkbox.Root
            size="md"
            checked={ticks.ticked(row.product_id)}
            disabled={!ticks.enabled}
            onCheckedChange={() => ticks.toggle(row)}
          >
            <Checkbox.HiddenInput aria-label={`Отметить «${row.name}»`} />
            <Checkbox.Control />
          </Checkbox.Root>
        );
      },
    }),
    column.accessor('image', {
      id: 'image',
      header: 'Фото',
      cell: (info) => (
        <ShopImage
          src={info.getValue()}
          alt=""
          sizes="48px"
          widths={[160]}
          htmlWidth={48}
          htmlHeight={48}
          boxSize="12"
          objectFit="contain"
          bg="bg.subtle"
          borderRadius="l1"
        />
      ),
    }),
    column.accessor('name', {
      id: 'name',
      header: 'Название',
      cell: (info) => (
        <Stack gap="0" align="start">
          <Link asChild fontWeight="medium" color="fg">
            <RouterLink to={`/products/${info.row.original.product_id}`}>{info.getValue()}</RouterLink>
          </Link>
          <Link
            href={`/${info.row.original.keyword}`}
            target="_blank"
            rel="noopener"
            color="brand.fg"
            fontSize="sm"
            aria-label={`«${info.getValue()}» в магазине`}
          >
            в магазине
          </Link>
        </Stack>
      ),
    }),
    column.accessor('sku', { id: 'sku', header: 'Артикул', cell: (info) => info.getValue() || '—' }),
    column.accessor('price', {
      id: 'price',
      header: 'Цена',
      cell: (info) => (
        <Stack gap="1" align={{ base: 'start', md: 'end' }}>
          <Text>{formatRoubles(info.getValue())}</Text>
          {info.row.original.specials.map((special) =>
            special.customer_group_id === CUSTOMER_GROUP.CUSTOMER ? (
              <Badge key={special.customer_group_id} colorPalette="orange" variant="subtle">
                Акция: {formatRoubles(special.price)}
              </Badge>
            ) : (
              <Text key={special.customer_group_id} color="fg.muted" fontSize="xs">
                Специалистам: {formatRoubles(special.price)}
              </Text>
            ),
          )}
        </Stack>
      ),
    }),
    column.accessor('quantity', {
      id: 'quantity',
      header: 'Остаток',
      cell: (info) =>
        info.getValue() > 0 ? (
          info.getValue()
        ) : (
          <Text as="span" color="red.fg" fontWeight="medium">
            {info.getValue()} (нет)
          </Text>
        ),
    }),
    column.accessor('status', {
      id: 'status',
      header: 'Статус',
      cell: (info) =>
        info.getValue() ? <Badge colorPalette="green">Включён</Badge> : <Badge colorPalette="gray">Выключен</Badge>,
    }),
  ]);
}
