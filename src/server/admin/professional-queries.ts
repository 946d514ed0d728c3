import type { Kysely } from 'kysely';
import type { ProfessionalQueue, ProfessionalQueueQuery } from '../../contract/admin-customers';
import type { Database } from '../db/schema';
import { shopDateTime } from '../http/shop-time';
import { DEFAULT_PAGE_SIZE } from './order-queries';

/**
 * The queue of professionals' applications: customers who registered as a cosmetologist, doctor, medical centre or
 * salon, by where their application stands (waiting first, the oldest on top: they have waited longest), each with the
 * document they uploaded and the last decision on it.
 */

export const documentPath = (customerId: number) => `/admin/api/professionals/${customerId}/document`;

/** The document a professional uploaded at registration (the latest, should there be several). */
export function professionalDocument(db: Kysely<Database>, customerId: number) {
  return db
    .selectFrom('customer_upload')
    .select(['filename', 'stored_name', 'mime', 'size'])
    .where('customer_id', '=', customerId)
    .where('purpose', '=', 'certificate')
    .orderBy('customer_upload_id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function listApplications(
  db: Kysely<Database>,
  query: ProfessionalQueueQuery,
): Promise<ProfessionalQueue> {
  const status = query.status ?? 'pending';
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const base = db.selectFrom('customer').where('professional_status', '=', status);
  const { n } = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'customer_id',
      'firstname',
      'lastname',
      'email',
      'telephone',
      'customer_group_id',
      'professional_status',
      'date_added',
      'version',
    ])
    .orderBy('date_added', status === 'pending' ? 'asc' : 'desc')
    .orderBy('customer_id', status === 'pending' ? 'asc' : 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  const ids = rows.map((r) => r.customer_id);
  const [documents, decisions] = ids.length
    ? await Promise.all([
        db
          .selectFrom('customer_upload')
          .select(['customer_id', 'filename', 'mime', 'size'])
          .where('customer_id', 'in', ids)
          .where('purpose', '=', 'certificate')
          .orderBy('customer_upload_id')
          .execute(),
        db
          .selectFrom('professional_decision')
          .select(['customer_id', 'decision', 'reason', 'actor', 'date_added'])
          .where('customer_id', 'in', ids)
          .orderBy('professional_decision_id')
          .execute(),
      ])
    : [[], []];
  // Ordered by id, so the last one written wins: the latest document, the latest decision.
  const documentOf = new Map(documents.map((d) => [d.customer_id, d]));
  const decisionOf = new Map(decisions.map((d) => [d.customer_id, d]));
  return {
    applications: rows.map((r) => {
      const document = documentOf.get(r.customer_id);
      const decided = decisionOf.get(r.customer_id);
      return {
        ...r,
        email: r.email ?? '',
        date_added: shopDateTime(r.date_added),
        document: document
          ? { filename: document.filename, mime: document.mime, size: document.size, url: documentPath(r.customer_id) }
          : null,
        decided: decided
          ? {
              decision: decided.decision,
              reason: decided.reason,
              actor: decided.actor,
              date_added: shopDateTime(decided.date_added),
            }
          : null,
      };
    }),
    total: Number(n),
    page,
    limit,
  };
}
