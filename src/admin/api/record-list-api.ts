import type { RecordOrder, RecordSwitch } from '../../../machines/admin/record-list.machine';

/**
 * One list's calls, as the record-list statechart invokes them: each change answers the list as it is now; a 409
 * 'Запись изменена другим сотрудником' becomes StaleCopy (staleAware).
 */
export interface RecordListApi<R, V> {
  load: () => Promise<R[]>;
  save: (change: { id: number | null; version: number; values: V }) => Promise<R[]>;
  toggle: (change: RecordSwitch) => Promise<R[]>;
  remove: (change: { id: number; version: number }) => Promise<R[]>;
  /** Only for a list the staff order themselves. */
  reorder?: (order: RecordOrder) => Promise<R[]>;
}

/**
 * The calls of a list whose server has no call of its own for the switch ('Выключить' / 'Включить'): the record is
 * saved whole, as listed, with the switch turned, against the version on screen.
 */
export function switchBySaving<R, V extends { status: boolean }>(
  api: Omit<RecordListApi<R, V>, 'toggle'>,
  valuesOf: (record: R) => V,
): RecordListApi<R, V> {
  return {
    ...api,
    toggle: ({ id, version, status, record }) =>
      api.save({ id, version, values: { ...valuesOf(record as R), status } }),
  };
}
