import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, setting } from './helpers/fake-backend';
import { renderShop, RETURNING } from './helpers/render-shop';

const MAINTENANCE = 'Ведутся технические работы, попробуйте обновить через несколько минут.';
const BACKEND_ERROR = 'Произошла ошибка back-end, обратитесь к разработчику сайта.';

/** The full-page loader: the status region that holds the shop's logo while it starts. */
const loader = () => screen.queryByText('Загрузка магазина')?.closest('[role="status"]') ?? null;

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('the full-page loader', () => {
  // Only timeouts are faked: the loader's 100 ms wait and 0.4 s fade run on them. Testing Library drains its async
  // helpers with setTimeout(0) and advances fake timers only through a `jest` global, so lend it one.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('covers the page while starting, then fades out over 0.4 s after 100 ms', async () => {
    await renderShop({ storage: RETURNING });
    await waitFor(() => expect(loader()).toHaveAttribute('aria-busy', 'false'));

    await advance(99);
    expect(loader()).not.toBeNull();
    expect(loader()).toHaveStyle({ opacity: '1' });

    await advance(1);
    expect(loader()).toHaveStyle({ opacity: '0' });

    await advance(399);
    expect(loader()).not.toBeNull();
    await advance(1);
    expect(loader()).toBeNull();
    expect(screen.queryByText(MAINTENANCE)).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Главное меню' })).toBeInTheDocument();
  });

  it('stays with the maintenance text when setting 4 is 1', async () => {
    await renderShop({ storage: RETURNING, backend: { 'POST /back/setting/get/4': setting('1') } });
    expect(await screen.findByText(MAINTENANCE)).toBeInTheDocument();
    await advance(10_000);
    expect(screen.getByText(MAINTENANCE)).toBeInTheDocument();
    expect(screen.getByText(MAINTENANCE).closest('[role="status"]')).toHaveStyle({ opacity: '1' });
    // The shop underneath is out of reach meanwhile.
    expect(screen.queryByRole('navigation', { name: 'Главное меню' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Войти' })).toBeNull();
  });
});

// On real timers: what these wait for (the settings call's failure, the toast's lazily loaded module) takes real time.
// On fake timers, Testing Library's findBy gives up after its 5 s of fake steps, some 20 ms of real time: a busy machine
// (a full run of the web tests) once had the toast come later than that.
describe('the full-page loader, when the settings call fails', () => {
  it('shows the back-end error toast when the settings call fails, and opens the shop anyway', async () => {
    await renderShop({
      storage: RETURNING,
      backend: { 'POST /back/setting/get/4': fail(500, 'Ошибка базы данных') },
    });
    expect(await screen.findByText(BACKEND_ERROR)).toBeInTheDocument();
    await waitFor(() => expect(loader()).toBeNull());
    expect(screen.queryByText(MAINTENANCE)).toBeNull();
  });

  it('also treats a network failure of the settings call as a back-end error', async () => {
    await renderShop({ storage: RETURNING, backend: { 'POST /back/setting/get/4': new Error('offline') } });
    expect(await screen.findByText(BACKEND_ERROR)).toBeInTheDocument();
  });
});
