import { Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { ListedRecord } from '../../../machines/admin/record-list.machine';
import { FormAlert } from './form-parts';
import { LoadError, Loading } from './page-state';
import { RecordActions, RecordDeleteQuestion, type RecordLook } from './record-parts';
import type { RecordListActor } from './use-record-list';

export interface RecordListLook<R> extends RecordLook<R> {
  /** What the list is called for assistive technology ('Баннеры главной'). */
  label: string;
  /** The switch's words: turn off, turn on, and the badge of a record switched off. */
  switchWords: { off: string; on: string; hidden: string };
  /** A record's own part of its row (a picture, a question). */
  render: (record: R) => ReactNode;
}

/**
 * A list the staff order themselves, over the record-list statechart: each record in its place with its own look,
 * moved by dragging or with 'Выше' / 'Ниже' (the keyboard's way), 'Изменить', the switch and 'Удалить' (asked
 * first); the page's messages and the load's failure. The form dialog is the page's own.
 */
export function OrderedRecordList<R extends ListedRecord>({
  actor,
  look,
}: {
  actor: RecordListActor;
  look: RecordListLook<R>;
}) {
  const [state, send] = actor;
  // The record being dragged: how the list looks while dragging, nothing more.
  const [dragged, setDragged] = useState<number | null>(null);
  const { error, stale, done } = state.context;
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
                  <RecordActions
                    actor={actor}
                    record={record}
                    look={look}
                    disabled={!idle}
                    label={(words, what) => `${words}: ${what}`}
                  />
                </HStack>
              </Flex>
            );
          })}
        </Stack>
      ) : null}
      <RecordDeleteQuestion actor={actor} look={look} />
    </Stack>
  );
}
