/**
 * `npm run staff -- <command> …`: the back office's staff accounts, with the shop's own configuration (the same
 * environment as `npm start`: DATA_DIR, DATABASE_URL…).
 *
 *   create --email E --password P --role owner|manager|editor [--name N]
 *   list
 *   role --email E --role R
 *   disable --email E   /   enable --email E
 *   password --email E --password P
 *
 * While the shop runs on its embedded database, the command is carried out by the running shop (through the control
 * socket in DATA_DIR, the same code); otherwise it opens the database itself (PostgreSQL: from any machine with the
 * same DATABASE_URL). Every change is written to the audit log as made by the command line.
 */
import { runStaffCommand, STAFF_COMMANDS_HELP } from '../src/server/admin/staff-commands';
import { runShopCommand } from './shop-command';

process.exitCode = await runShopCommand('staff', STAFF_COMMANDS_HELP, (db, _config, args) => runStaffCommand(db, args));
