import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

/**
 * The HTTP contract, generated from the routes' own JSON schemas (docs/architecture.md): served at
 * GET /api/docs and kept in docs/api/openapi.json by `npm run docs` (a test fails when it is stale).
 *
 * CMS routes share one path and differ by `?route=`, which OpenAPI paths cannot express; each is listed under the
 * key `/cms/index.php?route=<route>` so every route has its own entry.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Космецевтика BT — HTTP API магазина',
        description:
          'Ответы: `{result: "success", data}`; ошибки: `{result: "error", error: "<сообщение по-русски>"}` с кодом 4xx.',
        version: '1',
      },
    },
    transform: ({ schema, url, route }) => {
      const cmsRoute = route.config?.cmsRoute;
      return { schema, url: cmsRoute ? `${url}?route=${cmsRoute}` : url };
    },
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
}
