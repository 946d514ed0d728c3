/**
 * Where the login page goes after a login: the account page the shopper was sent from (with its address, e.g. an
 * order's e-mail link /my-account?order=12), carried in the navigation's state, else /my-account. Only account
 * addresses are taken, so the state can never send a shopper elsewhere.
 */
export interface LoginReturn {
  next: string;
}

export function loginDestination(state: unknown): string {
  const next = (state as Partial<LoginReturn> | null)?.next;
  return typeof next === 'string' && /^\/(my-account|profile)(\?[^#]*)?$/.test(next) ? next : '/my-account';
}
