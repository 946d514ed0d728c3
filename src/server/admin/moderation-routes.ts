import type { FastifyReply } from 'fastify';
import { STAFF_SESSION, staleReplies } from '../../contract/admin';
import {
  AnswerBody,
  ModeratedQuestion,
  ModeratedReview,
  ModerationBody,
  ModerationIdParams,
  ModerationQuery,
  QuestionEditBody,
  QuestionQueue,
  ReviewEditBody,
  ReviewQueue,
} from '../../contract/admin-moderation';
import { Nullable, replies } from '../../contract/envelope';
import { success } from '../http/envelope';
import { HttpError } from '../http/http-error';
import type { TypedApp } from '../http/typed-app';
import type { Mailer } from '../integrations/mail';
import { ADMIN_MESSAGES as M } from './admin-messages';
import { answerQuestion, editQuestion, editReview, moderate, removeModerated } from './moderation-change';
import { loadQuestion, loadReview, questionQueue, reviewQueue } from './moderation-queries';
import { deletedOrStale, savedOrStale } from './stale-record';
import { actorOf } from './staff-routes';

const TAG = 'Панель управления' as const;
const MODERATION = { staff: { area: 'moderation' } } as const;

/** 'Отзывы' and 'Вопросы' (manager and owner): the queues; publish, reject, edit; answer a question. */
export function moderationRoutes(app: TypedApp, mailer: Mailer): void {
  const reviewOr404 = async (id: number) => {
    const review = await loadReview(app.db, id);
    if (!review) throw new HttpError(404, M.reviewNotFound);
    return review;
  };
  const questionOr404 = async (id: number) => {
    const question = await loadQuestion(app.db, id);
    if (!question) throw new HttpError(404, M.questionNotFound);
    return question;
  };
  const savedReview = (reply: FastifyReply, id: number, save: () => Promise<void>) =>
    savedOrStale(reply, save, () => reviewOr404(id));
  const savedQuestion = (reply: FastifyReply, id: number, save: () => Promise<void>) =>
    savedOrStale(reply, save, () => questionOr404(id));

  const route = (operationId: string, summary: string) => ({
    operationId,
    summary,
    tags: [TAG],
    security: STAFF_SESSION,
  });

  app.get('/moderation/reviews', {
    config: MODERATION,
    schema: {
      ...route('adminReviewQueue', "Отзывы по состоянию ('На модерации' по умолчанию), товару и словам"),
      querystring: ModerationQuery,
      response: replies(ReviewQueue),
    },
    handler: async (request) => success(await reviewQueue(app.db, request.query)),
  });

  app.get('/moderation/questions', {
    config: MODERATION,
    schema: {
      ...route('adminQuestionQueue', "Вопросы по состоянию ('На модерации' по умолчанию), товару и словам"),
      querystring: ModerationQuery,
      response: replies(QuestionQueue),
    },
    handler: async (request) => success(await questionQueue(app.db, request.query)),
  });

  for (const [action, to, verb] of [
    ['publish', 'published', "'Опубликовать'"],
    ['reject', 'rejected', "'Отклонить'"],
  ] as const) {
    app.post(`/moderation/reviews/:id/${action}`, {
      config: MODERATION,
      schema: {
        ...route(`adminReview${action === 'publish' ? 'Publish' : 'Reject'}`, `${verb} отзыв`),
        params: ModerationIdParams,
        body: ModerationBody,
        response: staleReplies(ModeratedReview),
      },
      handler: async (request, reply) => {
        const { id } = request.params;
        return savedReview(reply, id, () => moderate(app, actorOf(request), 'review', id, request.body.version, to));
      },
    });
    app.post(`/moderation/questions/:id/${action}`, {
      config: MODERATION,
      schema: {
        ...route(`adminQuestion${action === 'publish' ? 'Publish' : 'Reject'}`, `${verb} вопрос`),
        params: ModerationIdParams,
        body: ModerationBody,
        response: staleReplies(ModeratedQuestion),
      },
      handler: async (request, reply) => {
        const { id } = request.params;
        return savedQuestion(reply, id, () =>
          moderate(app, actorOf(request), 'question', id, request.body.version, to),
        );
      },
    });
  }

  app.post('/moderation/reviews/:id/delete', {
    config: MODERATION,
    schema: {
      ...route('adminReviewDelete', "'Удалить' отзыв навсегда (спам, повтор); журнал изменений хранит его текст"),
      params: ModerationIdParams,
      body: ModerationBody,
      response: staleReplies(Nullable(ModeratedReview)),
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      return deletedOrStale(
        reply,
        () => removeModerated(app, actorOf(request), 'review', id, request.body.version),
        () => reviewOr404(id),
      );
    },
  });

  app.post('/moderation/questions/:id/delete', {
    config: MODERATION,
    schema: {
      ...route('adminQuestionDelete', "'Удалить' вопрос навсегда (спам, повтор); журнал изменений хранит его текст"),
      params: ModerationIdParams,
      body: ModerationBody,
      response: staleReplies(Nullable(ModeratedQuestion)),
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      return deletedOrStale(
        reply,
        () => removeModerated(app, actorOf(request), 'question', id, request.body.version),
        () => questionOr404(id),
      );
    },
  });

  app.post('/moderation/reviews/:id/edit', {
    config: MODERATION,
    schema: {
      ...route('adminReviewEdit', 'Исправить автора и текст отзыва'),
      params: ModerationIdParams,
      body: ReviewEditBody,
      response: staleReplies(ModeratedReview),
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      return savedReview(reply, id, () => editReview(app, actorOf(request), id, request.body));
    },
  });

  app.post('/moderation/questions/:id/edit', {
    config: MODERATION,
    schema: {
      ...route('adminQuestionEdit', 'Исправить автора и текст вопроса'),
      params: ModerationIdParams,
      body: QuestionEditBody,
      response: staleReplies(ModeratedQuestion),
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      return savedQuestion(reply, id, () => editQuestion(app, actorOf(request), id, request.body));
    },
  });

  app.post('/moderation/questions/:id/answer', {
    config: MODERATION,
    schema: {
      ...route('adminQuestionAnswer', "'Ответить': ответ под вопросом на сайте (вопрос публикуется) и письмом автору"),
      params: ModerationIdParams,
      body: AnswerBody,
      response: staleReplies(ModeratedQuestion),
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      return savedQuestion(reply, id, () =>
        answerQuestion(app, mailer, request.log, actorOf(request), id, request.body),
      );
    },
  });
}
