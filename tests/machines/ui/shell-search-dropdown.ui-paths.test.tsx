import { act, fireEvent, screen, within } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';
import { searchDropdownMachine, type SearchHit } from '../../../machines/shell/search-dropdown.machine';
import { networkError, type Reply } from '../../web/helpers/fake-backend';
import { renderShop, RETURNING } from '../../web/helpers/render-shop';
import { found } from '../../web/search-fixtures';
import { describeUiPaths } from '../harness/ui-paths';

// The search dropdown's paths, followed in the header: the text is typed (one change event per example text), the
// search answers when the path says so, and time moves only when the path says `after 100 ms` (fake timers), so
// "not searched yet at 99 ms" is exact. The cover is chosen among paths of up to four steps, which take every transition.

type Run = Awaited<ReturnType<typeof renderShop>> & { replies: ((reply: Reply) => void)[]; asked: string[] };

const HITS: SearchHit[] = [
  { product_id: 21, href: '/krem-21' },
  { product_id: 22, href: '/krem-22' },
];

const field = () => screen.getByRole('combobox', { name: 'Поиск по сайту' });
const dropdown = () => screen.queryByRole('listbox', { name: /Результаты поиска|Нет результатов поиска/ });
/** What the path typed last (`search.input {"value":"крем"}`). */
const lastTyped = (labels: string[]) => {
  const label = labels.filter((l) => l.startsWith('search.input ')).at(-1);
  return label ? (JSON.parse(label.slice('search.input '.length)) as { value: string }).value : '';
};
const flush = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)));

await describeUiPaths<Run>(searchDropdownMachine, {
  model: {
    inputs: { elsewhere: { onSearchPage: false }, 'on /search': { onSearchPage: true } },
    events: {
      'search.input': ['к', 'крем', 'крэм'].map((value) => ({ type: 'search.input', value })),
      'search.move': [{ type: 'search.move', step: 1 } as never],
      'search.choose': [{ type: 'search.choose', index: 1 } as never],
    },
    actors: { searchProducts: { done: [HITS, []], error: [networkError()] } },
    // Route changes are the app's own doing (shopAt /search is covered by the 'on /search' input).
    withoutEvents: ['search.route'],
  },
  only: (p) => p.path.steps.length <= 5,
  start: async (input) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    onTestFinished(() => {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    });
    const replies: ((reply: Reply) => void)[] = [];
    const asked: string[] = [];
    const { onSearchPage } = input as { onSearchPage: boolean };
    const shop = await renderShop({
      path: onSearchPage ? '/search' : '/faq',
      storage: RETURNING,
      backend: {
        'POST /back/faq/list': { status: 200, body: { result: 'success', data: [] } },
        ...Object.fromEntries(
          ['к', 'крем', 'крэм'].map((q) => [
            `GET /cms/index.php?route=module/isearch/ajaxget&k=${encodeURIComponent(q)}`,
            () => {
              asked.push(q);
              return new Promise<Reply>((resolve) => replies.push(resolve));
            },
          ]),
        ),
      },
    });
    await flush();
    return { ...shop, replies, asked };
  },
  perform: async (run, { kind, event, delayMs, output, error }) => {
    if (kind === 'done' || kind === 'error') {
      const send = run.replies.pop();
      if (!send) throw new Error('the dropdown has not searched');
      const hits = (output ?? []) as SearchHit[];
      send(
        kind === 'done'
          ? {
              status: 200,
              body: {
                result: 'success',
                data: hits.map((h) => ({ ...found(h.product_id, `Крем ${h.product_id}`), href: h.href })),
              },
            }
          : (error as Reply),
      );
      return flush();
    }
    if (kind === 'after') {
      const before = run.asked.length;
      await act(async () => void (await vi.advanceTimersByTimeAsync(delayMs! - 1)));
      expect(run.asked).toHaveLength(before);
      await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
      return;
    }
    const e = event as { type: string; value?: string };
    await act(async () => {
      if (e.type === 'search.input') fireEvent.change(field(), { target: { value: e.value } });
      else if (e.type === 'search.focus') fireEvent.focus(field());
      else if (e.type === 'search.close') fireEvent.blur(field());
      else if (e.type === 'search.move') fireEvent.keyDown(field(), { key: 'ArrowDown' });
      else if (e.type === 'search.submit') fireEvent.submit(field().closest('form')!);
      else if (e.type === 'search.choose') fireEvent.click(within(dropdown()!).getAllByRole('option')[1]);
      else if (e.type === 'search.showAll') fireEvent.click(screen.getByRole('button', { name: 'Показать все' }));
      else throw new Error(`no user action for ${e.type}`);
    });
    return flush();
  },
  see: {
    closed: (run) => {
      expect(dropdown()).toBeNull();
      expect(field()).toHaveAttribute('aria-expanded', 'false');
      // Opening a product or /search happened through the router.
      expect(['/faq', '/search', '/krem-21', '/krem-22']).toContain(run.router.state.location.pathname);
    },
    'open.debouncing': (run, { labels }) => {
      // The text shows at once; the search waits for the pause (one search per pause so far).
      expect(field()).toHaveValue(lastTyped(labels));
      expect(run.asked).toHaveLength(labels.filter((l) => l === 'after 100 ms').length);
    },
    'open.searching': (run, { labels }) => {
      // The search asked for exactly the text as it stood when typing paused; nothing is shown for it yet.
      expect(run.asked).toHaveLength(labels.filter((l) => l === 'after 100 ms').length);
      expect(run.asked.at(-1)).toBe(lastTyped(labels));
    },
    'open.shown': (_run, { happened }) => {
      const list = dropdown()!;
      expect(list).not.toBeNull();
      expect(field()).toHaveAttribute('aria-expanded', 'true');
      const options = within(list).queryAllByRole('option');
      if (options.length === 0) {
        expect(screen.getByText('Нет результатов поиска')).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Показать все' })).toBeNull();
      } else {
        expect(happened(`done: searchProducts (output ${JSON.stringify(HITS)})`)).toBe(true);
        expect(options.map((o) => o.textContent)).toEqual([
          expect.stringContaining('Крем 21'),
          expect.stringContaining('Крем 22'),
        ]);
        expect(screen.getByRole('button', { name: 'Показать все' })).toBeInTheDocument();
      }
    },
  },
});
