import { Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import {
  recordListMachine,
  type ListedRecord,
  type RecordForm,
  type RecordListInput,
} from '../../../machines/admin/record-list.machine';
import { inspect } from '../../web/ui/inspect';
import type { OrderedListApi } from '../api/home-content-api';
import { ConfirmDialog } from './confirm-dialog';
import { FormAlert } from './form-parts';
import { LoadError, Loading } from './page-state';

/** The record-list statechart over one list's calls; the form becomes the record's values on the way out. */
export function useRecordList<R extends ListedRecord, V>(
  input: RecordListInput,
  api: OrderedListApi<R, V>,
  valuesOf: (form: RecordForm) => V,
) {
  const [machine] = useState(() =>
    recordListMachine.provide({
      actors: {
        load: fromPromise((): Promise<ListedRecord[]> => api.load()),
        save: fromPromise(({ input: change }): Promise<ListedRecord[]> =>
          api.save({ ...change, values: valuesOf(change.form) }),
        ),
        toggle: fromPromise(({ input: change }): Promise<ListedRecord[]> => api.toggle(change)),
        remove: fromPromise(({ input: change }): Promise<ListedRecord[]> => api.remove(change)),
        reorder: fromPromise(({ input: order }): Promise<ListedRecord[]> => api.reorder(order)),
      },
    }),
  );
  return useMachine(machine, { input, inspect });
}

export type RecordListActor = ReturnType<typeof useRecordList>;

export interface RecordListLook<R> {
  /** What the list is called for assistive technology ('Баннеры главной'). */
  label: string;
  empty: string;
  /** A record's name in buttons' labels and the delete question. */
  nameOf: (record: R) => string;
  formOf: (record: R) => RecordForm;
  /** The switch's words: turn off, turn on, and the badge of a record switched off. */
  switchWords: { off: string; on: string; hidden: string };
  /** The delete question's title and what it says will happen. */
  deleteTitle: string;
  deleteBody: (name: string) => string;
  reloaded: string;
  /** A record's own part of its row (a picture, a question). */
  render: (record: R) => ReactNode;
}

/**
 * A list the staff order themselves, over the record-list statechart: each record in its place with its own look,
 * moved by dragging or with 'Выше' / 'Ниже' (the keyboard's way), 'Изменить', the switch and 'Удалить' (asked
 * first); the page's messages and the load's failure. The form dialog is the page's own.
 */
export function OrderedRecordList<R extends ListedRecord>({
  actor: [state, send],
  look,
}: {
  actor: RecordListActor;
  look: RecordListLook<R>;
}) {
  // The record being dragged: how the list looks while dragging, nothing more.
  const [dragged, setDragged] = useState<number | null>(null);
  const { error, stale, done, target } = state.context;
  const records = state.context.records as R[];
  const busy = state.hasTag('busy');
  const idle = state.matches('idle');
  const onPage = !state.hasTag('form') && !state.hasTag('confirm');

  return (
    <Stack gap="4">
      {state.matches('loadFailed') ? (
        <LoadError error={new Error(error ?? '')} retry={() => send({ type: 'record.retry' })} />
      ) : null}
      {state.matches('loading') && records.length === 0 ? <Loading label="Загружаем список…" /> : null}
      <FormAlert status={stale ? 'warning' : 'error'} text={onPage && !state.matches('loadFailed') ? error : null}>
        {stale ? look.reloaded : null}
      </FormAlert>
      <FormAlert status="success" text={done} />
      {records.length === 0 && idle ? <Text>{look.empty}</Text> : null}
      {records.length > 0 ? (
        <Stack as="ol" listStyleType="none" gap="3" aria-label={look.label} aria-busy={busy}>
          {records.map((record, index) => {
            const name = look.nameOf(record);
            const move = (to: number) => send({ type: 'record.move', from: index, to });
            return (
              <Flex
                as="li"
                key={record.id}
                draggable={idle}
                onDragStart={() => setDragged(index)}
                onDragEnd={() => setDragged(null)}
                onDragOver={(e) => e.preventDefault()}
                onDrop={(e) => {
                  e.preventDefault();
                  if (dragged !== null && dragged !== index) send({ type: 'record.move', from: dragged, to: index });
                  setDragged(null);
                }}
                gap="3"
                align={{ base: 'stretch', md: 'center' }}
                direction={{ base: 'column', md: 'row' }}
                p="3"
                borderWidth="1px"
                borderColor={dragged === index ? 'brand.solid' : 'border'}
                borderRadius="l2"
                bg="bg.panel"
                cursor={idle ? 'grab' : undefined}
                opacity={record.status ? 1 : 0.75}
              >
                <Text fontSize="sm" color="fg.muted" minW="6" aria-hidden>
                  {index + 1}
                </Text>
                <Box flex="1" minW="0">
                  {look.render(record)}
                  {record.status ? null : (
                    <Badge mt="1" colorPalette="gray">
                      {look.switchWords.hidden}
                    </Badge>
                  )}
                </Box>
                <HStack gap="1" flexWrap="wrap" flexShrink={0}>
                  <Button
                    size="xs"
                    variant="outline"
                    disabled={!idle || index === 0}
                    aria-label={`Выше: ${name}`}
                    onClick={() => move(index - 1)}
                  >
                    Выше
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    disabled={!idle || index === records.length - 1}
                    aria-label={`Ниже: ${name}`}
                    onClick={() => move(index + 1)}
                  >
                    Ниже
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    disabled={!idle}
                    aria-label={`Изменить: ${name}`}
                    onClick={() => send({ type: 'record.edit', record, form: look.formOf(record) })}
                  >
                    Изменить
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    disabled={!idle}
                    aria-label={`${record.status ? look.switchWords.off : look.switchWords.on}: ${name}`}
                    onClick={() => send({ type: 'record.toggle', record })}
                  >
                    {record.status ? look.switchWords.off : look.switchWords.on}
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    disabled={!idle}
                    aria-label={`Удалить: ${name}`}
                    onClick={() => send({ type: 'record.delete', record })}
                  >
                    Удалить
                  </Button>
                </HStack>
              </Flex>
            );
          })}
        </Stack>
      ) : null}
      <ConfirmDialog
        open={state.hasTag('confirm')}
        title={look.deleteTitle}
        body={`${look.deleteBody(target ? look.nameOf(target as R) : '')}${error && state.hasTag('confirm') ? ` ${error}` : ''}`}
        yes="Да, удалить"
        busy={state.matches('deleting')}
        onYes={() => send({ type: 'record.confirm' })}
        onNo={() => send({ type: 'record.back' })}
      />
    </Stack>
  );
}
