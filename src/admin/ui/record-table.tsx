import { HStack, Text } from '@chakra-ui/react';
import type { ListedRecord } from '../../../machines/admin/record-list.machine';
import { columnHelper, DataTable, type AdminColumns } from './data-table';
import { FormAlert } from './form-parts';
import { LoadError, Loading } from './page-state';
import { RecordActions, RecordDeleteQuestion, type RecordLook } from './record-parts';
import type { RecordListActor } from './use-record-list';

export interface RecordTableLook<R extends ListedRecord> extends RecordLook<R> {
  /** The table's name for assistive technology ('Акции'). */
  caption: string;
  /** Said to assistive technology while the list loads. */
  loading: string;
  /** The record's own columns; 'Действия' follows them. */
  columns: AdminColumns<R>;
  /** The columns whose text wraps. */
  wrap: readonly string[];
}

function actionsColumn<R extends ListedRecord>(actor: RecordListActor, look: RecordTableLook<R>) {
  const busy = actor[0].hasTag('busy');
  return columnHelper<R>().display({
    id: 'actions',
    header: 'Действия',
    cell: ({ row }) => (
      <HStack gap="1" flexWrap="wrap">
        <RecordActions
          actor={actor}
          record={row.original}
          look={look}
          disabled={busy}
          label={(words, name) => `${words} «${name}»`}
        />
      </HStack>
    ),
  });
}

/**
 * A table of records over the record-list statechart ('Пункты выдачи', 'Акции и подарки'): the load's state, the
 * page's messages (a refusal from the list, a stale copy's reload, what went through), each record's own columns
 * with 'Изменить', the switch and 'Удалить' (asked first). The form dialog and 'Добавить…' are the page's own.
 */
export function RecordTable<R extends ListedRecord>({
  actor,
  look,
}: {
  actor: RecordListActor;
  look: RecordTableLook<R>;
}) {
  const [state, send] = actor;
  const { error, stale, done, text } = state.context;
  const records = state.context.records as R[];
  return (
    <>
      {state.matches('loadFailed') ? (
        <LoadError error={new Error(error ?? text.loadFailed)} retry={() => send({ type: 'record.retry' })} />
      ) : null}
      {state.matches('loading') && !stale ? <Loading label={look.loading} /> : null}
      <FormAlert
        status={stale ? 'warning' : 'error'}
        text={state.hasTag('form') || state.hasTag('confirm') ? null : error}
      >
        {stale ? look.reloaded : null}
      </FormAlert>
      <FormAlert status="success" text={done} />
      {!state.matches('loading') && !state.matches('loadFailed') ? (
        records.length === 0 ? (
          <Text>{look.empty}</Text>
        ) : (
          <DataTable
            caption={look.caption}
            columns={[...look.columns, actionsColumn(actor, look)]}
            rows={records}
            rowId={(record) => String(record.id)}
            look={{ wrap: look.wrap }}
          />
        )
      ) : null}
      <RecordDeleteQuestion actor={actor} look={look} />
    </>
  );
}
