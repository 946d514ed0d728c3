import { menuMachine } from '../../machines/shell/menu.machine';
import { describePathTests } from './harness/path-model';

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
