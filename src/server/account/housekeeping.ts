import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { forgetOldLimits } from '../http/rate-limits';
import { registerJob } from '../jobs/scheduler';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Removes what has run out: sessions, VK sign-in requests, old login attempts and reset links, unclaimed uploads. */
export async function cleanUpAccounts(app: FastifyInstance, now = new Date()): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await app.db.deleteFrom('session').where('expires_at', '<=', now).execute();
  await app.db.deleteFrom('oauth_request').where('expires_at', '<=', now).execute();
  await app.db.deleteFrom('login_attempt').where('date_added', '<', dayAgo).execute();
  await app.db.deleteFrom('password_reset').where('expires_at', '<', dayAgo).execute();
  await forgetOldLimits(app.db, now);
  // A document uploaded for a registration that never happened.
  const orphans = await app.db
    .deleteFrom('customer_upload')
    .where('customer_id', 'is', null)
    .where('date_added', '<', dayAgo)
    .returning('stored_name')
    .execute();
  for (const { stored_name } of orphans) {
    await rm(path.join(app.config.dataDir, 'upload', path.basename(stored_name)), { force: true });
  }
}

/** Every hour while the shop runs (and at start, catching up). */
export function scheduleHousekeeping(app: FastifyInstance): void {
  registerJob(app, { name: 'clean-up-accounts', everyMs: HOUR_MS, run: (now) => cleanUpAccounts(app, now) });
}
