import { assign, setup } from 'xstate';
import { staffPasswordProblem, type StaffRole } from '../../src/domain/staff';
import { notProvided } from '../not-provided';
import { emailProblem, problemsAfterEdit } from './form-problems';
import { errorText } from '../error-text';

/**
 * The owner adds a staff member on 'Сотрудники' (issue 15): e-mail, name, password and role. What the server would
 * refuse anyway (an empty or malformed e-mail, a password shorter than a staff password may be) is named under its
 * field before sending; the server's refusal (the e-mail is taken) is shown with the form as typed. Once added, the
 * form is empty again for the next one.
 */

export interface NewStaffValues {
  email: string;
  name: string;
  password: string;
  role: StaffRole;
}

export interface NewStaffContext extends NewStaffValues {
  problems: { email?: string; password?: string };
  error: string | null;
  /** The e-mail of the member added last, for 'Сотрудник добавлен'. */
  added: string | null;
}

export type NewStaffEvent = { type: 'staff.change'; values: Partial<NewStaffValues> } | { type: 'staff.submit' };

export const NEW_STAFF_TEXT = {
  emailMissing: 'Введите e-mail сотрудника',
  emailInvalid: 'Проверьте e-mail: в нём нужны @ и домен',
  failed: 'Не удалось добавить сотрудника, попробуйте ещё раз',
} as const;

const EMPTY: NewStaffValues = { email: '', name: '', password: '', role: 'manager' };

function problemsOf({ email, password }: NewStaffValues): NewStaffContext['problems'] {
  const problems: NewStaffContext['problems'] = {};
  const emailWrong = emailProblem(email, {
    missing: NEW_STAFF_TEXT.emailMissing,
    invalid: NEW_STAFF_TEXT.emailInvalid,
  });
  if (emailWrong) problems.email = emailWrong;
  const passwordWrong = staffPasswordProblem(password);
  if (passwordWrong) problems.password = passwordWrong;
  return problems;
}

export const newStaffMachine = setup({
  types: {
    context: {} as NewStaffContext,
    events: {} as NewStaffEvent,
  },
  actors: {
    /** Rejects with an Error whose message is the server's words. */
    addStaff: notProvided<void, NewStaffValues>('addStaff'),
  },
  actions: {
    /** The list shows the new member. */
    added: () => {},
  },
  guards: {
    sendable: ({ context }) => Object.keys(problemsOf(context)).length === 0,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'newStaff',
  context: { ...EMPTY, problems: {}, error: null, added: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'staff.change': {
          actions: assign(({ context, event }) => ({
            ...event.values,
            problems: problemsAfterEdit(context.problems, event.values),
            error: null,
            added: null,
          })),
        },
        'staff.submit': [
          { guard: 'sendable', target: 'submitting', actions: assign({ problems: {}, error: null }) },
          { actions: assign({ problems: ({ context }) => problemsOf(context) }) },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'addStaff',
        input: ({ context }) => ({
          email: context.email.trim(),
          name: context.name.trim(),
          password: context.password,
          role: context.role,
        }),
        onDone: {
          target: 'editing',
          actions: [assign(({ context }) => ({ ...EMPTY, added: context.email.trim() })), 'added'],
        },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => errorText(event.error, NEW_STAFF_TEXT.failed) }),
        },
      },
    },
  },
});
