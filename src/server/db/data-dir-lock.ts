import { open, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';

/**
 * The embedded database's files take one writer: PGlite itself does not refuse a second process, and two of them
 * writing the same folder corrupt it (two processes handed out the same audit_log id). So whoever opens
 * `<DATA_DIR>/pglite` (the shop, `npm run staff`, `npm run customers`) first creates `<DATA_DIR>/pglite.lock` holding
 * its process id, and anyone else finds it and refuses. A lock left by a process that no longer runs (a crash, a
 * killed container) is taken over; so is one holding this very process's id that this process does not hold (a
 * container's restarted PID 1).
 */
export const LOCK_FILE = 'pglite.lock';

/** The embedded database is open in another process: the message says which, in Russian. */
export class DataDirBusyError extends Error {
  constructor(
    readonly pid: number,
    dataDir: string,
  ) {
    super(
      `Встроенная база данных в ${dataDir} открыта другим процессом (PID ${pid}): магазином, запущенным или ещё ` +
        'запускающимся, либо командой npm run staff или npm run customers. Повторите, когда он запустится или ' +
        'закончит (работающему магазину команды передаются, и он выполняет их сам), или остановите его.',
    );
    this.name = 'DataDirBusyError';
  }
}

/** How long a lock file may stay empty while its process writes its id. */
const WRITING_MS = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The folders this process holds, so that a second open within it is refused too. */
const held = new Set<string>();

/** Takes the data folder's lock; resolves to the function that gives it back. Throws DataDirBusyError. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = path.resolve(dataDir, LOCK_FILE);
  if (held.has(file)) throw new DataDirBusyError(process.pid, dataDir);
  // Twice at most: the second try follows the removal of a dead process's lock.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(file, 'wx', 0o600);
      try {
        await handle.writeFile(`${process.pid}\n`);
      } finally {
        await handle.close();
      }
      held.add(file);
      return async () => {
        held.delete(file);
        // Only our own lock: a folder's lock is never removed from under the process that holds it.
        if ((await holderOf(file)) === process.pid) await unlink(file).catch(() => undefined);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    // An empty file is a lock being written right now, or one whose writer died at once: look again shortly.
    const holder = (await holderOf(file)) ?? (await sleep(WRITING_MS).then(() => holderOf(file)));
    if (holder !== null && holder !== process.pid && isRunning(holder)) throw new DataDirBusyError(holder, dataDir);
    await unlink(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
  // Another process took the folder between our removal of the dead lock and our second try.
  throw new DataDirBusyError((await holderOf(file)) ?? 0, dataDir);
}

/** The process id in a lock file, or null when the file is gone or unreadable (a lock being written). */
async function holderOf(file: string): Promise<number | null> {
  try {
    const pid = Number.parseInt(await readFile(file, 'utf8'), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
