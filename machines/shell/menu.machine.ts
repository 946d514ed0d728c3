import { setup } from 'xstate';

/**
 * The burger menu below 975 px (product §2 "Shell", §4 "Menu toggles"): the burger button toggles it; a link click or a
 * click outside closes it.
 */

export type MenuEvent = { type: 'menu.toggle' } | { type: 'menu.close' };

export const menuMachine = setup({
  types: {
    events: {} as MenuEvent,
  },
}).createMachine({
  id: 'menu',
  initial: 'closed',
  states: {
    closed: {
      on: { 'menu.toggle': 'open' },
    },
    open: {
      on: { 'menu.toggle': 'closed', 'menu.close': 'closed' },
    },
  },
});
