import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serializeSnapshot, TestModel, type TestPath } from '@xstate/graph';
import {
  __unsafe_getAllOwnEventDescriptors as ownEventTypes,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type ContextFrom,
  createActor,
  type EventObject,
  fromPromise,
  type InputFrom,
  type InspectionEvent,
  SimulatedClock,
} from 'xstate';
import { afterAll, describe, expect, it, type Mock, vi } from 'vitest';
import { machineNameOf } from '../../../scripts/statecharts/discover-machines';
import {
  type AnyStateNode,
  keyOfTakenTransition,
  type WalkedMachine,
  walkMachine,
} from '../../../scripts/statecharts/walk-machine';

/**
 * Model-based path tests for every machine in machines/ (`@xstate/graph`).
 *
 * THE PATTERN (follow it for every new machine: tests/machines/<name>.paths.test.ts, <name> as in docs/statecharts/)
 *
 *   await describePathTests(checkoutMachine, {
 *     inputs: { guest: { … }, 'logged in': { … } },          // optional: one set of paths per input
 *     events: { 'checkout.zone.choose': [{ type: 'checkout.zone.choose', zoneId: 3 }] },  // payload examples
 *     actors: { submitOrder: { done: [{ orderId: 7 }], error: [new Error('Network Error')] } },
 *     states: {                                              // one check per leaf state: what the state MEANS
 *       'step1.editing': ({ context, happened, actions }) => { … expect(…) … },
 *     },
 *   });
 *
 * - The machine itself is the model. Invoked promise actors and delays are ordinary model events:
 *   `xstate.done.actor.<invoke id>` (one per example output in `actors[src].done`), `xstate.error.actor.<invoke id>`
 *   (one per example in `actors[src].error`) and `xstate.after.<delay>.<state id>`. Every example becomes its own
 *   branch of the graph, so a guard on the output (`textIsEmpty`) gets both its paths.
 * - The system under test is a real actor of the same machine, `.provide()`d with test doubles: each invoked actor is
 *   a `fromPromise` that stays pending until the path says `done: x` / `error: x` (then it resolves with the example
 *   output, or rejects); delays run on a SimulatedClock that the path moves forward by the delay (no real timers);
 *   each named action (not built-ins such as assign) is wrapped in a `vi.fn` spy, so a check can say that
 *   `storeAcceptance` ran exactly when the notice was accepted. No network, no waiting: a path runs in milliseconds.
 * - After every step the actor's state value, context and status must equal the model's, and the checks in `states`
 *   for the active states run; a leaf state without a check fails the path (reaching a state is not enough).
 * - Paths: among the shortest paths to every (state, arriving transition) pair, the fewest that still take every
 *   transition (each guard branch and example payload apart) and reach every state value from every input: a greedy
 *   set cover (`generatePaths`). Give `serializeState` to fold unbounded context into a finite graph; the folded
 *   states it tells apart are then covered too ("the context that matters").
 * - Coverage (`npm run test:paths`) is read from the actor's own inspection events (microsteps and the transitions
 *   they took), so it counts what the tests really ran, `always` transitions and transient states included.
 *
 * `createTestModel` (3.0.4) refuses machines with `invoke` or `after` ("Invocations on test machines are not
 * supported"), which is nearly every machine of the shop, so the model is built like `createTestModel` builds it
 * (`new TestModel(machine, …)`, same serialisation) without that check, with the actors and delays as model events.
 */

/** Most steps the graph traversal may take for one machine and input. */
const TRAVERSAL_LIMIT = 200_000;

type Input = unknown;

export interface ActorExamples {
  /** Outputs the actor may resolve with; each is a model event `done: <src>`. */
  done?: unknown[];
  /** Errors it may reject with; each is a model event `error: <src>`. */
  error?: unknown[];
}

/** What a state's check is given; typed by the machine under test (`StateCheckArgs<typeof cartMachine>`). */
export interface StateCheckArgs<TMachine extends AnyStateMachine> {
  /** The running actor's snapshot (the system under test). */
  snapshot: AnyMachineSnapshot;
  context: ContextFrom<TMachine>;
  input: InputFrom<TMachine>;
  /** Model events taken so far on this path, without `xstate.init`. */
  events: EventObject[];
  /** Readable labels of those events: `cookie.accept`, `done: loadCookieText`, `after 100 ms`… */
  labels: string[];
  /** Whether an event type or label occurred on this path so far. */
  happened(typeOrLabel: string): boolean;
  /** How many times. */
  count(typeOrLabel: string): number;
  /** `vi.fn` spies of the machine's named actions. */
  actions: Record<string, Mock>;
  /** The input each invoked actor double was started with, per src, in order. */
  invoked: Record<string, unknown[]>;
}

export interface PathModelConfig<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** Labelled machine inputs; each one gets its own paths. Default: no input. */
  inputs?: Record<string, InputFrom<TMachine>>;
  /** Example events (with payloads) per event type; an event type not listed is sent as `{ type }`. */
  events?: Record<string, EventObject[]>;
  /** Example outputs and errors per invoked actor src. Required for every actor the machine invokes. */
  actors?: Record<string, ActorExamples>;
  /** Checks per state (dot path, e.g. `visible` or `form.email.valid`); every leaf state needs one. */
  states: Record<string, (args: StateCheckArgs<TMachine>) => void>;
  /** Guards/delays/actions to replace in the model and the actor alike (rarely needed). */
  provide?: Parameters<AnyStateMachine['provide']>[0];
  /** Folds a snapshot to a finite key when context is unbounded. */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
  /** Event types left out of the model, e.g. for UI paths: events no user action can cause there. */
  withoutEvents?: string[];
  /**
   * The only event types the model sends (the invoked actors' replies and delays still come): a second, smaller model
   * of a machine for an event whose context would multiply the whole graph, such as a record of the last one seen.
   */
  onlyEvents?: string[];
  /** Names that second model in the test titles (`<machine>: <title>`); both add up to the machine's coverage. */
  title?: string;
}

export interface ModelPath {
  description: string;
  input: Input;
  path: TestPath<AnyMachineSnapshot, EventObject>;
}

export interface PathCoverage {
  states: Set<string>;
  transitions: Set<string>;
}

/** Readable label of a model event, matching the diagrams' wording. */
export function eventLabel(event: EventObject, walked: WalkedMachine): string {
  const { type, ...payload } = event as EventObject & Record<string, unknown>;
  const t = walked.transitions.find((x) => x.eventType === type);
  if (t?.kind === 'done') return `done: ${t.actor} (output ${JSON.stringify(payload.output) ?? 'undefined'})`;
  if (t?.kind === 'error') {
    const { error } = payload;
    return `error: ${t.actor} (${error instanceof Error ? String(error) : JSON.stringify(error)})`;
  }
  if (t?.kind === 'after') return t.trigger;
  return Object.keys(payload).length ? `${type} ${JSON.stringify(payload)}` : type;
}

/** Every name a check may use for an event: its type, its diagram trigger (`done: x`) and its full label. */
export function eventNames(event: EventObject, walked: WalkedMachine): Set<string> {
  const t = walked.transitions.find((x) => x.eventType === event.type);
  return new Set([event.type, t?.trigger ?? event.type, eventLabel(event, walked)]);
}

export function leafPaths(snapshot: AnyMachineSnapshot): string[] {
  return (snapshot._nodes as AnyStateNode[])
    .filter((n) => n.type === 'atomic' || n.type === 'final')
    .map((n) => n.path.join('.'));
}

/**
 * Generates the paths of a machine: the shortest path to every vertex (a state plus the transition that reached it),
 * narrowed by `only` (paths a UI can follow), then a greedy cover of them: the fewest paths that together take every
 * transition the candidates take (each guarded branch and example payload counted apart), reach every state value
 * and start from every input. Longer paths that combine transitions already taken add nothing, so they go.
 */
export function generatePaths(
  machine: AnyStateMachine,
  config: PathModelConfig,
  only: (p: ModelPath) => boolean = () => true,
): ModelPath[] {
  const model = config.provide ? machine.provide(config.provide) : machine;
  const walked = walkMachine(model);
  const srcOfInvoke = new Map(walked.invokes.map((i) => [i.id, i.src]));
  const examples = (type: string): EventObject[] => {
    for (const [prefix, kind] of [
      ['xstate.done.actor.', 'done'],
      ['xstate.error.actor.', 'error'],
    ] as const) {
      if (!type.startsWith(prefix)) continue;
      const src = srcOfInvoke.get(type.slice(prefix.length)) ?? type.slice(prefix.length);
      const list = config.actors?.[src]?.[kind];
      if (!list?.length) {
        throw new Error(
          `Path model of "${machine.id}": give example ${kind === 'done' ? 'outputs' : 'errors'} for actor "${src}" (actors.${src}.${kind})`,
        );
      }
      return list.map((value) => (kind === 'done' ? { type, output: value } : { type, error: value }));
    }
    return config.events?.[type] ?? [{ type }];
  };
  const fold = config.serializeState ?? ((s: AnyMachineSnapshot) => serializeSnapshot(s));
  const modelEvents = (snapshot: AnyMachineSnapshot): EventObject[] =>
    ownEventTypes(snapshot)
      // A compound state's `done` is raised by the machine itself when its children finish; never sent from outside.
      .filter((type) => !type.startsWith('xstate.done.state.') && !config.withoutEvents?.includes(type))
      .filter((type) => !config.onlyEvents || type.startsWith('xstate.') || config.onlyEvents.includes(type))
      .flatMap(examples)
      // Leave out events the current state ignores (a failing guard): they would only add no-op steps.
      .filter((event) => model.getTransitionData(snapshot, event).length > 0);

  const candidates: (ModelPath & { covers: Set<string> })[] = [];
  const inputs = config.inputs ?? { '': undefined };
  for (const [inputLabel, input] of Object.entries(inputs)) {
    const testModel = new TestModel(model, {
      events: modelEvents,
      input,
      // A bounded graph: the largest machine (checkout) takes about 50 000 steps. A change to a machine that makes its
      // state space unbounded then fails its tests at once instead of exploring forever.
      limit: TRAVERSAL_LIMIT,
      // As createTestModel does: a vertex is a snapshot plus the transition that reached it, so the shortest paths
      // take every transition (also targetless ones, which createTestModel's default would fold away).
      serializeState: (s, event, prev) =>
        `${fold(s as AnyMachineSnapshot)}${event ? ` via ${JSON.stringify(event)} from ${JSON.stringify(prev?.value)}` : ''}`,
    });
    for (const path of testModel.getShortestPaths() as TestPath<AnyMachineSnapshot, EventObject>[]) {
      const labels = path.steps.slice(1).map((s) => eventLabel(s.event, walked));
      const leaves = leafPaths(path.state).join(' + ');
      const via = labels.length ? ` via ${labels.join(' → ')}` : ' at start';
      const description = `${inputLabel ? `[${inputLabel}] ` : ''}reaches ${leaves}${via}`;
      const modelPath = { description, input, path };
      if (only(modelPath))
        candidates.push({ ...modelPath, covers: coverKeys(model, inputLabel, path, config.serializeState) });
    }
  }
  return greedyCover(candidates).map(({ description, input, path }) => ({ description, input, path }));
}

/**
 * What a path proves: the input it starts from, each transition it takes (source, event type and which of the
 * source's candidates the guards chose, plus the example payload that chose it), each state value it reaches, and,
 * when the model folds context (`serializeState`), each folded state.
 */
function coverKeys(
  model: AnyStateMachine,
  inputLabel: string,
  path: TestPath<AnyMachineSnapshot, EventObject>,
  fold?: (s: AnyMachineSnapshot) => string,
): Set<string> {
  const keys = new Set([`input ${inputLabel}`]);
  path.steps.forEach((step, i) => {
    const state = step.state;
    keys.add(`value ${JSON.stringify(state.value)}`);
    if (fold) keys.add(`folded ${fold(state)}`);
    if (i === 0) return;
    const before = path.steps[i - 1].state;
    const { type, ...payload } = step.event as EventObject & Record<string, unknown>;
    for (const t of model.getTransitionData(before, step.event)) {
      keys.add(`transition ${keyOfTakenTransition(t)} ${JSON.stringify(payload)}`);
    }
    keys.add(`step ${JSON.stringify(before.value)} ${type} ${JSON.stringify(state.value)}`);
  });
  return keys;
}

/** Picks paths until every key is covered, each time the one covering most keys not yet covered (shorter on ties). */
function greedyCover<T extends { covers: Set<string>; path: { steps: unknown[] } }>(candidates: T[]): T[] {
  const uncovered = new Set(candidates.flatMap((c) => [...c.covers]));
  const chosen: T[] = [];
  while (uncovered.size > 0) {
    let best: T | undefined;
    let bestGain = 0;
    for (const c of candidates) {
      let gain = 0;
      for (const k of c.covers) if (uncovered.has(k)) gain += 1;
      if (gain > bestGain || (gain === bestGain && gain > 0 && best && c.path.steps.length < best.path.steps.length)) {
        best = c;
        bestGain = gain;
      }
    }
    if (!best) break;
    for (const k of best.covers) uncovered.delete(k);
    chosen.push(best);
  }
  // In generation order, so test names read the same from one run to the next.
  return candidates.filter((c) => chosen.includes(c));
}

/**
 * Runs one model path against a real actor of the machine with test doubles, checking every state on the way.
 * Returns what it covered.
 */
export async function runPath(
  machine: AnyStateMachine,
  config: PathModelConfig,
  modelPath: ModelPath,
): Promise<PathCoverage> {
  const model = config.provide ? machine.provide(config.provide) : machine;
  const walked = walkMachine(model);
  const clock = new SimulatedClock();
  const pending: Record<string, { resolve(v: unknown): void; reject(e: unknown): void; signal: AbortSignal }[]> = {};
  const invoked: Record<string, unknown[]> = {};
  const srcs = [...new Set(walked.invokes.map((i) => i.src))];
  const actors = Object.fromEntries(
    srcs.map((src) => {
      invoked[src] = [];
      pending[src] = [];
      const double = fromPromise<unknown, unknown>(
        ({ input, signal }) =>
          new Promise((resolve, reject) => {
            invoked[src].push(input);
            pending[src].push({ resolve, reject, signal });
          }),
      );
      return [src, double];
    }),
  );
  const actions: Record<string, Mock> = {};
  const implementations = (model.implementations.actions ?? {}) as Record<string, unknown>;
  for (const [name, impl] of Object.entries(implementations)) {
    // Built-in actions (assign, raise, sendTo…) carry `resolve`; they are kept so context still changes.
    if (typeof impl === 'function' && !('resolve' in impl)) actions[name] = vi.fn(impl as (...a: unknown[]) => unknown);
  }

  const coverage: PathCoverage = { states: new Set(), transitions: new Set() };
  const inspect = (e: InspectionEvent) => {
    // Only the machine's own actor (no parent), not the doubles it invokes. The first microsteps (`always` out of a
    // transient initial state) are reported while createActor runs, before the actor is assigned anywhere.
    if ((e.actorRef as AnyActorRef & { _parent?: unknown })._parent) return;
    if (e.type === '@xstate.microstep') {
      for (const t of e._transitions) {
        coverage.transitions.add(keyOfTakenTransition(t));
        coverage.states.add((t.source as AnyStateNode).id);
        // A history state is never active itself: it is visited when a transition goes to it.
        for (const target of (t.target ?? []) as AnyStateNode[])
          if (target.type === 'history') coverage.states.add(target.id);
      }
    }
    if ('snapshot' in e && e.snapshot && '_nodes' in e.snapshot) {
      for (const n of (e.snapshot as AnyMachineSnapshot)._nodes) coverage.states.add(n.id);
    }
  };
  const sut = createActor(model.provide({ actors, actions } as never), { input: modelPath.input, clock, inspect });

  const taken: { event: EventObject; names: Set<string> }[] = [];
  const settle = () => new Promise((r) => setTimeout(r, 0));
  const takePending = (src: string) => {
    const live = pending[src].filter((p) => !p.signal.aborted);
    if (live.length !== 1) throw new Error(`expected one running "${src}", found ${live.length}`);
    pending[src] = [];
    return live[0];
  };
  const exec = async (event: EventObject) => {
    const t = walked.transitions.find((x) => x.eventType === event.type);
    if (event.type === 'xstate.init') {
      sut.start();
    } else if (t?.kind === 'done') {
      takePending(t.actor!).resolve((event as EventObject & { output: unknown }).output);
    } else if (t?.kind === 'error') {
      takePending(t.actor!).reject((event as EventObject & { error: unknown }).error);
    } else if (t?.kind === 'after') {
      clock.increment(delayOf(model, t.delay, sut.getSnapshot()));
    } else {
      sut.send(event);
    }
    await settle();
    if (event.type !== 'xstate.init') taken.push({ event, names: eventNames(event, walked) });
  };
  const check = (expected: AnyMachineSnapshot) => {
    const snapshot = sut.getSnapshot() as AnyMachineSnapshot;
    expect(snapshot.value, 'state of the running actor').toEqual(expected.value);
    expect(snapshot.context, 'context of the running actor').toEqual(expected.context);
    expect(snapshot.status, 'status of the running actor').toBe(expected.status);
    for (const leaf of leafPaths(expected)) {
      if (!config.states[leaf]) throw new Error(`State "${leaf}" has no check in states: say what being there means`);
    }
    const count = (x: string) => taken.filter((e) => e.names.has(x)).length;
    const args: StateCheckArgs<AnyStateMachine> = {
      snapshot,
      context: snapshot.context,
      input: modelPath.input,
      events: taken.map((e) => e.event),
      labels: taken.map((e) => eventLabel(e.event, walked)),
      happened: (x) => count(x) > 0,
      count,
      actions,
      invoked,
    };
    for (const [key, fn] of Object.entries(config.states)) if (snapshot.matches(key)) fn(args);
  };
  const executors = Object.fromEntries(
    modelPath.path.steps.map((s) => [s.event.type, (step: { event: EventObject }) => exec(step.event)]),
  );
  try {
    await modelPath.path.test({ events: executors, states: { '*': (state) => check(state) } });
  } finally {
    sut.stop();
  }
  return coverage;
}

function delayOf(machine: AnyStateMachine, delay: unknown, snapshot: AnyMachineSnapshot): number {
  const named = typeof delay === 'string' ? (machine.implementations.delays as Record<string, unknown>)[delay] : delay;
  const value =
    typeof named === 'function' ? named({ context: snapshot.context, event: { type: 'xstate.after' } }) : named;
  if (typeof value !== 'number') throw new Error(`cannot resolve delay ${String(delay)}`);
  return value;
}

/** Where `npm run test:paths` collects what the path tests covered (unset: nothing is written). */
export const COVERAGE_DIR_ENV = 'STATECHART_PATH_COVERAGE_DIR';

/**
 * Declares the path tests of one machine: `describe(<machine name>)` with one `it(<path>)` per generated path, and
 * records what they covered for `npm run test:paths`. Call it with top-level `await` in
 * tests/machines/<machine name>.paths.test.ts.
 */
export async function describePathTests<TMachine extends AnyStateMachine>(
  machine: TMachine,
  config: PathModelConfig<TMachine>,
): Promise<void> {
  const { name } = await machineNameOf(machine);
  const paths = generatePaths(machine, config);
  const covered: PathCoverage = { states: new Set(), transitions: new Set() };
  describe(config.title ? `${name}: ${config.title}` : name, () => {
    // The checks in `states` are written from what the shop must do, so they also say which states must be reachable:
    // a change that makes one unreachable (an event renamed, a guard that never passes) fails here rather than
    // quietly generating fewer paths.
    // (A model limited to some events shares the full model's checks and reaches only some of their states.)
    if (!config.onlyEvents) {
      it('reaches every state its checks describe', () => {
        const reached = (key: string) => paths.some((p) => p.path.steps.some((step) => step.state.matches(key)));
        expect(Object.keys(config.states).filter((key) => !reached(key))).toEqual([]);
      });
    }
    for (const p of paths) {
      it(p.description, async () => {
        const c = await runPath(machine, config, p);
        // Only a path that passed counts towards coverage.
        c.states.forEach((s) => covered.states.add(s));
        c.transitions.forEach((t) => covered.transitions.add(t));
      });
    }
    afterAll(() => {
      const dir = process.env[COVERAGE_DIR_ENV];
      if (!dir) return;
      mkdirSync(dir, { recursive: true });
      // A machine tested by two models (see `onlyEvents`) is covered by both together.
      const file = join(dir, `${name}.json`);
      const before: { paths: number; states: string[]; transitions: string[] } = existsSync(file)
        ? JSON.parse(readFileSync(file, 'utf8'))
        : { paths: 0, states: [], transitions: [] };
      const data = {
        machine: name,
        paths: before.paths + paths.length,
        states: [...new Set([...before.states, ...covered.states])].sort(),
        transitions: [...new Set([...before.transitions, ...covered.transitions])].sort(),
      };
      writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
    });
  });
}
