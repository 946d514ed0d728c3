import type { TSchema } from 'typebox';
import { STAFF_SESSION, staleReplies } from '../../contract/admin';
import {
  BannerBody,
  BannerList,
  BannerSaveBody,
  FaqBody,
  FaqList,
  FaqSaveBody,
  OrderBody,
  RecordIdParams,
  StatusBody,
  VersionQuery,
} from '../../contract/admin-home-content';
import { replies } from '../../contract/envelope';
import { success } from '../http/envelope';
import type { TypedApp } from '../http/typed-app';
import type { Actor } from './audit-log';
import { BANNERS, createBanner, listBanners, saveBanner } from './banner-store';
import { CONTENT } from './content-routes';
import { createShopQuestion, listShopQuestions, SHOP_QUESTIONS, saveShopQuestion } from './faq-store';
import { deleteRecord, reorder, switchRecord, type OrderedList } from './ordered-records';
import { savedOrStale } from './stale-record';
import { actorOf } from './staff-routes';

const TAG = 'Панель управления' as const;

/** One ordered list's calls: what it is called, its records' keeping, and its own list, creation and save. */
interface ListSpec<TBody, TList, V extends { status: boolean }> {
  path: string;
  operation: string;
  /** Genitive plural, for summaries: 'баннеров'. */
  many: string;
  schemas: { list: TSchema; body: TSchema; save: TSchema };
  ordered: OrderedList<V>;
  list: (app: TypedApp) => Promise<TList>;
  create: (app: TypedApp, actor: Actor, body: TBody) => Promise<unknown>;
  save: (app: TypedApp, actor: Actor, id: number, body: TBody & { version: number }) => Promise<void>;
}

/**
 * The home page's banners ('Баннеры') and the shop's own questions ('Вопрос-ответ'), issue 16, owner and editors
 * (area `content`): each list, a new record, a save, the switch, a deletion and a new order against the versions on
 * screen. Every change answers the list as it is now; a stale copy 409 with it ('Запись изменена другим сотрудником').
 */
export function homeContentRoutes(app: TypedApp): void {
  orderedListRoutes(app, {
    path: '/content/banners',
    operation: 'Banner',
    many: 'баннеров',
    schemas: { list: BannerList, body: BannerBody, save: BannerSaveBody },
    ordered: BANNERS,
    list: async (a) => ({ banners: await listBanners(a.db) }),
    create: (a, actor, body: BannerBody) => createBanner(a.db, actor, body),
    save: (a, actor, id, body) => saveBanner(a.db, actor, id, body),
  });
  orderedListRoutes(app, {
    path: '/content/faq',
    operation: 'Faq',
    many: 'вопросов магазина',
    schemas: { list: FaqList, body: FaqBody, save: FaqSaveBody },
    ordered: SHOP_QUESTIONS,
    list: async (a) => ({ questions: await listShopQuestions(a.db) }),
    create: (a, actor, body: FaqBody) => createShopQuestion(a.db, actor, body),
    save: (a, actor, id, body) => saveShopQuestion(a.db, actor, id, body),
  });
}

function orderedListRoutes<TBody, TList, V extends { status: boolean }>(
  app: TypedApp,
  spec: ListSpec<TBody, TList, V>,
): void {
  const route = (verb: string, summary: string) => ({
    operationId: `admin${spec.operation}${verb}`,
    summary,
    tags: [TAG],
    security: STAFF_SESSION,
  });
  const list = () => spec.list(app);
  const changed = staleReplies(spec.schemas.list);

  app.get(spec.path, {
    config: CONTENT,
    schema: { ...route('List', `Список ${spec.many} по порядку, с версиями`), response: replies(spec.schemas.list) },
    handler: async () => success(await list()),
  });

  app.post(spec.path, {
    config: CONTENT,
    schema: {
      ...route('Create', 'Новая запись в конец списка; в ответе список'),
      body: spec.schemas.body,
      response: replies(spec.schemas.list),
    },
    handler: async (request) => {
      await spec.create(app, actorOf(request), request.body as TBody);
      return success(await list());
    },
  });

  app.put(`${spec.path}/order`, {
    config: CONTENT,
    schema: {
      ...route('Order', `Новый порядок ${spec.many}: все записи с открытыми версиями; в ответе список`),
      body: OrderBody,
      response: changed,
    },
    handler: async (request, reply) =>
      savedOrStale(reply, () => reorder(app.db, actorOf(request), spec.ordered, request.body.order), list),
  });

  app.put(`${spec.path}/:id`, {
    config: CONTENT,
    schema: {
      ...route('Save', 'Сохранить запись с открытой версией; в ответе список'),
      params: RecordIdParams,
      body: spec.schemas.save,
      response: changed,
    },
    handler: async (request, reply) =>
      savedOrStale(
        reply,
        () => spec.save(app, actorOf(request), request.params.id, request.body as TBody & { version: number }),
        list,
      ),
  });

  app.put(`${spec.path}/:id/status`, {
    config: CONTENT,
    schema: {
      ...route('Status', 'Показать или скрыть запись с открытой версией; в ответе список'),
      params: RecordIdParams,
      body: StatusBody,
      response: changed,
    },
    handler: async (request, reply) =>
      savedOrStale(
        reply,
        () => switchRecord(app.db, actorOf(request), spec.ordered, { id: request.params.id, ...request.body }),
        list,
      ),
  });

  app.delete(`${spec.path}/:id`, {
    config: CONTENT,
    schema: {
      ...route('Delete', 'Удалить запись с открытой версией; в ответе список'),
      params: RecordIdParams,
      querystring: VersionQuery,
      response: changed,
    },
    handler: async (request, reply) =>
      savedOrStale(
        reply,
        () => deleteRecord(app.db, actorOf(request), spec.ordered, { id: request.params.id, ...request.query }),
        list,
      ),
  });
}
