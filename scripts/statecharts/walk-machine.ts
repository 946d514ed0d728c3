import type { AnyStateMachine, StateNode, TransitionDefinition } from 'xstate';

/**
 * Walks an XState v5 machine (`machine.root`) into plain lists of states and transitions.
 *
 * One walker feeds the diagrams (`npm run docs`), the path-coverage report (`npm run test:paths`) and the path-test
 * harness, so "all states" and "all transitions" mean the same thing everywhere. No maintained package does this for
 * v5. Order follows the machine config (object key order), so everything built on it is deterministic.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyStateNode = StateNode<any, any, any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTransition = TransitionDefinition<any, any, any>;

export type TransitionKind = 'event' | 'always' | 'after' | 'done' | 'error' | 'state-done';

export interface WalkedState {
  /** The state node id, e.g. `cookieNotice.visible`; unique in the machine. */
  id: string;
  /** Keys from the root, e.g. `['checkout', 'step1']`. */
  path: string[];
  node: AnyStateNode;
}

export interface WalkedTransition {
  /** Stable key `<source id>|<event type>|<index>` (event type '' for `always`); survives `machine.provide()`. */
  key: string;
  kind: TransitionKind;
  source: AnyStateNode;
  /** Empty for a targetless (internal) transition. */
  targets: AnyStateNode[];
  eventType: string;
  /** `EVENT [guard]`, `after 100 ms`, `always`, `done: actor`, `error: actor`. */
  trigger: string;
  guard: string | undefined;
  /** Named actions (built-ins such as assign are left out). */
  actions: string[];
  /** For `after`: the delay as configured (ms, a delay name, or a function). */
  delay: unknown;
  /** For `after`: the delay in ms when it is a number (named delays resolved), undefined when computed. */
  delayMs: number | undefined;
  /** For `done` / `error`: the invoked actor's src. */
  actor: string | undefined;
  definition: AnyTransition;
}

export interface WalkedInvoke {
  id: string;
  src: string;
  node: AnyStateNode;
}

export interface WalkedMachine {
  states: WalkedState[];
  transitions: WalkedTransition[];
  invokes: WalkedInvoke[];
}

export function walkMachine(machine: AnyStateMachine): WalkedMachine {
  const states: WalkedState[] = [];
  const transitions: WalkedTransition[] = [];
  const invokes: WalkedInvoke[] = [];
  const delays = (machine.implementations?.delays ?? {}) as Record<string, unknown>;

  const visit = (node: AnyStateNode): void => {
    if (node !== machine.root) states.push({ id: node.id, path: node.path, node });
    for (const inv of node.invoke) invokes.push({ id: inv.id, src: actorName(inv.src, inv.id), node });
    for (const [eventType, list] of node.transitions) {
      list.forEach((t, index) => transitions.push(describe(node, t, eventType, index)));
    }
    (node.always ?? []).forEach((t, index) => transitions.push(describe(node, t, '', index)));
    for (const child of Object.values(node.states)) visit(child);
  };

  const describe = (source: AnyStateNode, t: AnyTransition, eventType: string, index: number): WalkedTransition => {
    let kind: TransitionKind = 'event';
    let trigger = eventType;
    let delay: unknown;
    let delayMs: number | undefined;
    let actor: string | undefined;
    const invokeOf = (prefix: string) => {
      const id = eventType.slice(prefix.length);
      const inv = machineInvokes(machine).find((i) => i.id === id);
      return inv ? actorName(inv.src, inv.id) : id;
    };
    if (eventType === '') {
      kind = 'always';
      trigger = 'always';
    } else if (eventType.startsWith('xstate.after.')) {
      kind = 'after';
      delay = (t as { delay?: unknown }).delay;
      const resolved = typeof delay === 'string' ? delays[delay] : delay;
      delayMs = typeof resolved === 'number' ? resolved : undefined;
      trigger = `after ${delayMs === undefined ? String(delay) : formatDelay(delayMs)}`;
    } else if (eventType.startsWith('xstate.done.actor.')) {
      kind = 'done';
      actor = invokeOf('xstate.done.actor.');
      trigger = `done: ${actor}`;
    } else if (eventType.startsWith('xstate.error.actor.')) {
      kind = 'error';
      actor = invokeOf('xstate.error.actor.');
      trigger = `error: ${actor}`;
    } else if (eventType.startsWith('xstate.done.state.')) {
      kind = 'state-done';
      trigger = 'onDone';
    }
    return {
      key: transitionKey(source.id, eventType, index),
      kind,
      source,
      targets: [...(t.target ?? [])],
      eventType,
      trigger,
      guard: t.guard === undefined ? undefined : guardName(t.guard),
      actions: actionNames(t.actions),
      delay,
      delayMs,
      actor,
      definition: t,
    };
  };

  visit(machine.root);
  return { states, transitions, invokes };
}

export function transitionKey(sourceId: string, eventType: string | null | undefined, index: number): string {
  return `${sourceId}|${eventType ?? ''}|${index}`;
}

/** The key of a transition definition taken at run time (an inspection microstep's `_transitions`). */
export function keyOfTakenTransition(t: AnyTransition): string {
  const source = t.source as AnyStateNode;
  const eventType = t.eventType as string;
  const list = eventType ? (source.transitions.get(eventType) ?? []) : (source.always ?? []);
  return transitionKey(source.id, eventType, list.indexOf(t));
}

export function formatDelay(ms: number): string {
  return ms >= 1000 && ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

function machineInvokes(machine: AnyStateMachine): { id: string; src: unknown }[] {
  const all: { id: string; src: unknown }[] = [];
  const visit = (node: AnyStateNode) => {
    all.push(...node.invoke);
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root);
  return all;
}

function actorName(src: unknown, id: string): string {
  return typeof src === 'string' ? src : id;
}

/** `name`, `!name`, `a && b`, `a || b`; inline functions cannot be named, so they say so. */
export function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const fn = guard as { name?: string; guards?: unknown[] };
    if (Array.isArray(fn.guards)) {
      const parts = fn.guards.map(guardName);
      if (fn.name === 'not') return `!${parts[0]}`;
      return parts.join(fn.name === 'or' ? ' || ' : ' && ');
    }
    return 'inline guard';
  }
  if (guard && typeof guard === 'object' && 'type' in guard) return String(guard.type);
  return 'inline guard';
}

export function actionNames(actions: readonly unknown[] | undefined): string[] {
  return (actions ?? []).flatMap((a) => {
    // Named actions are strings or `{ type, params }`; built-ins (assign, raise…) are functions typed `xstate.*`.
    const typed = (typeof a === 'object' || typeof a === 'function') && a !== null && 'type' in a;
    const name = typeof a === 'string' ? a : typed ? String(a.type) : undefined;
    return name && !name.startsWith('xstate.') ? [name] : [];
  });
}
