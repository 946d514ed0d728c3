import type { Kysely } from 'kysely';
import { CommandError } from '../src/server/account/approval';
import { sendControlCommand } from '../src/server/account/control-socket';
import { ConfigError, loadConfig, type Config } from '../src/server/config';
import { DataDirBusyError } from '../src/server/db/data-dir-lock';
import { openDatabase } from '../src/server/db/database';
import { migrate } from '../src/server/db/migrate';
import type { Database } from '../src/server/db/schema';

/**
 * What `npm run customers` and `npm run staff` share: the shop's own configuration (the same environment as
 * `npm start`), then the command carried out by the running shop when it runs on its embedded database (through the
 * control socket in DATA_DIR, the same code), else on the database opened here. Returns the process's exit code.
 */
export async function runShopCommand(
  tool: string,
  help: string,
  run: (db: Kysely<Database>, config: Config, args: string[]) => Promise<string>,
): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === '--help' || args[0] === '-h') {
    console.log(help);
    return args.length === 0 ? 1 : 0;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    return 1;
  }

  if (!config.databaseUrl) {
    const reply = await sendControlCommand(config.dataDir, args, tool);
    if (reply) {
      if (reply.ok) console.log(reply.message);
      else console.error(reply.error);
      return reply.ok ? 0 : 1;
    }
  }

  let database;
  try {
    // The embedded database refuses a second process (a shop still starting, its socket not open yet): said here.
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    console.error(error instanceof DataDirBusyError ? error.message : error);
    return 1;
  }
  try {
    await migrate(database.db);
    console.log(await run(database.db, config, args));
    return 0;
  } catch (error) {
    console.error(error instanceof CommandError ? error.message : error);
    return 1;
  } finally {
    await database.close();
  }
}
