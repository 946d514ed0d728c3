import {
  pickupPointProblems,
  type PickupPointRecord,
  type PickupPointValues,
} from '../../src/domain/pickup-point-edit';
import { formText as text, type RecordForm, type RecordListInput } from './record-list.machine';

/**
 * The shop's own pickup points on 'Доставка' (issue 16; offered while no CDEK account is configured) on the
 * record-list statechart: 'Добавить пункт' and 'Изменить' open the form in a dialog, checked before sending by the
 * rule the server uses (a point's region is one of the regions the list came with), saved against the version on
 * screen; 'Выключить' / 'Включить' saves the point with its switch turned, at once; 'Удалить' asks first.
 */

export const PICKUP_POINTS_TEXT = {
  loadFailed: 'Не удалось загрузить пункты выдачи',
  failed: 'Не удалось сохранить пункт выдачи, попробуйте ещё раз',
  created: 'Пункт выдачи добавлен',
  saved: 'Пункт выдачи сохранён',
  deleted: 'Пункт выдачи удалён',
  reloaded: 'Список пунктов загружен заново: проверьте пункт и повторите.',
} as const;

export const EMPTY_POINT: PickupPointValues = {
  city: '',
  region: '',
  address: '',
  work_time: '',
  note: '',
  status: true,
};

/** A listed point's values, as the form holds them and a save sends them. */
export const pointValuesOf = ({ city, region, address, work_time, note, status }: PickupPointRecord) => ({
  city,
  region,
  address,
  work_time,
  note,
  status,
});

/** The form as the point's values. */
export const pointValuesOfForm = (form: RecordForm): PickupPointValues => ({
  city: text(form, 'city'),
  region: text(form, 'region'),
  address: text(form, 'address'),
  work_time: text(form, 'work_time'),
  note: text(form, 'note'),
  status: form.status === true,
});

/** The list's input; `regions` gives the regions the list last came with. */
export const pickupPointList = (regions: () => readonly string[]): RecordListInput => ({
  empty: { ...EMPTY_POINT },
  check: (form) => pickupPointProblems(pointValuesOfForm(form), regions()),
  text: PICKUP_POINTS_TEXT,
});
