import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { TypedApp } from './typed-app';

/** For calls without a body: nothing, an empty body, `{}` or JSON null are all fine. */
export const optionalBody = { type: ['object', 'null'] } as const;

/** A handler typed by its route's schema (request from params/querystring/body, return value from response). */
export type SchemaHandler<S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  TypeBoxTypeProvider
>;

/** The GET twin of a "POST and GET" call is its own operation in the contract: `<operationId>ViaGet`. */
export function viaGet(schema: FastifySchema): FastifySchema {
  const { body: _body, ...withoutBody } = schema;
  const operationId = (schema as { operationId?: string }).operationId;
  return operationId ? { ...withoutBody, operationId: `${operationId}ViaGet` } : withoutBody;
}

/**
 * product §7 marks several calls "POST and GET". Fastify refuses a body schema on GET, so the GET route gets the
 * schema without `body` and the POST route the whole schema (`optionalBody` when none is given). `config` goes to
 * both (e.g. CACHED: the twins share their kept answers).
 */
export function getAndPost<S extends FastifySchema>(
  app: TypedApp,
  url: string,
  schema: S,
  handler: SchemaHandler<S>,
  config: FastifyContextConfig = {},
) {
  // The GET twin's schema lacks the body, which TypeScript cannot follow; the handler was checked against `schema`.
  const anyRoute = handler as SchemaHandler<FastifySchema>;
  const postSchema: FastifySchema = { ...schema, body: schema.body ?? optionalBody };
  app.get(url, { schema: viaGet(schema), config }, anyRoute);
  app.post(url, { schema: postSchema, config }, anyRoute);
}
