import type {
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';

/** For calls without a body: nothing, an empty body, `{}` or JSON null are all fine. */
export const optionalBody = { type: ['object', 'null'] } as const;

/**
 * product §7 marks several calls "POST and GET". Fastify refuses a body schema on GET, so the GET route gets the
 * schema without `body` and the POST route the whole schema (`optionalBody` when none is given).
 */
export function getAndPost<R extends RouteGenericInterface = RouteGenericInterface>(
  app: FastifyInstance,
  url: string,
  schema: FastifySchema,
  handler: RouteHandlerMethod<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, R>,
): void {
  const { body, ...withoutBody } = schema;
  app.get<R>(url, { schema: withoutBody }, handler);
  app.post<R>(url, { schema: { ...withoutBody, body: body ?? optionalBody } }, handler);
}
