import type { EventObject } from 'xstate';
import type { OrderLine, UserInfo } from '../../src/domain/account';

/**
 * Records the account machines are tested with. The machines never look inside a record, so the path tests use
 * short ones (their JSON is part of every test name); the UI tests use FULL_USER.
 */
export const ANNA = { customer_id: 7, customerGroupId: 1 } as UserInfo;
export const PRO = { customer_id: 8, customerGroupId: 2 } as UserInfo;
export const ANNA_RENAMED = { customer_id: 7, customerGroupId: 1, firstname: 'Анна-Мария' } as UserInfo;

export const FULL_USER: UserInfo = {
  customer_id: 7,
  firstname: 'Анна',
  lastname: 'Иванова',
  email: 'anna@example.ru',
  telephone: '79123456789',
  address: 'Москва, ул. Ленина, 5',
  customerGroupId: 1,
  userAuth: true,
  avatar: { image: null, password: '' },
  customer_type: 1,
  professional_status: 'none',
  is_admin: false,
};

/** Typed event examples for the path models (their payloads are the machines' own event fields). */
export function examples<T extends Record<string, object[]>>(events: T): Record<string, EventObject[]> {
  return events as unknown as Record<string, EventObject[]>;
}

/** The one line of the account tests' order: two peels, no options. */
export const PEEL_LINE: OrderLine = {
  product_id: 5,
  product_keyword: 'piling',
  image: '',
  name: 'Пилинг миндальный 30%',
  quantity: 2,
  price: 1234.5,
  options: [],
};
