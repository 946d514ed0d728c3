import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import {
  recordListMachine,
  type ListedRecord,
  type RecordForm,
  type RecordListInput,
} from '../../../machines/admin/record-list.machine';
import { inspect } from '../../web/ui/inspect';
import type { RecordListApi } from '../api/record-list-api';

/** The record-list statechart over one list's calls; the form becomes the record's values on the way out. */
export function useRecordList<R extends ListedRecord, V>(
  input: RecordListInput,
  api: RecordListApi<R, V>,
  valuesOf: (form: RecordForm) => V,
) {
  const [machine] = useState(() => {
    const { reorder } = api;
    return recordListMachine.provide({
      actors: {
        load: fromPromise((): Promise<ListedRecord[]> => api.load()),
        save: fromPromise(({ input: change }): Promise<ListedRecord[]> =>
          api.save({ ...change, values: valuesOf(change.form) }),
        ),
        toggle: fromPromise(({ input: change }): Promise<ListedRecord[]> => api.toggle(change)),
        remove: fromPromise(({ input: change }): Promise<ListedRecord[]> => api.remove(change)),
        // A list without an order of its own never moves a record (its page offers no way to).
        ...(reorder ? { reorder: fromPromise(({ input: order }): Promise<ListedRecord[]> => reorder(order)) } : {}),
      },
    });
  });
  return useMachine(machine, { input, inspect });
}

export type RecordListActor = ReturnType<typeof useRecordList>;
