import { screen, within } from '@testing-library/react';
import { menuMachine } from '../../../machines/shell/menu.machine';
import { renderShop, RETURNING } from '../../web/helpers/render-shop';
import { describeUiPaths } from '../harness/ui-paths';

// The burger menu's paths on a phone-sized screen (below 975 px): the burger opens and closes it; a click outside it,
// a link in it (and Escape) close it. The paths that close it run once per way of closing.

type Run = Awaited<ReturnType<typeof renderShop>>;
type Gesture = (run: Run) => Promise<void>;

const burger = () => screen.getByRole('button', { name: /^(Открыть|Закрыть) меню$/ });
const mainMenu = () => screen.queryByRole('navigation', { name: 'Главное меню' });

const gestures: Record<string, Gesture> = {
  'a click outside it': (run) => run.user.click(screen.getByRole('main')),
  'a link in it': (run) => run.user.click(within(mainMenu()!).getByRole('link', { name: 'Кремы' })),
  Escape: (run) => run.user.keyboard('{Escape}'),
};

const viewport = (width: number) =>
  (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM.setViewport(
    { width, height: 800 },
  );
beforeAll(() => viewport(390));
afterAll(() => viewport(1024));

for (const [variant, close] of Object.entries(gestures)) {
  await describeUiPaths<Run>(menuMachine, {
    model: {},
    variant: `closed by ${variant}`,
    // The first gesture runs every path; the others only the paths that close the menu.
    only: (p) => variant === 'a click outside it' || p.path.steps.some((s) => s.event.type === 'menu.close'),
    start: () => renderShop({ storage: RETURNING }),
    perform: async (run, { event }) => {
      if (event.type === 'menu.toggle') return run.user.click(burger());
      if (event.type === 'menu.close') return close(run);
      throw new Error(`no user action for ${event.type}`);
    },
    see: {
      closed: () => {
        expect(burger()).toHaveAccessibleName('Открыть меню');
        expect(burger()).toHaveAttribute('aria-expanded', 'false');
        expect(mainMenu()).toBeNull();
      },
      open: () => {
        expect(burger()).toHaveAccessibleName('Закрыть меню');
        expect(burger()).toHaveAttribute('aria-expanded', 'true');
        expect(within(mainMenu()!).getByRole('link', { name: 'Кремы' })).toBeVisible();
      },
    },
  });
}
