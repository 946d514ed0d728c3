import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { onTestFinished } from 'vitest';
import { createQueryClient } from '../../../src/api/query-client';
import { App } from '../../../src/web/app';
import { routes } from '../../../src/web/routes';
import { installFakeBackend, setting, type Route } from './fake-backend';

export const COOKIE_TEXT = 'Мы используем файлы cookie, чтобы сайт работал удобнее.';
export const FOOTER_TEXT = 'ИП Иванова А. А., ОГРН 000000000000000';
export const HOME_TEXT = 'Профессиональные средства для кабинета косметолога и домашнего ухода.';

/** Settings as a working server answers them: maintenance off, the three texts present. */
export const DEFAULT_BACKEND: Record<string, Route> = {
  'POST /back/setting/get/1': setting(`<p>${HOME_TEXT}</p>`),
  'POST /back/setting/get/2': setting(`<p>${FOOTER_TEXT}</p>`),
  'POST /back/setting/get/3': setting(`<p>${COOKIE_TEXT}</p>`),
  'POST /back/setting/get/4': setting('0'),
};

export interface ShopOptions {
  path?: string;
  /** Routes added to (or replacing) DEFAULT_BACKEND. */
  backend?: Record<string, Route>;
  /** localStorage before start. Without `hasReset` the first-load reset wipes it, as in a real first visit. */
  storage?: Record<string, string>;
}

/**
 * Starts the whole storefront at a path, over a fake back end, the way a shopper's browser would. Awaited, because
 * the shell suspends until the persisted state has loaded.
 */
export async function renderShop({ path = '/', backend = {}, storage = {} }: ShopOptions = {}) {
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  const server = installFakeBackend({ ...DEFAULT_BACKEND, ...backend });
  onTestFinished(server.restore);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = await act(async () => render(<App router={router} queryClient={createQueryClient({ retry: false })} />));
  return { ...view, router, user, calls: server.calls };
}

/** A returning visitor: the first-load reset already happened. */
export const RETURNING = { hasReset: 'true' } as const;
