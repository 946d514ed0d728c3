/**
 * `npm run customers -- <command> [e-mail]`: shop-side work on customer accounts, with the shop's own configuration
 * (the same environment as `npm start`: DATA_DIR, DATABASE_URL, SMTP_URL, PUBLIC_URL…).
 *
 *   pending            who waits for approval as a professional, and where their document is
 *   approve <e-mail>   approve a professional: group 2 prices (-30%), and an e-mail to the customer
 *   admin <e-mail>     make an admin
 *
 * While the shop runs on its embedded database, the command is carried out by the running shop (through the control
 * socket in DATA_DIR, the same code); otherwise it opens the database itself.
 */
import { CommandError } from '../src/server/account/approval';
import { sendControlCommand } from '../src/server/account/control-socket';
import { CUSTOMER_COMMANDS_HELP, runCustomerCommand } from '../src/server/account/customer-commands';
import { ConfigError, loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { migrate } from '../src/server/db/migrate';
import { createMailer } from '../src/server/integrations/mail';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === '--help' || args[0] === '-h') {
    console.log(CUSTOMER_COMMANDS_HELP);
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
    const reply = await sendControlCommand(config.dataDir, args);
    if (reply) {
      if (reply.ok) console.log(reply.message);
      else console.error(reply.error);
      return reply.ok ? 0 : 1;
    }
  }

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database.db);
    console.log(await runCustomerCommand(database.db, createMailer(config), config, args));
    return 0;
  } catch (error) {
    console.error(error instanceof CommandError ? error.message : error);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
