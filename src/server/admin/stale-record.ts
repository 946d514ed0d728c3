import type { FastifyReply } from 'fastify';
import { success } from '../http/envelope';
import { ADMIN_MESSAGES as M } from './admin-messages';

/**
 * A record changed since the staff member opened it (its version moved): the save is refused and the route answers
 * 409 'Запись изменена другим сотрудником' with the record as it is now, so nothing is overwritten silently.
 */
export class StaleRecord extends Error {
  constructor() {
    super(M.stale);
    this.name = 'StaleRecord';
  }
}

/** Runs a change; a stale copy is answered 409 with the record as it is now (`fresh`), else `after` answers. */
async function unlessStale<T, S>(
  reply: FastifyReply,
  change: () => Promise<void>,
  fresh: () => Promise<T>,
  after: () => Promise<S>,
) {
  try {
    await change();
  } catch (error) {
    if (error instanceof StaleRecord) {
      return reply.code(409).send({ result: 'error' as const, error: M.stale, data: await fresh() });
    }
    throw error;
  }
  return success(await after());
}

/** Runs a save and answers with the record as it is now: 200 when saved, 409 with it when the copy was stale. */
export function savedOrStale<T>(reply: FastifyReply, save: () => Promise<void>, fresh: () => Promise<T>) {
  return unlessStale(reply, save, fresh, fresh);
}

/** Runs a deletion: 200 with null (nothing is left), 409 with the record when the copy was stale. */
export function deletedOrStale<T>(reply: FastifyReply, remove: () => Promise<void>, fresh: () => Promise<T>) {
  return unlessStale(reply, remove, fresh, async () => null);
}

/** Runs a change that answers for itself (a bulk change: how many it changed); 409 with `fresh` when a copy was stale. */
export function changedOrStale<S, T>(reply: FastifyReply, change: () => Promise<S>, fresh: () => Promise<T>) {
  let result: S;
  return unlessStale(
    reply,
    async () => {
      result = await change();
    },
    fresh,
    async () => result,
  );
}
