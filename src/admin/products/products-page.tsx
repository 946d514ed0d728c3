import { Button, Checkbox, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { TickedProduct } from '../../../machines/admin/product-bulk.machine';
import type { AdminProductRow, ProductExportQuery } from '../../contract/admin-products';
import { PRODUCT_SORTS } from '../../domain/product-bulk';
import { STALE_RECORD } from '../../domain/staff';
import { fetchProducts, productsCsvHref } from '../api/products-api';
import { DataTable } from '../ui/data-table';
import { FormAlert } from '../ui/form-parts';
import { ListFilters } from '../ui/list-filters';
import { anId, listSearch, oneOf, type ListSpec } from '../ui/list-url';
import { PagedResult } from '../ui/paged-result';
import { useListQuery } from '../ui/use-list-query';
import { ProductBulkDialogs } from './product-bulk-dialogs';
import { productColumns } from './product-columns';
import { doneText, PRODUCT_FORMS, SPECIAL_OPTIONS, STATUS_OPTIONS, STOCK_OPTIONS } from './product-texts';
import { PRODUCTS_KEY, useProductBulk } from './use-product-bulk';

const PAGE_SIZE = 25;
/** The columns the table sorts by (the server also sorts by date, for an address that asks). */
const SORTABLE = ['name', 'sku', 'price', 'quantity'] as const;
type SortColumn = (typeof SORTABLE)[number];

const SPEC: ListSpec = {
  filters: {
    category: { fresh: '', accepts: anId },
    stock: { fresh: '', accepts: oneOf(['in', 'out']) },
    status: { fresh: '', accepts: oneOf(['on', 'off']) },
    special: { fresh: '', accepts: oneOf(['yes', 'no']) },
    sort: { fresh: 'name', accepts: oneOf(PRODUCT_SORTS) },
    order: { fresh: 'asc', accepts: oneOf(['asc', 'desc']) },
  },
};

const tickOf = (row: AdminProductRow): TickedProduct => ({ id: row.product_id, version: row.version, label: row.name });

/**
 * 'Товары' (issue 16, owner and editors): the products searched by name or article number, filtered by category,
 * stock, status and specials, sorted by a column's heading and paged on the server, the address keeping all of it
 * (statechart list-query); 'Выгрузить CSV' downloads the same list whole. Ticked rows are changed together (statechart
 * product-bulk): 'Включить', 'Выключить', 'Перенести в категорию', 'Изменить остаток', each after its dialog.
 */
export function ProductsPage() {
  const { shown, context, send } = useListQuery('/products', SPEC);
  const f = shown.filters;
  const filters: ProductExportQuery = {
    q: shown.q || undefined,
    category_id: f.category ? Number(f.category) : undefined,
    stock: f.stock === 'in' || f.stock === 'out' ? f.stock : undefined,
    status: f.status === 'on' || f.status === 'off' ? f.status : undefined,
    special: f.special === 'yes' || f.special === 'no' ? f.special : undefined,
    sort: PRODUCT_SORTS.find((s) => s === f.sort) ?? 'name',
    order: f.order === 'desc' ? 'desc' : 'asc',
  };
  const query = { ...filters, page: shown.page, limit: PAGE_SIZE };
  const products = useQuery({
    queryKey: [...PRODUCTS_KEY, query],
    queryFn: () => fetchProducts(query),
    placeholderData: keepPreviousData,
  });

  const bulk = useProductBulk();
  const [state, sendBulk] = bulk;
  const { selected, done, stale, error } = state.context;
  // Ticks belong to the page on screen: another page, filter or sorting starts without them.
  const address = listSearch(shown, SPEC);
  useEffect(() => {
    sendBulk({ type: 'select.clear' });
  }, [address, sendBulk]);

  const idle = state.matches('idle');
  const rows = products.data?.products ?? [];
  const columns = useMemo(
    () =>
      productColumns({
        ticked: (id) => selected.some((p) => p.id === id),
        toggle: (row) => sendBulk({ type: 'select.toggle', product: tickOf(row) }),
        enabled: idle,
      }),
    [selected, sendBulk, idle],
  );
  const tickedOnPage = rows.filter((row) => selected.some((p) => p.id === row.product_id)).length;
  const categories = products.data?.categories ?? [];
  const sortColumn = SORTABLE.find((s) => s === filters.sort) ?? 'name';

  return (
    <Stack gap="4">
      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        <Heading as="h1" size="2xl">
          Товары
        </Heading>
        <Button asChild colorPalette="brand">
          <RouterLink to="/products/new">Новый товар</RouterLink>
        </Button>
      </Flex>
      <ListFilters
        label="Отбор товаров"
        selects={[
          {
            name: 'category',
            label: 'Категория',
            options: [['', 'Все категории'], ...categories.map((c) => [String(c.category_id), c.name] as const)],
          },
          { name: 'stock', label: 'Наличие', options: STOCK_OPTIONS },
          { name: 'status', label: 'Статус', options: STATUS_OPTIONS },
          { name: 'special', label: 'Акция', options: SPECIAL_OPTIONS },
        ]}
        search="Название или артикул"
        context={context}
        send={send}
        actions={
          <>
            <Button asChild variant="outline">
              <a href={productsCsvHref(filters)} download>
                Выгрузить CSV
              </a>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to="/products/import">Загрузить CSV</RouterLink>
            </Button>
          </>
        }
      />
      <FormAlert status="warning" text={stale ? STALE_RECORD : null}>
        Список загружен заново, отметки сняты: проверьте товары и отметьте их ещё раз.
      </FormAlert>
      <FormAlert text={!stale && !state.hasTag('dialog') ? error : null} />
      <FormAlert status="success" text={done ? doneText(done.action, done.changed) : null} />
      <Flex
        gap="3"
        align="center"
        wrap="wrap"
        bg="bg"
        borderWidth="1px"
        borderRadius="l2"
        p={{ base: '3', md: '3' }}
        role="group"
        aria-label="Действия с отмеченными товарами"
      >
        <Checkbox.Root
          checked={tickedOnPage === 0 ? false : tickedOnPage === rows.length ? true : 'indeterminate'}
          disabled={!idle || rows.length === 0}
          onCheckedChange={(d) => sendBulk({ type: 'select.page', products: rows.map(tickOf), on: d.checked === true })}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Отметить все на странице</Checkbox.Label>
        </Checkbox.Root>
        <Text color="fg.muted" aria-live="polite">
          Отмечено: {selected.length}
        </Text>
        <Flex gap="2" wrap="wrap">
          {(
            [
              ['bulk.enable', 'Включить'],
              ['bulk.disable', 'Выключить'],
              ['bulk.move', 'Перенести в категорию'],
              ['bulk.stock', 'Изменить остаток'],
            ] as const
          ).map(([type, label]) => (
            <Button
              key={type}
              size="sm"
              variant="outline"
              disabled={selected.length === 0 || !idle}
              onClick={() => sendBulk({ type })}
            >
              {label}
            </Button>
          ))}
          {selected.length > 0 ? (
            <Button size="sm" variant="ghost" onClick={() => sendBulk({ type: 'select.clear' })}>
              Снять отметки
            </Button>
          ) : null}
        </Flex>
      </Flex>
      <PagedResult
        result={products}
        loading="Загружаем товары…"
        forms={PRODUCT_FORMS}
        empty="Товаров с такими условиями нет."
        rows={(data) => data.products}
        page={shown.page}
        pageSize={PAGE_SIZE}
        onPage={(page) => send({ type: 'query.page', page })}
      >
        {(data) => (
          <DataTable<AdminProductRow, SortColumn>
            caption="Товары"
            columns={columns}
            rows={data.products}
            rowId={(row) => String(row.product_id)}
            sorting={{
              column: sortColumn,
              order: filters.order ?? 'asc',
              sortable: SORTABLE,
              onSort: (column) =>
                send({
                  type: 'query.filter',
                  filters: {
                    sort: column,
                    order: column === sortColumn && filters.order === 'asc' ? 'desc' : 'asc',
                  },
                }),
            }}
            look={{ end: ['price', 'quantity'], wrap: ['name'] }}
          />
        )}
      </PagedResult>
      <ProductBulkDialogs actor={bulk} categories={categories} />
    </Stack>
  );
}
