import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  preValidationHookHandler,
  RouteGenericInterface,
} from 'fastify';
import type { TypedApp } from './typed-app';
import type { IncomingMessage } from 'node:http';
import type { CachedAnswerPolicy } from './cached-answers';
import { optionalBody, viaGet, type SchemaHandler } from './get-and-post';
import { badRequest, MESSAGES, notFound } from './http-error';

/**
 * product §7's second path family: `/cms/index.php?route=<route>` (auth, cart, checkout, payment, upload, search).
 * Every CMS route is a real Fastify route on that one path, told apart by a route constraint on the `route` query
 * parameter, so each keeps its own JSON schema, validation and hooks, and shows up in the OpenAPI document.
 * A request whose `route` matches nothing reaches the unconstrained fallback below: 400 without a route, 404 with an
 * unknown one.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** The `route` a CMS route answers (also names it in the OpenAPI document). */
    cmsRoute?: string;
  }
}

export const CMS_PATH = '/cms/index.php';
const CONSTRAINT = 'cmsRoute';

export type CmsMethod = 'GET' | 'POST' | 'BOTH';

export interface CmsRouteDefinition<S extends FastifySchema> {
  method: CmsMethod;
  /** querystring (the `route` parameter is added), body, response… as for any Fastify route (src/contract). */
  schema: S;
  /** Runs before the schema (which coerces types): e.g. moneyFields, to see amounts exactly as they arrived. */
  preValidation?: preValidationHookHandler;
  /** Keep the route's answers in memory (http/cached-answers.ts): only for public answers alike for a group. */
  cache?: CachedAnswerPolicy;
  /** Typed by the schema, as a route of a TypedApp is: request from querystring/body, return value from response. */
  handler: SchemaHandler<S>;
}

function routeOf(raw: IncomingMessage): string | undefined {
  const url = raw.url ?? '';
  const q = url.indexOf('?');
  if (q < 0) return undefined;
  return new URLSearchParams(url.slice(q + 1)).get('route') ?? undefined;
}

/** Registered once in buildApp, before any CMS route. */
export function registerCmsDispatch(app: FastifyInstance): void {
  app.addConstraintStrategy({
    name: CONSTRAINT,
    storage() {
      const handlers = new Map<string, unknown>();
      return {
        get: (route: string) => (handlers.get(route) ?? null) as never,
        set: (route: string, store: unknown) => void handlers.set(route, store),
      };
    },
    deriveConstraint: (req: IncomingMessage) => routeOf(req),
    mustMatchWhenDerived: false,
  });

  const fallback = async (request: FastifyRequest) => {
    const { route } = request.query as { route?: unknown };
    if (typeof route !== 'string' || route.trim() === '') throw badRequest('Не указан параметр route');
    throw notFound(MESSAGES.methodNotFound);
  };
  app.route({
    method: ['GET', 'POST'],
    url: CMS_PATH,
    // Not an operation of the contract: the answer to a `route` no operation has.
    schema: { hide: true, querystring: { type: 'object', properties: { route: { type: 'string', maxLength: 200 } } } },
    handler: fallback,
  });
}

/**
 * Adds the handler of one CMS route, e.g.
 * `registerCmsRoute(app, 'module/isearch/ajaxget', { method: 'BOTH', schema: { querystring: … }, handler })`.
 * Call it from a capability's plugin registered by buildApp.
 */
export function registerCmsRoute<S extends FastifySchema>(
  app: TypedApp,
  route: string,
  definition: CmsRouteDefinition<S>,
): void {
  const querystring = withRouteParameter(definition.schema.querystring);
  const schema: FastifySchema = definition.schema;
  const { body: _body, ...withoutBody } = schema;
  const methods = definition.method === 'BOTH' ? (['GET', 'POST'] as const) : [definition.method];
  // The route's schema is the definition's plus the `route` parameter (and a GET twin without body), which TypeScript
  // cannot follow: the handler was type-checked against the definition's own schema above.
  const handler = definition.handler as SchemaHandler<FastifySchema>;
  for (const method of methods) {
    app.route<RouteGenericInterface, ContextConfigDefault, FastifySchema>({
      method,
      url: CMS_PATH,
      constraints: { [CONSTRAINT]: route },
      config: { cmsRoute: route, ...(definition.cache ? { cachedAnswer: definition.cache } : {}) },
      // Fastify refuses a body schema on GET.
      schema:
        method === 'GET'
          ? { ...(definition.method === 'BOTH' ? viaGet(schema) : withoutBody), querystring }
          : { ...schema, querystring, body: schema.body ?? optionalBody },
      ...(definition.preValidation ? { preValidation: definition.preValidation } : {}),
      handler,
    });
  }
}

function withRouteParameter(querystring: unknown): object {
  const base = (querystring ?? { type: 'object', properties: {} }) as {
    type?: string;
    properties?: Record<string, unknown>;
    required?: string[];
  };
  return {
    ...base,
    type: 'object',
    properties: { ...base.properties, route: { type: 'string' } },
    required: [...new Set([...(base.required ?? []), 'route'])],
  };
}
