import Type from 'typebox';
import { STAFF_SESSION, staleReplies } from '../../contract/admin';
import {
  AdminSeminar,
  AdminSeminarList,
  SeminarBody,
  SeminarDeleteBody,
  SeminarIdParams,
  SeminarListQuery,
  SeminarSaveBody,
} from '../../contract/admin-seminars';
import { replies } from '../../contract/envelope';
import { success } from '../http/envelope';
import { HttpError } from '../http/http-error';
import type { TypedApp } from '../http/typed-app';
import { CONTENT } from './content-routes';
import {
  createSeminar,
  deleteSeminar,
  listSeminars,
  loadSeminar,
  saveSeminar,
  SEMINAR_NOT_FOUND,
} from './seminar-store';
import { deletedOrStale, savedOrStale } from './stale-record';
import { actorOf } from './staff-routes';

const TAG = 'Панель управления' as const;
const BASE = '/content/seminars';

/**
 * 'Семинары' (issue 16): seminars and webinars are content, made by the owner and editors (area `content`); who
 * signed up for them stays with the customers (webinar-routes.ts). The list, one seminar, a new one, a save and a
 * deletion against the version on screen (seminar-store.ts).
 */
export function seminarAdminRoutes(app: TypedApp): void {
  const seminarOr404 = async (id: number) => {
    const seminar = await loadSeminar(app.db, id);
    if (!seminar) throw new HttpError(404, SEMINAR_NOT_FOUND);
    return seminar;
  };

  app.get(BASE, {
    config: CONTENT,
    schema: {
      operationId: 'adminSeminarList',
      summary: 'Семинары и вебинары: предстоящие первыми, с числом записавшихся и мест',
      tags: [TAG],
      security: STAFF_SESSION,
      querystring: SeminarListQuery,
      response: replies(AdminSeminarList),
    },
    handler: async (request) => success(await listSeminars(app.db, request.query)),
  });

  app.post(BASE, {
    config: CONTENT,
    schema: {
      operationId: 'adminSeminarCreate',
      summary: 'Новый семинар или вебинар; в ответе — он сам',
      tags: [TAG],
      security: STAFF_SESSION,
      body: SeminarBody,
      response: replies(AdminSeminar),
    },
    handler: async (request) =>
      success(await seminarOr404(await createSeminar(app.db, actorOf(request), request.body))),
  });

  app.get(`${BASE}/:id`, {
    config: CONTENT,
    schema: {
      operationId: 'adminSeminar',
      summary: 'Один семинар для формы, с версией и числом записавшихся',
      tags: [TAG],
      security: STAFF_SESSION,
      params: SeminarIdParams,
      response: replies(AdminSeminar),
    },
    handler: async (request) => success(await seminarOr404(request.params.id)),
  });

  app.post(`${BASE}/:id`, {
    config: CONTENT,
    schema: {
      operationId: 'adminSeminarSave',
      summary: 'Сохранить семинар по открытой версии (409 — изменён другим сотрудником); мест не меньше записавшихся',
      tags: [TAG],
      security: STAFF_SESSION,
      params: SeminarIdParams,
      body: SeminarSaveBody,
      response: staleReplies(AdminSeminar),
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      return savedOrStale(
        reply,
        () => saveSeminar(app.db, actorOf(request), id, request.body),
        () => seminarOr404(id),
      );
    },
  });

  app.post(`${BASE}/:id/delete`, {
    config: CONTENT,
    schema: {
      operationId: 'adminSeminarDelete',
      summary: 'Удалить семинар по открытой версии; на который записывались — нельзя (400), его скрывают',
      tags: [TAG],
      security: STAFF_SESSION,
      params: SeminarIdParams,
      body: SeminarDeleteBody,
      response: staleReplies(Type.Null(), AdminSeminar),
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      return deletedOrStale(
        reply,
        () => deleteSeminar(app.db, actorOf(request), id, request.body.version),
        () => seminarOr404(id),
      );
    },
  });
}
