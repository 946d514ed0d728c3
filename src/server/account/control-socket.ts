import { rm } from 'node:fs/promises';
import { connect, createServer, type Server } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * The embedded database (PGlite) belongs to one process: while the shop runs, `npm run customers` cannot open it.
 * So the running shop listens on a Unix socket in its DATA_DIR (only the shop's own user may connect: the socket is
 * 0600 in a folder that already holds the database) and runs the command itself, through the same code.
 * Protocol: one JSON line `{"tool": "customers" | "staff", "args": [...]}` in (no tool: customers), one JSON line
 * `{"ok": true, "message"}` or `{"ok": false, "error"}` out. Each tool's commands are added by its capability
 * (addControlCommands), so `npm run staff` reaches the running shop the same way.
 */

export const CONTROL_SOCKET = 'control.sock';
/** Unix socket paths are limited to about 107 bytes. */
const MAX_SOCKET_PATH = 100;

export function controlSocketPath(dataDir: string): string | null {
  const file = path.join(dataDir, CONTROL_SOCKET);
  return Buffer.byteLength(file) <= MAX_SOCKET_PATH ? file : null;
}

export type CommandRunner = (args: string[]) => Promise<string>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Each tool's commands for the control socket (`npm run <tool>`), by tool; decorated on the root by buildApp. */
    controlCommands: Map<string, CommandRunner>;
  }
}

const DEFAULT_TOOL = 'customers';

/** Lets the control socket run a tool's commands (`npm run <tool>`); call before the app is ready. */
export function addControlCommands(app: FastifyInstance, tool: string, run: CommandRunner): void {
  app.controlCommands.set(tool, run);
}

/** Starts the socket with `npm run customers`' commands; other tools add theirs with addControlCommands. */
export function startControlSocket(app: FastifyInstance, run: CommandRunner): void {
  const tools = app.controlCommands;
  tools.set(DEFAULT_TOOL, run);
  const file = controlSocketPath(app.config.dataDir);
  if (!file) {
    app.log.warn(
      'DATA_DIR слишком длинный для управляющего сокета: npm run customers работает, только когда магазин остановлен',
    );
    return;
  }
  let server: Server | null = null;
  app.addHook('onReady', async () => {
    // A socket file left by a crashed shop answers nobody: remove it. One that answers belongs to a running shop.
    if (await answers(file)) {
      app.log.warn({ file }, 'Управляющий сокет занят другим процессом магазина');
      return;
    }
    await rm(file, { force: true });
    server = createServer({ allowHalfOpen: true }, (socket) => {
      let input = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => {
        input += chunk;
        if (input.length > 10_000) socket.destroy();
      });
      socket.on('end', () => {
        void (async () => {
          let reply: object;
          try {
            const { args, tool = DEFAULT_TOOL } = JSON.parse(input) as { args?: unknown; tool?: unknown };
            if (!Array.isArray(args) || !args.every((a) => typeof a === 'string'))
              throw new Error('Ожидается {"args": [...]}');
            const runner = typeof tool === 'string' ? tools.get(tool) : undefined;
            if (!runner) throw new Error(`Магазин не знает команд «${String(tool)}»: перезапустите его`);
            reply = { ok: true, message: await runner(args) };
          } catch (error) {
            reply = { ok: false, error: error instanceof Error ? error.message : String(error) };
          }
          socket.end(`${JSON.stringify(reply)}\n`);
        })();
      });
      socket.on('error', () => socket.destroy());
    });
    try {
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen({ path: file, readableAll: false, writableAll: false }, () => resolve());
      });
    } catch (error) {
      // The shop works without it; only `npm run customers` then needs the shop stopped.
      app.log.warn(
        { err: error, file },
        'Управляющий сокет не открыт: npm run customers работает, только когда магазин остановлен',
      );
      server = null;
      return;
    }
    server.unref();
  });
  app.addHook('onClose', async () => {
    if (!server) return;
    await new Promise((resolve) => server!.close(resolve));
    await rm(file, { force: true });
  });
}

function answers(file: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(file);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Sends a command to the running shop. Resolves null when no shop listens (then the caller opens the database). */
export function sendControlCommand(
  dataDir: string,
  args: string[],
  tool = DEFAULT_TOOL,
): Promise<{ ok: boolean; message?: string; error?: string } | null> {
  const file = controlSocketPath(dataDir);
  if (!file) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const socket = connect(file);
    let output = '';
    let connected = false;
    socket.setEncoding('utf8');
    socket.once('connect', () => {
      connected = true;
      socket.end(`${JSON.stringify({ tool, args })}\n`);
    });
    socket.on('data', (chunk: string) => (output += chunk));
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === 'ENOENT' || error.code === 'ECONNREFUSED')) resolve(null);
      else reject(error);
    });
    socket.once('close', () => {
      if (!connected) return;
      try {
        resolve(JSON.parse(output) as Parameters<typeof resolve>[0]);
      } catch {
        reject(new Error(`Магазин ответил непонятно: ${output}`));
      }
    });
  });
}
