import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { decisionEmail, recordProfessionalDecision, type ProfessionalDecision } from '../account/approval';
import { publicBaseUrl } from '../config';
import { HttpError } from '../http/http-error';
import type { Mailer } from '../integrations/mail';
import { ADMIN_MESSAGES as M } from './admin-messages';
import { writeAudit, type Actor } from './audit-log';
import { auditedCustomer, lockCustomer, mailAfterCommit } from './customer-change';

/**
 * 'Одобрить' and 'Отклонить' on a professional's application. The decision itself (the customer's group and status,
 * the kept decision row) is account/approval.ts's, shared with `npm run customers -- approve`; here it runs under the
 * customer's row lock and version check, with its audit row, and the customer's e-mail goes after the commit.
 * Approving is possible while the application waits or after a refusal (a better document by e-mail); refusing only
 * while it waits.
 */
export async function decideApplication(
  app: FastifyInstance,
  mailer: Mailer,
  log: FastifyBaseLogger,
  actor: Actor,
  customerId: number,
  request: { decision: ProfessionalDecision; version: number; reason?: string },
): Promise<void> {
  const reason = (request.reason ?? '').trim();
  if (request.decision === 'rejected' && reason === '') throw new HttpError(400, M.reasonNeeded);
  const message = await app.db.transaction().execute(async (trx) => {
    const customer = await lockCustomer(trx, customerId, request.version);
    const open = request.decision === 'approved' ? ['pending', 'rejected'] : ['pending'];
    if (!open.includes(customer.professional_status)) {
      throw new HttpError(409, customer.professional_status === 'approved' ? M.alreadyApproved : M.notPending);
    }
    const updated = await recordProfessionalDecision(trx, customerId, request.decision, actor, reason);
    await writeAudit(trx, actor, {
      recordType: 'customer',
      recordId: customerId,
      action: request.decision === 'approved' ? 'approve' : 'reject',
      before: auditedCustomer(customer),
      after: { ...auditedCustomer(updated), ...(reason ? { reason } : {}) },
    });
    if (!customer.email) return null;
    return decisionEmail(
      { email: customer.email, firstname: customer.firstname },
      request.decision,
      reason,
      publicBaseUrl(app.config),
    );
  });
  await mailAfterCommit(mailer, log, message);
}
