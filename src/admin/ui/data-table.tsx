import { Box, Button, Stack, Table, Text } from '@chakra-ui/react';
import {
  createColumnHelper,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';

/**
 * The back office's one table (TanStack Table): the server pages, sorts and filters, so the table only lays out the
 * page it was given. A sortable column's heading is a button that asks for the list sorted by it; the column sorted
 * now carries aria-sort.
 */
export const features = tableFeatures({ rowSortingFeature });
export type AdminColumns<T extends RowData> = ColumnDef<typeof features, T, unknown>[];

export function columnHelper<T extends RowData>() {
  return createColumnHelper<typeof features, T>();
}

export interface ServerSorting<TColumn extends string> {
  column: TColumn;
  order: 'asc' | 'desc';
  /** The columns the server sorts by. */
  sortable: readonly TColumn[];
  onSort: (column: TColumn) => void;
}

const ARROW = { asc: '↑', desc: '↓' } as const;
const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** Per column: aligned to the end (amounts, counts), and allowed to wrap (names, texts). */
export interface ColumnLook {
  end?: readonly string[];
  wrap?: readonly string[];
}

export function DataTable<T extends RowData, TColumn extends string = string>({
  caption,
  columns,
  rows,
  rowId,
  sorting,
  look = {},
}: {
  caption: string;
  columns: AdminColumns<T>;
  rows: T[];
  rowId: (row: T) => string;
  sorting?: ServerSorting<TColumn>;
  look?: ColumnLook;
}) {
  const table = useTable({
    features,
    columns,
    data: rows,
    manualSorting: true,
    state: { sorting: sorting ? [{ id: sorting.column, desc: sorting.order === 'desc' }] : [] },
    getRowId: rowId,
  });
  const sortableId = (id: string): TColumn | undefined => sorting?.sortable.find((column) => column === id);
  const align = (id: string) => (look.end?.includes(id) ? 'end' : 'start');

  const [headers] = table.getHeaderGroups();
  const labelOf = (columnId: string) => headers?.headers.find((header) => header.column.id === columnId);

  return (
    <>
      {/* On a phone each row is a card of label–value pairs: eight columns do not fit 375 px. */}
      <Stack as="ul" aria-label={caption} gap="2" hideFrom="md" listStyleType="none">
        {table.getRowModel().rows.map((row) => (
          <Box as="li" key={row.id} bg="bg" borderWidth="1px" borderRadius="l2" p="3">
            <Box as="dl" display="grid" gridTemplateColumns="minmax(6rem, auto) 1fr" columnGap="3" rowGap="1">
              {row.getAllCells().map((cell) => {
                const header = labelOf(cell.column.id);
                return (
                  <Box key={cell.id} display="contents">
                    <Text as="dt" color="fg.muted" fontSize="sm">
                      {header ? <table.FlexRender header={header} /> : null}
                    </Text>
                    <Box as="dd" minW="0" overflowWrap="anywhere">
                      <table.FlexRender cell={cell} />
                    </Box>
                  </Box>
                );
              })}
            </Box>
          </Box>
        ))}
      </Stack>
      {/* A table wider than the page scrolls; the keyboard reaches the scroll (axe: scrollable-region-focusable). */}
      <Box
        overflowX="auto"
        borderWidth="1px"
        borderRadius="l2"
        bg="bg"
        hideBelow="md"
        tabIndex={0}
        role="region"
        aria-label={caption}
      >
        <Table.Root size="sm" interactive>
          <Table.Caption srOnly>{caption}</Table.Caption>
          <Table.Header>
            {table.getHeaderGroups().map((group) => (
              <Table.Row key={group.id}>
                {group.headers.map((header) => {
                  const sortBy = sortableId(header.column.id);
                  const sorted = sorting?.column === header.column.id ? sorting.order : false;
                  return (
                    <Table.ColumnHeader
                      key={header.id}
                      aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
                      textAlign={align(header.column.id)}
                      whiteSpace="nowrap"
                    >
                      {sortBy && sorting ? (
                        <Button
                          variant="plain"
                          size="sm"
                          px="0"
                          fontWeight="semibold"
                          onClick={() => sorting.onSort(sortBy)}
                        >
                          <table.FlexRender header={header} />
                          {sorted ? <span aria-hidden>{ARROW[sorted]}</span> : null}
                        </Button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </Table.ColumnHeader>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Header>
          <Table.Body>
            {table.getRowModel().rows.map((row) => (
              <Table.Row key={row.id}>
                {row.getAllCells().map((cell) => (
                  <Table.Cell
                    key={cell.id}
                    textAlign={align(cell.column.id)}
                    whiteSpace={look.wrap?.includes(cell.column.id) ? 'normal' : 'nowrap'}
                  >
                    <table.FlexRender cell={cell} />
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </>
  );
}
