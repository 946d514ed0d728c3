import type { SeminarSignupEvent } from '../../machines/content/seminar-signup.machine';

/** Shared by the seminar signup's path tests and UI path tests. */
export const SIGNUP_SEMINAR = { seminarId: 3, title: 'Ретиноиды в практике косметолога' };

export const SIGNUP_EVENTS: Record<string, SeminarSignupEvent[]> = {
  'seminar.open': [{ type: 'seminar.open', seminar: SIGNUP_SEMINAR }],
  'seminar.name.change': [{ type: 'seminar.name.change', value: 'Петрова Мария' }],
  // What the phone field gives: the digits behind the mask +7(916)123-45-67.
  'seminar.phone.change': [{ type: 'seminar.phone.change', value: '79161234567' }],
  'seminar.city.change': [{ type: 'seminar.city.change', value: 'Казань' }],
};

/** The server refusing a signup with its own message. */
export const SIGNUP_REFUSAL = new Error('Укажите ваш город');
