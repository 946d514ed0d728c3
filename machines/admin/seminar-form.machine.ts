import { deleteRefused, seminarProblems, type SeminarKind, type SeminarValues } from '../../src/domain/seminar-edit';
import { recordFormMachine, type RecordFormEvent, type RecordSaved } from './record-form';

/**
 * A seminar or a webinar in the back office's 'Семинары' (issue 16, owner and editors): the record form
 * (machines/admin/record-form.ts) with the shared rules (domain/seminar-edit.ts, which the server applies too): a new
 * one starts empty, an existing one loads with how many signed up (the places may not go below it); a save or a
 * deletion carries the version opened, a stale copy loads afresh and says so. 'Удалить' asks first, and a seminar
 * people signed up for is not deleted: the page says why and how to hide it.
 */

/** The form as typed: dates as the date-and-time field holds them, places as text ('' — no limit). */
export interface SeminarForm {
  type: '1' | '2';
  title: string;
  date: string;
  date1: string;
  text: string;
  image: string;
  capacity: string;
  status: boolean;
}

/** What the page shows beside the form and does not send: where the picture shows now, how many signed up. */
export interface SeminarShown {
  imageUrl: string;
  signups: number;
}

/** A seminar as the server has it. */
export type SeminarSaved = RecordSaved<SeminarForm, SeminarShown>;

export type SeminarFormEvent = RecordFormEvent<SeminarForm, SeminarShown>;

export const SEMINAR_FORM_TEXT = {
  loadFailed: 'Не удалось загрузить семинар',
  failed: 'Не удалось сохранить, попробуйте ещё раз',
  deleteFailed: 'Не удалось удалить, попробуйте ещё раз',
  saved: 'Сохранено',
  reloaded: 'Семинар загружен заново: проверьте его и сохраните ещё раз.',
} as const;

export const EMPTY_SEMINAR: SeminarForm = {
  type: '1',
  title: '',
  date: '',
  date1: '',
  text: '',
  image: '',
  capacity: '',
  status: true,
};

/** The values the form's text stands for, as the server checks and keeps them. */
export function seminarValuesOf(form: SeminarForm): SeminarValues {
  const capacity = form.capacity.trim();
  return {
    type: Number(form.type) as SeminarKind,
    title: form.title.trim(),
    date: form.date.trim().replace('T', ' '),
    date1: form.date1.trim().replace('T', ' '),
    text: form.text,
    image: form.image,
    capacity: capacity === '' ? null : Number(capacity),
    status: form.status,
  };
}

export const seminarFormMachine = recordFormMachine<SeminarForm, SeminarShown, SeminarValues>({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/
  id: 'seminarForm',
  empty: EMPTY_SEMINAR,
  emptyShown: { imageUrl: '', signups: 0 },
  problemsOf: (form, { signups }) => seminarProblems(seminarValuesOf(form), signups),
  sent: seminarValuesOf,
  deletion: {
    failed: SEMINAR_FORM_TEXT.deleteFailed,
    refused: ({ signups }) => (signups > 0 ? deleteRefused(signups) : undefined),
  },
  text: SEMINAR_FORM_TEXT,
});
