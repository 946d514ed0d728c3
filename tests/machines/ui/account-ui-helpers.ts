import { act } from '@testing-library/react';
import { STORAGE_KEY } from '../../../src/domain/constants';
import type { UserInfo } from '../../../src/domain/account';
import { ok, type Reply, type Route } from '../../web/helpers/fake-backend';
import { renderShop, RETURNING } from '../../web/helpers/render-shop';

/**
 * The account UI path tests drive the shop over a fake back end whose answers the path gives: each call listed in
 * `held` waits until the test answers it (a `done:`/`error:` step of the path).
 */
export type Held = Record<string, ((reply: Reply) => void)[]>;

export const CMS = '/cms/index.php?route=';
export const SESSION_CALL = `GET ${CMS}api/sess`;

export async function startShop(
  path: string,
  heldCalls: string[],
  options: { user?: UserInfo; backend?: Record<string, Route> } = {},
) {
  const held: Held = Object.fromEntries(heldCalls.map((call) => [call, []]));
  const backend: Record<string, Route> = {
    [SESSION_CALL]: ok(options.user ? { userAuth: true, user: options.user } : { userAuth: false, user: null }),
    [`GET ${CMS}api/customer/socialConfig`]: ok({ telegram: null, vk: null }),
    ...options.backend,
  };
  for (const call of heldCalls) backend[call] = () => new Promise<Reply>((resolve) => held[call].push(resolve));
  const storage: Record<string, string> = { ...RETURNING, 'cookie-warning': 'true' };
  if (options.user) storage[STORAGE_KEY.USER_INFO] = JSON.stringify(options.user);
  const shop = await renderShop({ path, storage, backend });
  return { ...shop, held };
}

/** Answers the oldest waiting call of `key`, and lets the shop react. */
export async function answer(run: { held: Held }, key: string, reply: Reply): Promise<void> {
  const waiting = run.held[key];
  for (let i = 0; i < 50 && waiting.length === 0; i += 1) await act(async () => new Promise((r) => setTimeout(r, 10)));
  const send = waiting.shift();
  if (!send) throw new Error(`the shop has not called ${key}`);
  await act(async () => {
    send(reply);
    await new Promise((r) => setTimeout(r, 0));
  });
}

/** A failed call as the server answers it: the envelope with the Russian message. */
export const refused = (status: number, error: string): Reply => ({ status, body: { result: 'error', error } });
