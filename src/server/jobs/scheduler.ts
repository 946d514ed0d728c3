import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

export interface Job {
  /** Unique, also the lease's key in the database. */
  name: string;
  /** How often the job runs while the shop is up. */
  everyMs: number;
  /** The work; `now` is injected so tests need no waiting. */
  run: (now: Date) => Promise<void>;
}

/** Longer than any run should take; a process that dies mid-run only delays the next run by this much. */
const LEASE_MS = 10 * 60 * 1000;

/**
 * The shop's one way to run work on a schedule (expiring unpaid orders, cleaning up accounts and uploads): the job
 * runs as soon as the app is ready (so work missed while the shop was down is caught up at once) and then every
 * `everyMs`. Several processes on one database each try, and only the one holding the job's lease runs it (see
 * runJobOnce). A failing run is logged and tried again at the next tick; it never stops the app.
 */
export function registerJob(app: FastifyInstance, job: Job): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = runJobOnce(app, job).catch((error: unknown) =>
      app.log.error({ err: error, job: job.name }, 'Плановая задача завершилась ошибкой'),
    );
  };
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, job.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    // Let a run under way finish before the database closes.
    await running;
  });
}

/**
 * Runs the job if no other process is running it: the job's row in `job_lease` is claimed with one conditional
 * update (free, or its lease ran out), which PostgreSQL and PGlite both make atomic, so exactly one claimant wins.
 * A lease rather than an advisory lock: it pins no connection while the job works (PGlite has only one) and it
 * cannot be left held by a connection returned to the pool. Returns whether this call ran the job.
 */
export async function runJobOnce(app: FastifyInstance, job: Job, now = new Date()): Promise<boolean> {
  await app.db
    .insertInto('job_lease')
    .values({ name: job.name, locked_until: null, last_finished: null })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const claimed = await app.db
    .updateTable('job_lease')
    .set({ locked_until: sql<Date>`now() + ${`${LEASE_MS} milliseconds`}::interval` })
    .where('name', '=', job.name)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', sql<Date>`now()`)]))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;
  try {
    await job.run(now);
  } finally {
    await app.db
      .updateTable('job_lease')
      .set({ locked_until: null, last_finished: sql<Date>`now()` })
      .where('name', '=', job.name)
      .execute();
  }
  return true;
}
