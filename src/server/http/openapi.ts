import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

/** The document's sections, one per capability; every route names one in `tags`. */
export const API_TAGS = [
  { name: 'Каталог', description: 'Категории, фильтры, списки товаров, товар, отзывы, поиск' },
  { name: 'Контент', description: 'Баннеры, новости, блог, информационные страницы, вопросы, вебинары' },
  { name: 'Оформление', description: 'Настройки, адреса страниц, изображения' },
  { name: 'Покупатель', description: 'Регистрация, вход, восстановление пароля, профиль, документы' },
  { name: 'Корзина', description: 'Корзина, акции, подарки, сертификаты' },
  { name: 'Заказ', description: 'Пять шагов оформления, оплата, пункты выдачи, заказы' },
  { name: 'Служебное', description: 'Письма в локальном ящике (без SMTP), песочница банка' },
  {
    name: 'Панель управления',
    description: 'Вход сотрудников, сотрудники, заказы: /admin/api/…, только с сессией сотрудника и по его роли',
  },
] as const;
export type ApiTag = (typeof API_TAGS)[number]['name'];

/**
 * The HTTP contract (docs/architecture.md "One HTTP contract"), generated from the routes' own schemas (src/contract):
 * served at GET /api/docs and kept in docs/api/openapi.json by `npm run docs` (a test fails when it is stale), and
 * linted by `npm run lint:api` (Redocly's recommended rules).
 *
 * CMS routes share one path and differ by `?route=`, which OpenAPI paths cannot express; each is listed under the
 * key `/cms/index.php?route=<route>` so every route has its own entry (the one exception to the lint, in
 * redocly.yaml).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Космецевтика BT — HTTP API магазина',
        description:
          'Ответы: `{result: "success", data}`; ошибки: `{result: "error", error: "<сообщение по-русски>"}` с кодом ' +
          '4xx или 5xx. Вызовы покупателя работают и без входа (гость), и с сессией: корзина и оформление ' +
          'принадлежат сессии или гостевой корзине.',
        version: '1',
        license: { name: 'Собственность магазина, не для распространения', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'Магазин, на котором открыт этот документ' }],
      tags: API_TAGS.map((tag) => ({ ...tag })),
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'shop_session', description: 'Сессия покупателя' },
          staffSession: {
            type: 'apiKey',
            in: 'cookie',
            name: 'staff_session',
            description: 'Сессия сотрудника (только для /admin)',
          },
        },
      },
      // Anonymous or signed in: calls that need a customer answer 401 'Необходима авторизация' without one.
      security: [{}, { session: [] }],
    },
    transform: ({ schema, url, route }) => {
      const cmsRoute = route.config?.cmsRoute;
      if (cmsRoute) return { schema, url: `${url}?route=${cmsRoute}` };
      return url.endsWith('/*') ? namedWildcard(schema, url) : { schema, url };
    },
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
}

interface ParamsSchema {
  properties?: Record<string, unknown>;
  required?: string[];
}

/**
 * A wildcard route (`/image/*`) becomes `/image/{path}` in the document: OpenAPI tools do not read `{*}` as a
 * parameter. Only the document changes; the route still answers every path below it.
 */
function namedWildcard<S extends { params?: unknown }>(schema: S, url: string) {
  const params = (schema.params ?? {}) as ParamsSchema;
  const { '*': wildcard, ...others } = params.properties ?? {};
  return {
    url: `${url.slice(0, -1)}:path`,
    schema: {
      ...schema,
      params: { ...params, properties: { ...others, path: wildcard ?? { type: 'string' } }, required: ['path'] },
    },
  };
}
