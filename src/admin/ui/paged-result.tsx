import { Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { pluralRu } from '../../domain/plural';
import { LoadError, Loading } from './page-state';
import { Pager } from './pager';

/**
 * One page of a list the server pages, as the back office shows it: loading, the server's refusal with 'Повторить',
 * how many were found, the rows (or a sentence saying there are none) and the pager.
 */
export function PagedResult<T extends { total: number }>({
  result,
  loading,
  forms,
  empty,
  rows,
  page,
  pageSize,
  onPage,
  children,
}: {
  result: UseQueryResult<T>;
  /** What is coming, for a screen reader: 'Загружаем заявки…'. */
  loading: string;
  /** The word counted, for 1, 2 and 5: ['заявка', 'заявки', 'заявок']. */
  forms: readonly [string, string, string];
  empty: string;
  rows: (data: T) => readonly unknown[];
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  children: (data: T) => ReactNode;
}) {
  if (result.isPending) return <Loading label={loading} />;
  if (result.isError) return <LoadError error={result.error} retry={() => void result.refetch()} />;
  const { data } = result;
  return (
    <>
      <Text color="fg.muted" role="status">
        Найдено: {data.total} {pluralRu(data.total, forms)}
      </Text>
      {rows(data).length > 0 ? children(data) : <Text py="6">{empty}</Text>}
      <Pager page={page} total={data.total} pageSize={pageSize} onPage={onPage} />
    </>
  );
}
