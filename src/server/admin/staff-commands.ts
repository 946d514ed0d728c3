import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { STAFF_ROLE_NAME } from '../../domain/staff';
import { CommandError } from '../account/approval';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import { COMMAND_LINE_ACTOR } from './audit-log';
import { resetStaffTwoFactor } from './staff-security';
import {
  createStaff,
  listStaff,
  setStaffDisabled,
  setStaffPassword,
  setStaffCustomer,
  setStaffRole,
  type StaffView,
} from './staff-store';

export const STAFF_COMMANDS_HELP = [
  'npm run staff -- create --email E --password P --role owner|manager|editor [--name "Имя"]   новый сотрудник',
  'npm run staff -- list                                          все сотрудники, их роли и кто отключён',
  'npm run staff -- role --email E --role owner|manager|editor   сменить роль (сессии сотрудника закрываются)',
  'npm run staff -- disable --email E                            отключить: вход закрыт, сессии закрыты',
  'npm run staff -- enable --email E                             включить снова',
  'npm run staff -- password --email E --password P              новый пароль (сессии сотрудника закрываются)',
  'npm run staff -- 2fa-reset --email E                          сбросить двухфакторный вход (потерян телефон)',
  'npm run staff -- link --email E --customer C                  покупатель C видит «Редактировать» в магазине',
  'npm run staff -- unlink --email E                             отвязать покупателя от сотрудника',
].join('\n');

function describe(staff: StaffView & { customer_email?: string | null }): string {
  return (
    `${staff.email}${staff.name ? ` (${staff.name})` : ''}: ${STAFF_ROLE_NAME[staff.role]}` +
    `${staff.two_factor ? ', вход с кодом из приложения' : ''}${staff.disabled ? ', отключён' : ''}` +
    `${staff.customer_email ? `, покупатель в магазине ${staff.customer_email}` : ''}`
  );
}

/**
 * One command on staff accounts; the same code runs in `npm run staff` and in the running shop (through the control
 * socket), and the back office's staff calls use the same functions. Changes are logged as made by the command line.
 */
export async function runStaffCommand(db: Kysely<Database>, args: string[]): Promise<string> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        role: { type: 'string' },
        name: { type: 'string' },
        customer: { type: 'string' },
      },
    });
  } catch (error) {
    throw new CommandError(`${(error as Error).message}\n${STAFF_COMMANDS_HELP}`);
  }
  const [command, ...extra] = parsed.positionals;
  if (extra.length > 0) throw new CommandError(`Лишние слова: ${extra.join(' ')}\n${STAFF_COMMANDS_HELP}`);
  const { email, password, role, name, customer } = parsed.values;
  const need = (value: string | undefined, flag: string): string => {
    if (value === undefined || value === '') throw new CommandError(`Укажите ${flag}: ${command} ${flag} …`);
    return value;
  };
  try {
    switch (command) {
      case 'create': {
        const staff = await createStaff(db, COMMAND_LINE_ACTOR, {
          email: need(email, '--email'),
          password: need(password, '--password'),
          role: need(role, '--role'),
          name,
        });
        return `Сотрудник создан: ${describe(staff)}`;
      }
      case 'list': {
        const all = await listStaff(db);
        return all.length === 0 ? 'Сотрудников пока нет' : all.map(describe).join('\n');
      }
      case 'role':
        return `Роль изменена: ${describe(await setStaffRole(db, COMMAND_LINE_ACTOR, need(email, '--email'), need(role, '--role')))}`;
      case 'disable':
        return `Отключён: ${describe(await setStaffDisabled(db, COMMAND_LINE_ACTOR, need(email, '--email'), true))}`;
      case 'enable':
        return `Включён: ${describe(await setStaffDisabled(db, COMMAND_LINE_ACTOR, need(email, '--email'), false))}`;
      case 'password':
        await setStaffPassword(db, COMMAND_LINE_ACTOR, need(email, '--email'), need(password, '--password'));
        return `Пароль изменён: ${email}`;
      case '2fa-reset':
        return `Двухфакторный вход сброшен: ${describe(await resetStaffTwoFactor(db, COMMAND_LINE_ACTOR, need(email, '--email')))}`;
      case 'link':
        return `Связан с покупателем ${customer}: ${describe(await setStaffCustomer(db, COMMAND_LINE_ACTOR, need(email, '--email'), need(customer, '--customer')))}`;
      case 'unlink':
        return `Покупатель отвязан: ${describe(await setStaffCustomer(db, COMMAND_LINE_ACTOR, need(email, '--email'), null))}`;
      default:
        throw new CommandError(`Неизвестная команда «${command ?? ''}».\n${STAFF_COMMANDS_HELP}`);
    }
  } catch (error) {
    // The store speaks HTTP to the back office; on the command line its refusal is just the message.
    if (error instanceof HttpError) throw new CommandError(error.message);
    throw error;
  }
}
