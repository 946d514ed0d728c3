import { act, screen } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';
import { loaderMachine } from '../../../machines/shell/loader.machine';
import { fail, type Reply, setting } from '../../web/helpers/fake-backend';
import { renderShop, RETURNING } from '../../web/helpers/render-shop';
import { describeUiPaths } from '../harness/ui-paths';

// The full-page loader's paths, followed in the shop: the maintenance answer (setting 4) arrives when the path says
// so, and time moves only when the path says `after …` (fake timers), so "still there at 99 ms" is exact; under
// maintenance the page asks again after 30 s.

const MAINTENANCE = 'Ведутся технические работы, попробуйте обновить через несколько минут.';
const BACKEND_ERROR = 'Произошла ошибка back-end, обратитесь к разработчику сайта.';
const SETTINGS_CALL = 'POST /back/setting/get/4';

/** The loader: the status region over the page, showing either the spinner's label or the maintenance text. */
const loader = () =>
  screen
    .queryAllByRole('status')
    .find((el) => /Загрузка магазина|Ведутся технические работы/.test(el.textContent ?? '')) ?? null;

type Run = Awaited<ReturnType<typeof renderShop>> & { replies: ((reply: Reply) => void)[] };

/** Lets promises and zero-delay work run without moving the clock. */
const flush = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)));

await describeUiPaths<Run>(loaderMachine, {
  model: {
    actors: { checkMaintenance: { done: [true, false], error: [fail(500, 'Ошибка базы данных')] } },
  },
  start: async () => {
    // Only timeouts are faked; Testing Library advances them through a `jest` global (as in tests/web).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    onTestFinished(() => {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    });
    const replies: ((reply: Reply) => void)[] = [];
    const shop = await renderShop({
      storage: RETURNING,
      backend: { [SETTINGS_CALL]: () => new Promise<Reply>((resolve) => replies.push(resolve)) },
    });
    await flush();
    return { ...shop, replies };
  },
  perform: async (run, { kind, event, delayMs, output, error }) => {
    if (kind === 'done' || kind === 'error') {
      const send = run.replies.shift();
      if (!send) throw new Error('the shop has not asked whether maintenance is on');
      send(kind === 'done' ? setting(output ? '1' : '0') : (error as Reply));
      await flush();
      // The toaster renders on a later turn of the event loop; on a busy machine that can take more than one. Give it
      // real turns (setImmediate is not faked), never fake time: the loader's delays must not move here. 200 turns were
      // not enough on a CI machine running the browser tests beside it; a turn costs microseconds when nothing waits.
      for (let turn = 0; kind === 'error' && turn < 5000 && !screen.queryByText(BACKEND_ERROR); turn++) {
        await act(async () => void (await new Promise<void>((resolve) => setImmediate(resolve))));
      }
      return;
    }
    if (kind === 'after') {
      // Up to 1 ms before the delay nothing changes; then it does.
      await act(async () => void (await vi.advanceTimersByTimeAsync(delayMs! - 1)));
      expect(loader()).not.toBeNull();
      await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
      return;
    }
    throw new Error(`no user action for ${event.type}`);
  },
  see: {
    checking: (run) => {
      expect(run.calls).toContain(SETTINGS_CALL);
      expect(loader()).toHaveAttribute('aria-busy', 'true');
      expect(loader()).toHaveTextContent('Загрузка магазина');
      expect(loader()).toHaveStyle({ opacity: '1' });
    },
    maintenance: () => {
      expect(loader()).toHaveTextContent(MAINTENANCE);
      expect(loader()).toHaveAttribute('aria-busy', 'false');
      expect(loader()).toHaveStyle({ opacity: '1' });
      expect(screen.queryByText(BACKEND_ERROR)).toBeNull();
    },
    waiting: (_run, { happened }) => {
      expect(loader()).toHaveAttribute('aria-busy', 'false');
      expect(loader()).toHaveStyle({ opacity: '1' });
      expect(loader()).not.toHaveTextContent(MAINTENANCE);
      // The back-end error toast shows exactly on the error path.
      if (happened('error: checkMaintenance')) expect(screen.getByText(BACKEND_ERROR)).toBeInTheDocument();
      else expect(screen.queryByText(BACKEND_ERROR)).toBeNull();
    },
    fading: () => {
      expect(loader()).toHaveStyle({ opacity: '0' });
      expect(loader()).not.toHaveTextContent(MAINTENANCE);
    },
    hidden: () => {
      expect(loader()).toBeNull();
      expect(screen.queryByText(MAINTENANCE)).toBeNull();
    },
  },
});
