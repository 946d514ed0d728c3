import type { Transaction } from 'kysely';
import { URL_KEYWORD_MAX } from '../../domain/transliterate';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import { matchRoute } from '../http/page-status';

export const keywordTaken = (keyword: string) => `Адрес /${keyword} уже занят другой страницей магазина`;

/**
 * A URL keyword free for this record: not a page of the shop's own ('news', 'login', …) and not another record's
 * (url_alias, any module). A typed keyword that is taken is refused (400); one made from the name gets '-2', '-3', …
 */
export async function freeKeyword(
  trx: Transaction<Database>,
  module: string,
  id: number | null,
  keyword: string,
  typed: boolean,
): Promise<string> {
  for (let n = 1; n < 100; n += 1) {
    const candidate = n === 1 ? keyword : `${keyword.slice(0, URL_KEYWORD_MAX - 4)}-${n}`;
    const reserved = matchRoute([candidate]).rule !== 'keyword';
    const holder = await trx
      .selectFrom('url_alias')
      .select(['module', 'target_id'])
      .where('keyword', '=', candidate)
      .executeTakeFirst();
    const taken = reserved || (holder !== undefined && !(holder.module === module && holder.target_id === String(id)));
    if (!taken) return candidate;
    if (typed) throw new HttpError(400, keywordTaken(candidate));
  }
  throw new HttpError(400, keywordTaken(keyword));
}
