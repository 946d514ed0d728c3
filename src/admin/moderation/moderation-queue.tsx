import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ModerationQuery } from '../../contract/admin-moderation';
import type { ModerationState } from '../../domain/moderation';
import { STALE_RECORD } from '../../domain/staff';
import { FormAlert } from '../ui/form-parts';
import { ListFilters } from '../ui/list-filters';
import { PagedResult } from '../ui/paged-result';
import { useListQuery } from '../ui/use-list-query';
import { DONE_TEXT, MODERATION_PAGE_SIZE, MODERATION_SPEC, STATE_OPTIONS } from './moderation-texts';
import { moderationKey, type ModeratedKind, type ModerationActor } from './use-moderation-action';

export interface QueuePage<Row> {
  total: number;
  rows: Row[];
}

/**
 * A moderation queue ('Отзывы', 'Вопросы'): by state (waiting first, the oldest on top), of one product, searched by
 * the author's name or words of the text, paged on the server, its state in the address; what the member did last,
 * or a stale copy, said above it. The table and the dialogs are the kind's own.
 */
export function ModerationQueue<Row extends { product_id: number | null; product_name: string }>({
  kind,
  title,
  forms,
  fetch,
  actor,
  dialogs,
  children,
}: {
  kind: ModeratedKind;
  title: string;
  forms: readonly [string, string, string];
  fetch: (query: ModerationQuery) => Promise<QueuePage<Row>>;
  actor: ModerationActor;
  /** The kind's dialogs, given the rows on screen. */
  dialogs: (rows: Row[]) => ReactNode;
  children: (rows: Row[], filterProduct: (productId: number) => void) => ReactNode;
}) {
  const { shown, context, send } = useListQuery(`/${kind}`, MODERATION_SPEC);
  const status = (shown.filters.status ?? 'pending') as ModerationState;
  const product = shown.filters.product ? Number(shown.filters.product) : undefined;
  const query: ModerationQuery = {
    status,
    product_id: product,
    q: shown.q || undefined,
    page: shown.page,
    limit: MODERATION_PAGE_SIZE,
  };
  const result = useQuery({
    queryKey: [...moderationKey(kind), query],
    queryFn: () => fetch(query),
    placeholderData: keepPreviousData,
  });
  const [state] = actor;
  const { done, stale } = state.context;
  const productName = result.data?.rows.find((row) => row.product_id === product)?.product_name;
  const filterProduct = (productId: number) => send({ type: 'query.filter', filters: { product: String(productId) } });

  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <ListFilters
        label={`Отбор: ${title.toLowerCase()}`}
        selects={[{ name: 'status', label: 'Состояние', options: STATE_OPTIONS }]}
        search="Автор или слова текста"
        context={context}
        send={send}
      />
      {product ? (
        <HStack gap="3" wrap="wrap">
          <Text>Только товар «{productName ?? `№ ${product}`}»</Text>
          <Button size="sm" variant="outline" onClick={() => send({ type: 'query.filter', filters: { product: '' } })}>
            Все товары
          </Button>
        </HStack>
      ) : null}
      <FormAlert status="warning" text={stale ? STALE_RECORD : null}>
        Список загружен заново: проверьте запись и решите ещё раз.
      </FormAlert>
      <FormAlert text={!stale && !state.hasTag('dialog') ? state.context.error : null} />
      <FormAlert status="success" text={done ? DONE_TEXT[done.action](done.label) : null} />
      <PagedResult
        result={result}
        loading="Загружаем список…"
        forms={forms}
        empty={status === 'pending' ? 'Ничего не ждёт модерации.' : 'Ничего не найдено.'}
        rows={(data) => data.rows}
        page={shown.page}
        pageSize={MODERATION_PAGE_SIZE}
        onPage={(page) => send({ type: 'query.page', page })}
      >
        {(data) => children(data.rows, filterProduct)}
      </PagedResult>
      {dialogs(result.data?.rows ?? [])}
    </Stack>
  );
}
