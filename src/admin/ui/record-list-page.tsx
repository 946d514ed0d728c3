import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ListedRecord, RecordForm } from '../../../machines/admin/record-list.machine';
import { FormDialog } from './form-dialog';
import { OrderedRecordList, type RecordListLook } from './ordered-record-list';
import type { RecordListActor } from './use-record-list';

/** A page of one ordered list ('Баннеры', 'Вопрос-ответ'): its heading, 'Добавить…', what it is for, the list. */
export function RecordListPage<R extends ListedRecord>({
  title,
  add,
  intro,
  actor,
  look,
  children,
}: {
  title: string;
  add: string;
  intro: ReactNode;
  actor: RecordListActor;
  look: RecordListLook<R>;
  /** The form's dialog. */
  children: ReactNode;
}) {
  const [state, send] = actor;
  return (
    <Stack gap="4" maxW="5xl">
      <HStack justify="space-between" flexWrap="wrap">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Button colorPalette="brand" onClick={() => send({ type: 'record.new' })} disabled={!state.matches('idle')}>
          {add}
        </Button>
      </HStack>
      <Text color="fg.muted">{intro}</Text>
      <OrderedRecordList actor={actor} look={look} />
      {children}
    </Stack>
  );
}

/** The record's form in its dialog over the record-list statechart: open while editing or saving. */
export function RecordFormDialog({
  actor: [state, send],
  titles,
  children,
}: {
  actor: RecordListActor;
  /** A new record's title and a saved one's. */
  titles: [add: string, edit: string];
  children: (
    form: RecordForm,
    problems: Partial<Record<string, string>>,
    change: (values: RecordForm) => void,
  ) => ReactNode;
}) {
  const { form, problems, error, target } = state.context;
  return (
    <FormDialog
      open={state.hasTag('form')}
      title={target ? titles[1] : titles[0]}
      submit="Сохранить"
      busy={state.matches('saving')}
      error={error}
      onSubmit={() => send({ type: 'record.submit' })}
      onClose={() => send({ type: 'record.back' })}
    >
      {children(form, problems, (values) => send({ type: 'record.change', values }))}
    </FormDialog>
  );
}
