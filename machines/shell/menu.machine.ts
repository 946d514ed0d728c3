import { setup } from 'xstate';

/**
 * The burger menu below 975 px (product §2 "Shell", §4 "Menu toggles"): the burger button toggles it; a link click or a
 * click outside closes it.
 */

export type MenuEvent = { type: 'menu.toggle' } | { type: 'menu.close' };

// Stryker disable next-line ObjectLiteral: setup() is given types only, which exist for TypeScript alone
export const menuMachine = setup({
  types: {
    events: {} as MenuEvent,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
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
