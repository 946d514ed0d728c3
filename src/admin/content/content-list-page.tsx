import { Badge, Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import type { ContentListQuery, ContentListRow } from '../../contract/admin-content';
import { CONTENT_PATH, type ContentKind } from '../../domain/content-kinds';
import { placementsOf } from '../../domain/site-links';
import { fetchContentList } from '../api/content-api';
import { columnHelper, DataTable } from '../ui/data-table';
import { ListFilters } from '../ui/list-filters';
import { oneOf, type ListSpec } from '../ui/list-url';
import { PagedResult } from '../ui/paged-result';
import { useListQuery } from '../ui/use-list-query';
import { KIND_TEXT, PLACEMENT_TEXT, shopDateText } from './content-texts';

const PAGE_SIZE = 25;
const SPEC: ListSpec = { filters: { status: { fresh: '', accepts: oneOf(['published', 'hidden']) } } };

function columnsOf(kind: ContentKind) {
  const column = columnHelper<ContentListRow>();
  return column.columns([
    column.accessor('title', {
      id: 'title',
      header: 'Заголовок',
      cell: (info) => (
        <>
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={`/${CONTENT_PATH[kind]}/${info.row.original.id}`}>{info.getValue()}</RouterLink>
          </Link>
          <Text color="fg.muted" fontSize="sm">
            {info.row.original.url}
          </Text>
        </>
      ),
    }),
    column.accessor('status', {
      id: 'status',
      header: 'На сайте',
      cell: (info) =>
        info.getValue() ? <Badge colorPalette="green">Опубликовано</Badge> : <Badge>Не опубликовано</Badge>,
    }),
    kind === 'information'
      ? column.accessor((row) => placementsOf(row.url), {
          id: 'placement',
          header: 'Где ссылка',
          cell: (info) =>
            info
              .getValue()
              .map((p) => PLACEMENT_TEXT[p])
              .join('; ') || '—',
        })
      : column.accessor('date', { id: 'date', header: 'Дата', cell: (info) => shopDateText(info.getValue()) }),
  ]);
}

/**
 * 'Новости', 'Статьи блога', 'Информационные страницы' (issue 16, owner and editors): a kind's texts searched by title
 * or address and narrowed to the published or the hidden on the server, newest first (pages in their order); the
 * address keeps the choice (statechart list-query). 'Добавить' opens an empty form.
 */
export function ContentListPage({ kind }: { kind: ContentKind }) {
  const path = `/${CONTENT_PATH[kind]}`;
  const text = KIND_TEXT[kind];
  const { shown, context, send } = useListQuery(path, SPEC);
  const query: ContentListQuery = {
    q: shown.q || undefined,
    status:
      shown.filters.status === 'published' || shown.filters.status === 'hidden' ? shown.filters.status : undefined,
    page: shown.page,
    limit: PAGE_SIZE,
  };
  const list = useQuery({
    queryKey: ['admin', 'content', kind, query],
    queryFn: () => fetchContentList(kind, query),
    placeholderData: keepPreviousData,
  });

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          {text.list}
        </Heading>
        <Button asChild colorPalette="brand">
          <RouterLink to={`${path}/new`}>Добавить</RouterLink>
        </Button>
      </HStack>
      <ListFilters
        label={`Отбор: ${text.list}`}
        selects={[
          {
            name: 'status',
            label: 'Публикация',
            options: [
              ['', 'Все'],
              ['published', 'Опубликованные'],
              ['hidden', 'Не опубликованные'],
            ],
          },
        ]}
        search="Заголовок или адрес"
        context={context}
        send={send}
      />
      <PagedResult
        result={list}
        loading="Загружаем…"
        forms={text.forms}
        empty="Ничего не найдено."
        rows={(data) => data.items}
        page={shown.page}
        pageSize={PAGE_SIZE}
        onPage={(page) => send({ type: 'query.page', page })}
      >
        {(data) => (
          <DataTable
            caption={text.list}
            columns={columnsOf(kind)}
            rows={data.items}
            rowId={(row) => String(row.id)}
            look={{ wrap: ['title', 'placement'] }}
          />
        )}
      </PagedResult>
    </Stack>
  );
}
