import { Button } from '@chakra-ui/react';
import type { ListedRecord, RecordForm } from '../../../machines/admin/record-list.machine';
import { ConfirmDialog } from './confirm-dialog';
import type { RecordListActor } from './use-record-list';

/** What a list over the record-list statechart says of its records, in a table or in the staff's own order. */
export interface RecordLook<R> {
  /** Said when the list holds nothing. */
  empty: string;
  /** A record's name in buttons' labels and the delete question. */
  nameOf: (record: R) => string;
  /** The record as its form in the dialog holds it ('Изменить'). */
  formOf: (record: R) => RecordForm;
  /** The switch's words: turn off, turn on. */
  switchWords: { off: string; on: string };
  /** The delete question's title and what it says will happen. */
  deleteTitle: string;
  deleteBody: (name: string) => string;
  /** Said under a stale copy's refusal: the list loaded afresh. */
  reloaded: string;
}

/** 'Удалить …?' over the record-list statechart, with the server's refusal of the deletion. */
export function RecordDeleteQuestion<R extends ListedRecord>({
  actor: [state, send],
  look,
}: {
  actor: RecordListActor;
  look: RecordLook<R>;
}) {
  const { error, target } = state.context;
  const asked = state.hasTag('confirm');
  return (
    <ConfirmDialog
      open={asked}
      title={look.deleteTitle}
      body={`${look.deleteBody(target ? look.nameOf(target as R) : '')}${error && asked ? ` ${error}` : ''}`}
      yes="Да, удалить"
      busy={state.matches('deleting')}
      onYes={() => send({ type: 'record.confirm' })}
      onNo={() => send({ type: 'record.back' })}
    />
  );
}

/**
 * A record's 'Изменить', switch and 'Удалить' over the record-list statechart, each labelled with the record's name
 * for assistive technology (`label` joins a button's words and the name: 'Изменить «…»').
 */
export function RecordActions<R extends ListedRecord>({
  actor: [, send],
  record,
  look,
  disabled,
  label,
}: {
  actor: RecordListActor;
  record: R;
  look: RecordLook<R>;
  disabled: boolean;
  label: (words: string, name: string) => string;
}) {
  const name = look.nameOf(record);
  const turn = record.status ? look.switchWords.off : look.switchWords.on;
  const button = { size: 'xs', variant: 'outline', disabled } as const;
  return (
    <>
      <Button
        {...button}
        aria-label={label('Изменить', name)}
        onClick={() => send({ type: 'record.edit', record, form: look.formOf(record) })}
      >
        Изменить
      </Button>
      <Button {...button} aria-label={label(turn, name)} onClick={() => send({ type: 'record.toggle', record })}>
        {turn}
      </Button>
      <Button
        {...button}
        colorPalette="red"
        aria-label={label('Удалить', name)}
        onClick={() => send({ type: 'record.delete', record })}
      >
        Удалить
      </Button>
    </>
  );
}
