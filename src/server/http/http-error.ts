/**
 * An expected failure with the HTTP status and the Russian message the client gets. Route handlers throw it; the
 * error handler turns it into `{result: 'error', error}`. Anything else thrown is a 500.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);

export const MESSAGES = {
  methodNotFound: 'Метод не найден',
  pageNotFound: 'Страница не найдена',
  invalidJson: 'Некорректный JSON в теле запроса',
  tooLarge: 'Слишком большой запрос',
  unsupportedMediaType: 'Неподдерживаемый тип содержимого запроса: отправьте JSON (application/json)',
  badRequest: 'Некорректный запрос',
  internal: 'Внутренняя ошибка сервера',
  concurrent: 'Эти данные одновременно изменил другой запрос, ничего не сохранено: повторите действие',
} as const;
