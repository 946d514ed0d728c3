import { menuMachine } from '../../machines/shell/menu.machine';
import { describePathTests } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of the burger menu (product §2 "Shell", §4 "Menu toggles"): the burger toggles it; a link click or a click
// outside closes it.

/** Open exactly when the burger was pressed an odd number of times since the last close. */
const togglesSinceClose = (types: string[]) =>
  types.slice(types.lastIndexOf('menu.close') + 1).filter((t) => t === 'menu.toggle').length;

await describePathTests(menuMachine, {
  states: {
    closed: ({ snapshot, events }) => {
      expect(togglesSinceClose(events.map((e) => e.type)) % 2).toBe(0);
      expect(snapshot.can({ type: 'menu.toggle' })).toBe(true);
      // Nothing to close: a click outside changes nothing.
      expect(snapshot.can({ type: 'menu.close' })).toBe(false);
    },
    open: ({ snapshot, events }) => {
      expect(togglesSinceClose(events.map((e) => e.type)) % 2).toBe(1);
      expect(snapshot.can({ type: 'menu.close' })).toBe(true);
    },
  },
});

describe('menu examples (product §2 "a burger opens the menu as an overlay that closes on a link or a click outside")', () => {
  it('opens and closes with the burger, and closes on a link or a click outside', async () => {
    const table: [string[], string][] = [
      [[], 'closed'],
      [['menu.toggle'], 'open'],
      [['menu.toggle', 'menu.toggle'], 'closed'],
      [['menu.toggle', 'menu.close'], 'closed'],
      [['menu.close'], 'closed'],
      [['menu.toggle', 'menu.close', 'menu.toggle'], 'open'],
    ];
    for (const [types, state] of table) {
      const run = await startScenario(menuMachine);
      for (const type of types) await run.send({ type: type as 'menu.toggle' | 'menu.close' });
      expect(run.value, types.join(' → ')).toBe(state);
    }
  });
});
