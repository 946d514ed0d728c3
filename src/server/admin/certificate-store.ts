import { sql, type Kysely, type Transaction } from 'kysely';
import type {
  AdminCertificate,
  CertificateDetail,
  CertificateIssueBody,
  CertificateLedgerRow,
  CertificateList,
  CertificateListQuery,
} from '../../contract/admin-certificates';
import {
  certificateIssueProblems,
  certificateIssueValues,
  certificateState,
  type CertificateState,
} from '../../domain/certificate-admin';
import { containsPattern } from '../content/like-pattern';
import { VOUCHER_BALANCE } from '../db/cart-store';
import type { Database } from '../db/schema';
import { insertVoucher } from '../db/voucher-issue';
import { HttpError, notFound } from '../http/http-error';
import { shopDateTime } from '../http/shop-time';
import { writeAudit, type Actor } from './audit-log';
import { StaleRecord } from './stale-record';

/**
 * 'Сертификаты' (issue 16): the vouchers bought certificates became (the bank's callback writes them) and those the
 * owner issued by hand, with their balance (the amount plus the ledger, as the cart counts it) and their ledger
 * (`voucher_history`, written only by the orders that spend and give back; switching off and on read from the audit
 * log). Nothing here changes a ledger row.
 */

type Db = Kysely<Database> | Transaction<Database>;

export const CERTIFICATE_NOT_FOUND = 'Сертификат не найден';

const BALANCE = VOUCHER_BALANCE;

const STATE_CONDITION: Record<CertificateState, ReturnType<typeof sql<boolean>>> = {
  active: sql<boolean>`v.status and ${BALANCE} > 0`,
  used: sql<boolean>`v.status and ${BALANCE} <= 0`,
  disabled: sql<boolean>`not v.status`,
};

function certificates(db: Db) {
  return db
    .selectFrom('voucher as v')
    .leftJoin('order as o', 'o.order_id', 'v.order_id')
    .select([
      'v.voucher_id',
      'v.code',
      'v.amount',
      BALANCE.as('balance'),
      'v.order_id',
      'v.issued_by',
      sql<string>`coalesce(v.email, o.email, '')`.as('email'),
      'v.message',
      'v.status',
      'v.test_payment',
      'v.date_added',
      'v.version',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof certificates>['executeTakeFirstOrThrow']>>;

const money = (value: string | number) => Math.round(Number(value) * 100) / 100;

function viewOf(r: Row): AdminCertificate {
  const balance = money(r.balance);
  return {
    voucher_id: r.voucher_id,
    code: r.code,
    amount: money(r.amount),
    balance,
    order_id: r.order_id,
    issued_by: r.issued_by,
    email: r.email,
    message: r.message,
    state: certificateState({ status: r.status, balance }),
    test_payment: r.test_payment,
    date_added: shopDateTime(r.date_added),
    version: r.version,
  };
}

/** The certificates, newest first, found by code or e-mail and in one state, a page of them. */
/** A page of the list, with the shop's largest certificate (`maxRub`, CERTIFICATE_MAX_RUB) for the issue form. */
export async function listCertificates(db: Db, query: CertificateListQuery, maxRub: number): Promise<CertificateList> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 25;
  let base = certificates(db);
  const q = query.q?.trim() ?? '';
  if (q !== '') {
    const pattern = containsPattern(q);
    base = base.where((eb) =>
      eb.or([eb('v.code', 'ilike', pattern), eb(sql<string>`coalesce(v.email, o.email, '')`, 'ilike', pattern)]),
    );
  }
  if (query.state) base = base.where(STATE_CONDITION[query.state]);
  const { n } = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .orderBy('v.voucher_id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  return { certificates: rows.map(viewOf), total: Number(n), page, limit, max_amount: maxRub };
}

/** One certificate with its ledger, oldest first: issued, spent on orders, given back, switched off and on. */
export async function certificateDetail(db: Db, id: number): Promise<CertificateDetail> {
  const row = await certificates(db).where('v.voucher_id', '=', id).executeTakeFirst();
  if (!row) throw notFound(CERTIFICATE_NOT_FOUND);
  const certificate = viewOf(row);
  const history = await db
    .selectFrom('voucher_history')
    .select(['amount', 'order_id', 'date_added', 'voucher_history_id'])
    .where('voucher_id', '=', id)
    .orderBy('voucher_history_id')
    .execute();
  const switches = await db
    .selectFrom('audit_log')
    .select(['action', 'actor', 'date_added'])
    .where('record_type', '=', 'certificate')
    .where('record_id', '=', id)
    .where('action', 'in', ['disable', 'enable'])
    .orderBy('audit_log_id')
    .execute();
  const dated: { at: number; row: CertificateLedgerRow }[] = [
    ...history.map((h) => ({
      at: new Date(h.date_added).getTime(),
      row: {
        kind: Number(h.amount) < 0 ? ('spent' as const) : ('returned' as const),
        date: shopDateTime(h.date_added),
        amount: money(h.amount),
        order_id: h.order_id,
        by: null,
      },
    })),
    ...switches.map((s) => ({
      at: new Date(s.date_added).getTime(),
      row: {
        kind: s.action === 'disable' ? ('disabled' as const) : ('enabled' as const),
        date: shopDateTime(s.date_added),
        amount: null,
        order_id: null,
        by: s.actor,
      },
    })),
  ];
  // A stable sort: rows of one moment keep the order they were written in.
  dated.sort((a, b) => a.at - b.at);
  const issued: CertificateLedgerRow = {
    kind: 'issued',
    date: certificate.date_added,
    amount: certificate.amount,
    order_id: certificate.order_id,
    by: certificate.issued_by,
  };
  return { certificate, ledger: [issued, ...dated.map((d) => d.row)] };
}

/**
 * A certificate issued by hand: checked by the back office's own rule (the amount as a bought one's, up to
 * CERTIFICATE_MAX_RUB), written with a fresh code and its audit row in one transaction. The caller mails the code.
 */
export async function issueCertificate(
  db: Kysely<Database>,
  actor: Actor,
  body: CertificateIssueBody,
  maxRub: number,
): Promise<{ voucherId: number; code: string; amount: number; email: string; message: string }> {
  const input = { amount: body.amount, email: body.email, message: body.message ?? '' };
  const problem = Object.values(certificateIssueProblems(input, maxRub))[0];
  if (problem) throw new HttpError(400, problem);
  const values = certificateIssueValues(input);
  return db.transaction().execute(async (trx) => {
    const { voucherId, code } = await insertVoucher(trx, {
      order_id: null,
      amount: values.amount,
      status: true,
      email: values.email,
      message: values.message || null,
      staff_id: actor.staffId,
      issued_by: actor.name,
    });
    await writeAudit(trx, actor, {
      recordType: 'certificate',
      recordId: voucherId,
      action: 'create',
      before: null,
      // The code stays out of the log: it is money to whoever reads it.
      after: { amount: values.amount, email: values.email, message: values.message },
    });
    return { voucherId, code, ...values };
  });
}

/**
 * 'Отключить' / 'Включить' at the version on screen (stale otherwise): the cart stops (or starts again) taking the
 * code at its next pricing, and the order placement checks it again. Audited as 'disable' or 'enable', which the
 * ledger shows.
 */
export async function setCertificateStatus(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  change: { enabled: boolean; version: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('voucher')
      .select(['status', 'version'])
      .where('voucher_id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound(CERTIFICATE_NOT_FOUND);
    if (row.version !== change.version) throw new StaleRecord();
    if (row.status === change.enabled) return;
    await trx
      .updateTable('voucher')
      .set({ status: change.enabled, version: change.version + 1, date_modified: new Date() })
      .where('voucher_id', '=', id)
      .execute();
    await writeAudit(trx, actor, {
      recordType: 'certificate',
      recordId: id,
      action: change.enabled ? 'enable' : 'disable',
      before: { status: row.status },
      after: { status: change.enabled },
    });
  });
}
