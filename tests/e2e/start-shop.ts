import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

/**
 * Starts the shop the way the README starts it (`npm start`: the build if dist/ is stale, the migrations, the demo
 * data) in a process group of its own, for the browser tests' global setup and the benchmarks that measure the shop a
 * newcomer gets (`npm run bench:lighthouse`).
 */

export interface ShopProcess {
  /** Whether `npm start` still runs (a benchmark tells a shop that died from a page that failed). */
  running(): boolean;
  /** What `npm start` printed so far. */
  output(): string;
  /** Stops the shop and everything `npm start` started (SIGTERM, then SIGKILL after 10 s). */
  stop(): Promise<void>;
}

export interface ShopStart {
  port: number;
  dataDir: string;
  /** Set on top of this process's environment (PORT, HOST, DATA_DIR and an empty DATABASE_URL are set already). */
  env?: Record<string, string>;
  /** How long the build, the migrations and the seed may take. */
  timeoutMs?: number;
}

/** Whether a process has ended, by an exit code or by a signal (then exitCode stays null). */
const ended = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

async function waitUntilServing(url: string, shop: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (ended(shop)) throw new Error(`npm start ended (${shop.exitCode ?? shop.signalCode})`);
    try {
      const reply = await fetch(`${url}/back/setting/get/1`, { method: 'POST' });
      if (reply.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The shop did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/** Signals `npm start` and the server it started (their own process group); a group already gone is no error. */
function killGroup(shop: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (shop.pid) process.kill(-shop.pid, signal);
  } catch {
    // ESRCH: nothing left to stop
  }
}

/** `npm start` on 127.0.0.1:`port`, resolved once the shop answers; its output is printed only if it fails to start. */
export async function startShop({ port, dataDir, env = {}, timeoutMs = 300_000 }: ShopStart): Promise<ShopProcess> {
  const log: string[] = [];
  const shop = spawn('npm', ['start'], {
    cwd: join(import.meta.dirname, '..', '..'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  shop.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  shop.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  try {
    await waitUntilServing(`http://127.0.0.1:${port}`, shop, timeoutMs);
  } catch (error) {
    console.error(log.join(''));
    killGroup(shop, 'SIGKILL');
    throw error;
  }
  return {
    running: () => !ended(shop),
    output: () => log.join(''),
    async stop() {
      if (ended(shop)) return;
      const exit = new Promise((resolve) => shop.once('exit', resolve));
      killGroup(shop, 'SIGTERM');
      await Promise.race([exit, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (!ended(shop)) killGroup(shop, 'SIGKILL');
    },
  };
}
