import { STAFF_SESSION, staleReplies } from '../../contract/admin';
import {
  AboutText,
  AboutTextBody,
  CONTENT_KINDS,
  CONTENT_PATH,
  ContentDeleteBody,
  ContentIdParams,
  ContentList,
  ContentListQuery,
  ContentNewBody,
  ContentRecord,
  ContentSaveBody,
  HtmlPreview,
  HtmlPreviewBody,
  type ContentKind,
} from '../../contract/admin-content';
import Type from 'typebox';
import { replies } from '../../contract/envelope';
import { success } from '../http/envelope';
import { HttpError } from '../http/http-error';
import { servedHtml } from '../http/served-html';
import type { TypedApp } from '../http/typed-app';
import { loadAboutText, saveAboutText } from './about-text-store';
import { CONTENT_MESSAGES as M } from './content-messages';
import { createContent, deleteContent, listContent, loadContent, saveContent } from './content-store';
import { deletedOrStale, savedOrStale } from './stale-record';
import { actorOf } from './staff-routes';

const TAG = 'Панель управления' as const;
export const CONTENT = { staff: { area: 'content' } } as const;

/** What each kind is called in the contract's summaries. */
const NAMES: Record<ContentKind, { many: string; one: string; operation: string }> = {
  news: { many: 'Новости', one: 'новость', operation: 'News' },
  blog: { many: 'Статьи блога', one: 'статья блога', operation: 'Blog' },
  information: { many: 'Информационные страницы', one: 'информационная страница', operation: 'Page' },
};

/**
 * 'Контент' (issue 16, owner and editors). The rich-text editor's 'Предпросмотр' asks the server for the text as the
 * storefront will serve it: the same function the public calls use (http/served-html.ts), so the preview can never
 * show what the shop would not (decision 0010). News, blog articles and information pages: each kind's list, one
 * record, a new one, a save and a deletion against the version on screen (content-store.ts).
 */
export function contentRoutes(app: TypedApp): void {
  app.post('/content/preview', {
    config: CONTENT,
    schema: {
      operationId: 'adminContentPreview',
      summary: 'Предпросмотр текста из редактора: HTML после единой политики, как его покажет магазин',
      tags: [TAG],
      security: STAFF_SESSION,
      body: HtmlPreviewBody,
      response: replies(HtmlPreview),
    },
    handler: async (request) => success({ html: servedHtml(request.body.kind ?? 'article', request.body.html) }),
  });

  for (const kind of CONTENT_KINDS) contentKindRoutes(app, kind);

  app.get('/content/about', {
    config: CONTENT,
    schema: {
      operationId: 'adminAboutText',
      summary: 'Текст «О магазине» на главной (настройка 1), с версией',
      tags: [TAG],
      security: STAFF_SESSION,
      response: replies(AboutText),
    },
    handler: async () => success(await loadAboutText(app.db)),
  });

  app.post('/content/about', {
    config: CONTENT,
    schema: {
      operationId: 'adminAboutTextSave',
      summary: 'Сохранить текст «О магазине» по открытой версии (409 — изменён другим сотрудником)',
      tags: [TAG],
      security: STAFF_SESSION,
      body: AboutTextBody,
      response: staleReplies(AboutText),
    },
    handler: async (request, reply) =>
      savedOrStale(
        reply,
        () => saveAboutText(app.db, actorOf(request), request.body.html, request.body.version),
        () => loadAboutText(app.db),
      ),
  });
}

function contentKindRoutes(app: TypedApp, kind: ContentKind): void {
  const base = `/content/${CONTENT_PATH[kind]}`;
  const name = NAMES[kind];
  const recordOr404 = async (id: number) => {
    const record = await loadContent(app.db, kind, id);
    if (!record) throw new HttpError(404, M.notFound);
    return record;
  };

  app.get(base, {
    config: CONTENT,
    schema: {
      operationId: `adminContent${name.operation}List`,
      summary: `${name.many}: страница списка с поиском по заголовку и адресу и отбором по публикации`,
      tags: [TAG],
      security: STAFF_SESSION,
      querystring: ContentListQuery,
      response: replies(ContentList),
    },
    handler: async (request) => success(await listContent(app.db, kind, request.query)),
  });

  app.post(base, {
    config: CONTENT,
    schema: {
      operationId: `adminContent${name.operation}Create`,
      summary: `Новая ${name.one}: адрес из заголовка, если не задан; в ответе — запись`,
      tags: [TAG],
      security: STAFF_SESSION,
      body: ContentNewBody,
      response: replies(ContentRecord),
    },
    handler: async (request) =>
      success(await recordOr404(await createContent(app.db, actorOf(request), kind, request.body))),
  });

  app.get(`${base}/:id`, {
    config: CONTENT,
    schema: {
      operationId: `adminContent${name.operation}`,
      summary: `${name.many}: одна запись для формы, с версией`,
      tags: [TAG],
      security: STAFF_SESSION,
      params: ContentIdParams,
      response: replies(ContentRecord),
    },
    handler: async (request) => success(await recordOr404(request.params.id)),
  });

  app.post(`${base}/:id`, {
    config: CONTENT,
    schema: {
      operationId: `adminContent${name.operation}Save`,
      summary: `Сохранить: ${name.one} по открытой версии (409 — изменена другим сотрудником); смена адреса оставляет перенаправление со старого`,
      tags: [TAG],
      security: STAFF_SESSION,
      params: ContentIdParams,
      body: ContentSaveBody,
      response: staleReplies(ContentRecord),
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      return savedOrStale(
        reply,
        () => saveContent(app.db, actorOf(request), kind, id, request.body),
        () => recordOr404(id),
      );
    },
  });

  app.post(`${base}/:id/delete`, {
    config: CONTENT,
    schema: {
      operationId: `adminContent${name.operation}Delete`,
      summary: `Удалить: ${name.one} по открытой версии, с её адресом`,
      tags: [TAG],
      security: STAFF_SESSION,
      params: ContentIdParams,
      body: ContentDeleteBody,
      response: staleReplies(Type.Null(), ContentRecord),
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      return deletedOrStale(
        reply,
        () => deleteContent(app.db, actorOf(request), kind, id, request.body.version),
        () => recordOr404(id),
      );
    },
  });
}
