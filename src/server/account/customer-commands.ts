import type { Kysely } from 'kysely';
import { publicBaseUrl, type Config } from '../config';
import type { Database } from '../db/schema';
import type { Mailer } from '../integrations/mail';
import { approveProfessional, CommandError, listPending } from './approval';

export const CUSTOMER_COMMANDS_HELP = [
  'npm run customers -- pending            кто ждёт подтверждения как специалист (и где их документ)',
  'npm run customers -- approve <e-mail>   подтвердить специалиста: группа 2 (скидка 30%), письмо покупателю',
].join('\n');

/** One shop-side command on customers; the same code runs in the CLI and in the running shop (control socket). */
export async function runCustomerCommand(
  db: Kysely<Database>,
  mailer: Mailer,
  config: Config,
  args: string[],
): Promise<string> {
  const [command, email] = args;
  switch (command) {
    case 'pending':
      return listPending(db, config.dataDir);
    case 'approve':
      if (!email) throw new CommandError('Укажите e-mail: npm run customers -- approve <e-mail>');
      return approveProfessional(db, mailer, email, publicBaseUrl(config));
    case 'admin':
      // Kept so that the old habit gets told where this went rather than 'unknown command'.
      throw new CommandError(
        'Ссылки «Редактировать» в магазине видит покупатель, связанный с сотрудником: ' +
          'npm run staff -- link --email <e-mail сотрудника> --customer <e-mail покупателя>',
      );
    default:
      throw new CommandError(`Неизвестная команда «${command ?? ''}».\n${CUSTOMER_COMMANDS_HELP}`);
  }
}
