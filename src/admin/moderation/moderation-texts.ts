import type { ModerationAction } from '../../../machines/admin/moderation-action.machine';
import { MODERATION_STATE_NAME, MODERATION_STATES } from '../../domain/moderation';
import { oneOf, anId, type ListSpec } from '../ui/list-url';

/** A queue's address: its state (waiting by default), a product, the words searched, the page. */
export const MODERATION_SPEC: ListSpec = {
  filters: {
    status: { fresh: 'pending', accepts: oneOf(MODERATION_STATES) },
    product: { fresh: '', accepts: anId },
  },
};

export const STATE_OPTIONS = MODERATION_STATES.map((state) => [state, MODERATION_STATE_NAME[state]] as const);

export const MODERATION_PAGE_SIZE = 20;

/** What the page says when the server did it. */
export const DONE_TEXT: Record<ModerationAction, (label: string) => string> = {
  publish: (label) => `Опубликован ${label}: он уже на сайте`,
  reject: (label) => `Отклонён ${label}: на сайте его нет`,
  delete: (label) => `Удалён ${label}: его больше нет нигде, текст остался в журнале изменений`,
  edit: (label) => `Сохранены изменения: ${label}`,
  answer: (label) => `Ответ сохранён: ${label} опубликован вместе с ответом`,
};
