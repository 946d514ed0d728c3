import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { HOSTILE_INPUT, hasDuplicateKeys } from './hostile-input';
import { HttpError } from './http-error';

/** JSON bodies (and everything else) are limited to 1 MiB; uploads get their own limit where they are registered. */
export const BODY_LIMIT = 1024 * 1024;

/**
 * JSON with one difference from Fastify's parser: an empty body (a POST with `Content-Type: application/json` and
 * nothing else, as some clients send for body-less calls such as /back/url) means "no body", not an error.
 * Bad JSON is still rejected, prototype poisoning is still refused, and so is a key named twice in one object.
 */
export async function registerBodyParsers(app: FastifyInstance): Promise<void> {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    if (hasDuplicateKeys(text)) {
      done(new HttpError(400, HOSTILE_INPUT.duplicate), undefined);
      return;
    }
    void parseJson(request, text, done);
  });
  // Same for text/plain: an empty body is no body; any other text stays a string (and fails an object schema).
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
    done(null, (body as string) === '' ? undefined : body);
  });
  // Payment callbacks and classic forms post application/x-www-form-urlencoded.
  await app.register(formbody, { bodyLimit: BODY_LIMIT });
}
