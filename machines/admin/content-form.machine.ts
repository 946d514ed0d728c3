import { keywordProblem } from '../../src/domain/transliterate';
import { recordFormMachine, type RecordFormEvent, type RecordSaved } from './record-form';

/**
 * A news item, a blog article or an information page in the back office (issue 16, 'Контент'): the record form
 * (machines/admin/record-form.ts) with the content's rules: a new one's address follows its title until one is typed;
 * 'Сохранить' sends the form (trimmed) once it has a title, a readable address and date; a save or a deletion carries
 * the version opened, a stale copy loads afresh and says so; 'Удалить' asks first.
 */

export interface ContentValues {
  title: string;
  keyword: string;
  status: boolean;
  description: string;
  short_description: string;
  /** The picture's path for the record ('' — none). */
  image: string;
  /** 'YYYY-MM-DD HH:mm' in shop time; '' — now (a new record). */
  date: string;
  sort_order: number;
  meta_title: string;
  meta_description: string;
}

/** What the page shows beside the values and does not send: where the picture shows now. */
export interface ContentShown {
  imageUrl: string;
}

/** A record as the server has it. */
export type ContentSaved = RecordSaved<ContentValues, ContentShown>;

export type ContentFormEvent = RecordFormEvent<ContentValues, ContentShown>;

export type ContentProblems = Partial<Record<'title' | 'keyword' | 'date', string>>;

export const CONTENT_FORM_TEXT = {
  titleMissing: 'Укажите заголовок',
  dateInvalid: 'Дата — в виде ГГГГ-ММ-ДД ЧЧ:ММ',
  loadFailed: 'Не удалось загрузить запись',
  failed: 'Не удалось сохранить, попробуйте ещё раз',
  deleteFailed: 'Не удалось удалить, попробуйте ещё раз',
  saved: 'Сохранено',
  reloaded: 'Запись загружена заново: проверьте её и сохраните ещё раз.',
} as const;

export const EMPTY_CONTENT: ContentValues = {
  title: '',
  keyword: '',
  status: false,
  description: '',
  short_description: '',
  image: '',
  date: '',
  sort_order: 0,
  meta_title: '',
  meta_description: '',
};

export function problemsOf(values: ContentValues): ContentProblems {
  const problems: ContentProblems = {};
  if (values.title.trim() === '') problems.title = CONTENT_FORM_TEXT.titleMissing;
  const keyword = keywordProblem(values.keyword.trim());
  if (keyword) problems.keyword = keyword;
  if (values.date.trim() !== '' && !/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}$/.test(values.date.trim())) {
    problems.date = CONTENT_FORM_TEXT.dateInvalid;
  }
  return problems;
}

/** What goes to the server: the values trimmed. */
export function sentOf(values: ContentValues): ContentValues {
  return {
    ...values,
    title: values.title.trim(),
    keyword: values.keyword.trim(),
    date: values.date.trim().replace('T', ' '),
  };
}

export const contentFormMachine = recordFormMachine<ContentValues, ContentShown>({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/
  id: 'contentForm',
  empty: EMPTY_CONTENT,
  emptyShown: { imageUrl: '' },
  nameField: 'title',
  problemsOf,
  sent: sentOf,
  deletion: { failed: CONTENT_FORM_TEXT.deleteFailed },
  text: CONTENT_FORM_TEXT,
});
