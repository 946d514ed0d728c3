import { act, screen, waitFor, within } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';
import { cookieNoticeMachine } from '../../../machines/shell/cookie-notice.machine';
import { STORAGE_KEY } from '../../../src/domain/constants';
import { homeBackend } from '../../web/helpers/content-backend';
import { networkError, type Reply, setting } from '../../web/helpers/fake-backend';
import { COOKIE_TEXT, renderShop, RETURNING } from '../../web/helpers/render-shop';
import { describeUiPaths } from '../harness/ui-paths';

// The cookie notice's paths, followed in the shop: the text arrives from the server (setting 3) when the path says
// so, and the shopper presses 'Ок' or the close button. Each state is checked by what the shopper sees.

const NOTICE = 'Уведомление об использовании cookie';
const TEXT_CALL = 'POST /back/setting/get/3';
const notice = () => screen.queryByRole('region', { name: NOTICE });

type Run = Awaited<ReturnType<typeof renderShop>> & {
  replies: ((reply: Reply) => void)[];
  consoleError: ReturnType<typeof vi.spyOn>;
};

/** Answers the pending request for the cookie text, and lets the shop react. */
async function reply(run: Run, answer: Reply) {
  const send = run.replies.shift();
  if (!send) throw new Error('the shop has not asked for the cookie text');
  await act(async () => {
    send(answer);
    await new Promise((r) => setTimeout(r, 0));
  });
}

await describeUiPaths<Run>(cookieNoticeMachine, {
  model: {
    inputs: { 'not accepted yet': { accepted: false }, 'accepted earlier': { accepted: true } },
    actors: { loadCookieText: { done: ['', `<p>${COOKIE_TEXT}</p>`], error: [networkError()] } },
  },
  start: async (input) => {
    const { accepted } = input as { accepted: boolean };
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    onTestFinished(() => consoleError.mockRestore());
    const replies: ((reply: Reply) => void)[] = [];
    const shop = await renderShop({
      storage: accepted ? { ...RETURNING, [STORAGE_KEY.COOKIE_WARNING]: 'true' } : RETURNING,
      // The home page's blocks answer as on a working server, so any alert seen is the notice's own doing.
      backend: { ...homeBackend(), [TEXT_CALL]: () => new Promise<Reply>((resolve) => replies.push(resolve)) },
    });
    return { ...shop, replies, consoleError };
  },
  perform: async (run, { kind, event, output, error }) => {
    if (kind === 'done') return reply(run, setting(output as string));
    if (kind === 'error') return reply(run, error as Error);
    const buttons = within(notice()!);
    if (event.type === 'cookie.accept') return run.user.click(buttons.getByRole('button', { name: 'Ок' }));
    if (event.type === 'cookie.close') return run.user.click(buttons.getByRole('button', { name: 'Закрыть' }));
    throw new Error(`no user action for ${event.type}`);
  },
  see: {
    loading: (run) => {
      // The shop asked for the text and shows nothing until it comes.
      expect(run.calls).toContain(TEXT_CALL);
      expect(notice()).toBeNull();
    },
    visible: async () => {
      const region = await screen.findByRole('region', { name: NOTICE });
      expect(region).toHaveTextContent(COOKIE_TEXT);
      expect(within(region).getByRole('button', { name: 'Ок' })).toBeVisible();
      expect(within(region).getByRole('button', { name: 'Закрыть' })).toBeVisible();
      expect(localStorage.getItem(STORAGE_KEY.COOKIE_WARNING)).toBeNull();
    },
    hidden: async (run, { input, happened }) => {
      await waitFor(() => expect(notice()).toBeNull());
      const { accepted } = input as { accepted: boolean };
      // Remembered only through 'Ок' (now or earlier); the close button hides it for this visit only.
      expect(localStorage.getItem(STORAGE_KEY.COOKIE_WARNING)).toBe(
        accepted || happened('cookie.accept') ? 'true' : null,
      );
      // Someone who accepted earlier never waits for the text; a failed load goes to the console only.
      expect(run.calls.includes(TEXT_CALL)).toBe(!accepted);
      expect(run.consoleError).toHaveBeenCalledTimes(happened('error: loadCookieText') ? 1 : 0);
      expect(screen.queryByRole('alert')).toBeNull();
    },
  },
});
