import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from './envelope';
import { HttpError, MESSAGES } from './http-error';
import { validationMessage, type AjvError } from './validation-message';

interface Described {
  status: number;
  message: string;
}

/** Maps anything a route or Fastify throws to a status and a Russian message. Bad input is never a 500. */
export function describeError(error: FastifyError | Error): Described {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
  const e = error as FastifyError & { validation?: AjvError[]; validationContext?: string };
  if (e.validation) return { status: 400, message: validationMessage(e.validation, e.validationContext ?? 'body') };
  switch (e.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, message: MESSAGES.invalidJson };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: MESSAGES.invalidJson };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: MESSAGES.tooLarge };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, message: MESSAGES.unsupportedMediaType };
    // PostgreSQL ended the transaction because of a concurrent one (deadlock, serialization failure): it rolled back
    // whole, so the caller may simply try again. Code that can meet this should lock in one order; this is the net.
    case '40P01':
    case '40001':
      return { status: 409, message: MESSAGES.concurrent };
  }
  // Form and other parsers report malformed input as SyntaxError or with a 4xx status of their own.
  const status = e.statusCode ?? 500;
  if (status === 413) return { status, message: MESSAGES.tooLarge };
  if (status === 404) return { status, message: MESSAGES.pageNotFound };
  if (status >= 400 && status < 500) return { status, message: MESSAGES.badRequest };
  return { status: 500, message: MESSAGES.internal };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, message } = describeError(error);
    if (status >= 500) request.log.error({ err: error }, 'Ошибка при обработке запроса');
    else request.log.info({ status, reason: message, detail: error.message }, 'Запрос отклонён');
    return reply.code(status).type('application/json; charset=utf-8').send(failure(message));
  });
}

/** Errors Fastify meets before routing (a malformed URL): the same envelope. */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  void reply.code(status).type('application/json; charset=utf-8').send(failure('Некорректный адрес запроса'));
}

/**
 * Requests Node's HTTP parser rejects before Fastify sees them (raw non-ASCII in the URL, oversized headers, a
 * timeout): the same envelope, written straight to the socket.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const [status, text, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', 'Время ожидания запроса истекло']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'Слишком большие заголовки запроса']
        : [400, 'Bad Request', MESSAGES.badRequest];
  const body = JSON.stringify(failure(message));
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
