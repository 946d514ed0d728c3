import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type ContextFrom,
  type EventFrom,
  type SnapshotFrom,
  createActor,
  fromPromise,
  SimulatedClock,
} from 'xstate';
import { type Mock, vi } from 'vitest';
import { walkMachine } from '../../../scripts/statecharts/walk-machine';

/**
 * Example tables beside the path tests. The generated paths follow the machine as it is, so they check what holds
 * wherever it goes but cannot tell that a transition is missing or goes elsewhere; an example says where a given
 * sequence of events must lead, what the context then holds and what went out, written from docs/product.md.
 *
 *   const run = await startScenario(searchDropdownMachine, { input: { onSearchPage: false } });
 *   await run.send({ type: 'search.input', value: 'крем' });
 *   await run.wait(100);                                      // the SimulatedClock, no real timers
 *   await run.done('searchProducts', [CREAM]);                // the running search answers
 *   expect(run.value).toEqual({ open: 'shown' });
 *
 * The doubles are those of the path tests: each invoked actor waits until the example says done/error, and each
 * named action (not built-ins such as assign) is a `vi.fn` spy.
 */
export interface Scenario<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** The machine's snapshot, typed as the machine's (for its view functions: stepStatuses(run.snapshot())). */
  snapshot(): SnapshotFrom<TMachine>;
  readonly value: AnyMachineSnapshot['value'];
  readonly context: ContextFrom<TMachine>;
  /** `vi.fn` spies of the machine's named actions. */
  actions: Record<string, Mock>;
  /** The input each invoked actor double was started with, per src, in order. */
  invoked: Record<string, unknown[]>;
  send(event: EventFrom<TMachine>): Promise<void>;
  /** The running (not stopped) `src` resolves with `output`. */
  done(src: string, output: unknown): Promise<void>;
  /** The running `src` rejects with `error`. */
  fail(src: string, error: unknown): Promise<void>;
  /** How many `src` are running now (started and neither settled nor stopped). */
  running(src: string): number;
  /** Moves the clock on by `ms`. */
  wait(ms: number): Promise<void>;
  stop(): void;
}

export interface ScenarioOptions {
  input?: unknown;
  provide?: Parameters<AnyStateMachine['provide']>[0];
}

const settle = () => new Promise((r) => setTimeout(r, 0));

export async function startScenario<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: ScenarioOptions = {},
): Promise<Scenario<TMachine>> {
  const model = options.provide ? machine.provide(options.provide) : machine;
  const srcs = [...new Set(walkMachine(model).invokes.map((i) => i.src))];
  const pending: Record<string, { resolve(v: unknown): void; reject(e: unknown): void; signal: AbortSignal }[]> = {};
  const invoked: Record<string, unknown[]> = {};
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
    if (typeof impl === 'function' && !('resolve' in impl)) actions[name] = vi.fn(impl as (...a: unknown[]) => unknown);
  }
  const clock = new SimulatedClock();
  const actor = createActor(model.provide({ actors, actions } as never), { input: options.input, clock });
  actor.start();
  await settle();

  const live = (src: string) => (pending[src] ?? []).filter((p) => !p.signal.aborted);
  const takeLive = (src: string) => {
    const running = live(src);
    if (running.length !== 1) throw new Error(`expected one running "${src}", found ${running.length}`);
    pending[src] = [];
    return running[0];
  };
  return {
    snapshot: () => actor.getSnapshot() as SnapshotFrom<TMachine>,
    get value() {
      return (actor.getSnapshot() as AnyMachineSnapshot).value;
    },
    get context() {
      return (actor.getSnapshot() as AnyMachineSnapshot).context as ContextFrom<TMachine>;
    },
    actions,
    invoked,
    async send(event) {
      actor.send(event);
      await settle();
    },
    async done(src, output) {
      takeLive(src).resolve(output);
      await settle();
    },
    async fail(src, error) {
      takeLive(src).reject(error);
      await settle();
    },
    running: (src) => live(src).length,
    async wait(ms) {
      clock.increment(ms);
      await settle();
    },
    stop: () => actor.stop(),
  };
}
