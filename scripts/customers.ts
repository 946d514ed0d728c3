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
import { CUSTOMER_COMMANDS_HELP, runCustomerCommand } from '../src/server/account/customer-commands';
import { createMailer } from '../src/server/integrations/mail';
import { runShopCommand } from './shop-command';

process.exitCode = await runShopCommand('customers', CUSTOMER_COMMANDS_HELP, (db, config, args) =>
  runCustomerCommand(db, createMailer(config), config, args),
);
