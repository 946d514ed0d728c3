/** The Russian refusals of the back office's content calls (issue 16, 'Контент'). */
export const CONTENT_MESSAGES = {
  notFound: 'Запись не найдена',
  titleMissing: 'Укажите заголовок',
  dateInvalid: 'Дата — в виде ГГГГ-ММ-ДД ЧЧ:ММ',
  keywordTaken: (keyword: string) => `Адрес /${keyword} уже занят другой страницей магазина`,
} as const;
