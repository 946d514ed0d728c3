import { keywordTaken } from './url-keyword';
/** The Russian refusals of the back office's content calls (issue 16, 'Контент'). */
export const CONTENT_MESSAGES = {
  notFound: 'Запись не найдена',
  titleMissing: 'Укажите заголовок',
  dateInvalid: 'Дата — в виде ГГГГ-ММ-ДД ЧЧ:ММ',
  keywordTaken,
} as const;
