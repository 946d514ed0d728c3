import type { Kysely } from 'kysely';
import { hashPassword, verifyPassword } from '../account/passwords';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import { ADMIN_MESSAGES as M } from './admin-messages';
import type { Actor } from './audit-log';
import { changeStaff, checkPassword, type StaffRow, type StaffView } from './staff-store';
import { matchTotp, newTotpSecret } from './totp';
import { openTotpSecret, sealTotpSecret } from './totp-secret-box';

/**
 * A member's own security (issue 15): the optional TOTP second step (set up, confirmed with a code, turned off with a
 * code or the password; reset by the owner) and their own password. `master` is the key the secrets are sealed under
 * (admin-token.ts's secret). Each change goes through the staff store: the row locked, the version raised, the audit
 * log written with the member as the back office shows them (`two_factor` yes or no, never a secret).
 */

/** The code as typed (spaces between the groups of three are how some apps show it) or a 400. */
export function codeOf(typed: string): string {
  const code = typed.replace(/\s/g, '');
  if (!/^\d{6}$/.test(code)) throw new HttpError(400, M.codeFormat);
  return code;
}

/**
 * The step of a code of the member's secret that was not used before (replay: a code of the step last accepted, or
 * an earlier one, is refused), or an HttpError with `status` (401 at the sign-in, 400 on the member's own page).
 */
export function freshStep(
  master: string,
  sealed: string,
  typed: string,
  lastStep: number | null,
  status: number,
): number {
  const secret = openTotpSecret(master, sealed);
  if (secret === null) throw new HttpError(409, M.twoFactorUnreadable);
  const step = matchTotp(secret, codeOf(typed));
  if (step === null) throw new HttpError(status, M.wrongCode);
  if (lastStep !== null && step <= lastStep) throw new HttpError(status, M.codeUsed);
  return step;
}

/** A code accepted at the sign-in is spent: taken by one conditional update, so two requests cannot both use it. */
export async function spendSignInCode(db: Kysely<Database>, master: string, row: StaffRow, typed: string) {
  const step = freshStep(master, row.totp_secret ?? '', typed, row.totp_last_step, 401);
  const taken = await db
    .updateTable('staff')
    .set({ totp_last_step: step })
    .where('staff_id', '=', row.staff_id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  if (taken.numUpdatedRows === 0n) throw new HttpError(401, M.codeUsed);
}

/**
 * 'Включить': a new secret waits (sealed) for the member's first code; returned this once, in clear, for the QR code
 * and the text. Asking again replaces it. Not a change of the member yet, so not audited.
 */
export async function startTwoFactorSetup(db: Kysely<Database>, master: string, staffId: number): Promise<string> {
  const row = await db.selectFrom('staff').select('totp_secret').where('staff_id', '=', staffId).executeTakeFirst();
  if (row?.totp_secret) throw new HttpError(409, M.twoFactorOn);
  const secret = newTotpSecret();
  await db
    .updateTable('staff')
    .set({ totp_pending_secret: sealTotpSecret(master, secret) })
    .where('staff_id', '=', staffId)
    .execute();
  return secret;
}

/** The first code from the app turns the second step on; that code is spent. */
export function confirmTwoFactor(
  db: Kysely<Database>,
  master: string,
  actor: Actor,
  email: string,
  typed: string,
): Promise<StaffView> {
  return changeStaff(
    db,
    actor,
    email,
    'twoFactorOn',
    async (row) => {
      if (row.totp_secret) throw new HttpError(409, M.twoFactorOn);
      if (!row.totp_pending_secret) throw new HttpError(409, M.setupFirst);
      const step = freshStep(master, row.totp_pending_secret, typed, null, 400);
      return { totp_secret: row.totp_pending_secret, totp_pending_secret: null, totp_last_step: step };
    },
    false,
  );
}

const NO_SECOND_STEP = { totp_secret: null, totp_pending_secret: null, totp_last_step: null };

/** The member turns the second step off, proving it is them with a fresh code or their password (one of the two). */
export function turnOffTwoFactor(
  db: Kysely<Database>,
  master: string,
  actor: Actor,
  email: string,
  proof: { code?: string; password?: string },
): Promise<StaffView> {
  return changeStaff(
    db,
    actor,
    email,
    'twoFactorOff',
    async (row) => {
      if (!row.totp_secret) throw new HttpError(409, M.twoFactorOff);
      if (proof.code !== undefined) freshStep(master, row.totp_secret, proof.code, row.totp_last_step, 400);
      else if (!(await verifyPassword(proof.password ?? '', row.password_hash)))
        throw new HttpError(400, M.wrongPassword);
      return NO_SECOND_STEP;
    },
    false,
  );
}

/** The owner's recovery for a member who lost their phone: the second step is off until they set it up again. */
export function resetStaffTwoFactor(
  db: Kysely<Database>,
  actor: Actor,
  email: string,
  version?: number,
): Promise<StaffView> {
  return changeStaff(
    db,
    actor,
    email,
    'twoFactorReset',
    async (row) => {
      if (!row.totp_secret) throw new HttpError(409, M.twoFactorOff);
      return NO_SECOND_STEP;
    },
    false,
    version,
  );
}

/** The member's own new password, given the current one; every session of theirs ends (the caller starts one anew). */
export async function changeOwnPassword(
  db: Kysely<Database>,
  actor: Actor,
  email: string,
  current: string,
  next: string,
): Promise<StaffView> {
  checkPassword(next);
  const password_hash = await hashPassword(next);
  return changeStaff(
    db,
    actor,
    email,
    'ownPassword',
    async (row) => {
      if (!(await verifyPassword(current, row.password_hash))) throw new HttpError(400, M.wrongPassword);
      if (current === next) throw new HttpError(400, M.samePassword);
      return { password_hash };
    },
    true,
  );
}
