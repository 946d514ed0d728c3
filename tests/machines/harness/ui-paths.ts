import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { describe, it } from 'vitest';
import { machineNameOf } from '../../../scripts/statecharts/discover-machines';
import { type TransitionKind, walkMachine } from '../../../scripts/statecharts/walk-machine';
import { eventLabel, eventNames, generatePaths, leafPaths, type ModelPath, type PathModelConfig } from './path-model';

/**
 * UI path tests: the same generated paths as tests/machines/<name>.paths.test.ts, followed through the React
 * components that render the machine, by the user's own actions, checking what the user sees in every state.
 *
 *   await describeUiPaths(cookieNoticeMachine, {
 *     model: { inputs, actors: { loadCookieText: { done: [...], error: [...] } } },   // as in the path tests
 *     start: async (input) => renderShop(…),           // the shop over a fake back end whose replies the path controls
 *     perform: async (run, step) => { … },             // a click for `cookie.accept`, a server reply for `done: x`,
 *                                                      // fake time for `after 100 ms`
 *     see: { visible: async (run) => { expect(await screen.findByText(…)) … }, … },  // every leaf state reached
 *   });
 *
 * An event no user action can cause in the UI goes to `model.withoutEvents` (its paths stay machine-level only).
 */

export interface UiStep {
  event: EventObject;
  kind: TransitionKind;
  /** For done/error: the invoked actor's src. */
  actor?: string;
  /** For after: the delay in ms. */
  delayMs?: number;
  /** For done: the example output the actor resolves with. */
  output?: unknown;
  /** For error: the example error it rejects with. */
  error?: unknown;
  /** As in the test names: `done: loadCookieText (output "")`, `after 100 ms`, `cookie.accept`. */
  label: string;
}

export interface SeenSoFar {
  input: unknown;
  labels: string[];
  /** Whether an event type or label (`cookie.accept`, `error: loadCookieText`) occurred on the path so far. */
  happened(typeOrLabel: string): boolean;
}

export interface UiPathConfig<TRun> {
  model: Omit<PathModelConfig, 'states'>;
  start(input: unknown): Promise<TRun>;
  perform(run: TRun, step: UiStep): Promise<void>;
  see: Record<string, (run: TRun, seen: SeenSoFar) => Promise<void> | void>;
  /** Words added to the describe name, e.g. which gesture closes the menu. */
  variant?: string;
  /** Paths the UI can follow (e.g. those that use the gesture the variant is about); the cover is chosen among them. */
  only?: (path: ModelPath) => boolean;
}

export async function describeUiPaths<TRun>(machine: AnyStateMachine, config: UiPathConfig<TRun>): Promise<void> {
  const { name } = await machineNameOf(machine);
  const walked = walkMachine(machine);
  const paths = generatePaths(machine, { ...config.model, states: {} }, config.only);

  describe(`${name} in the UI${config.variant ? ` (${config.variant})` : ''}`, () => {
    for (const p of paths) {
      it(p.description, async () => {
        let run: TRun | undefined;
        const taken: Set<string>[] = [];
        const labels: string[] = [];
        const step = async ({ event }: { event: EventObject }) => {
          if (event.type === 'xstate.init') {
            run = await config.start(p.input);
            return;
          }
          const t = walked.transitions.find((x) => x.eventType === event.type);
          const label = eventLabel(event, walked);
          const { output, error } = event as EventObject & { output?: unknown; error?: unknown };
          const kind = t?.kind ?? 'event';
          await config.perform(run as TRun, {
            event,
            kind,
            actor: t?.actor,
            delayMs: t?.delayMs,
            output,
            error,
            label,
          });
          taken.push(eventNames(event, walked));
          labels.push(label);
        };
        const see = async (state: AnyMachineSnapshot) => {
          for (const leaf of leafPaths(state)) {
            const check = config.see[leaf];
            if (!check) throw new Error(`State "${leaf}" has no check in see: say what the user sees there`);
            await check(run as TRun, {
              input: p.input,
              labels: [...labels],
              happened: (x) => taken.some((names) => names.has(x)),
            });
          }
        };
        await p.path.test({
          events: Object.fromEntries(p.path.steps.map((s) => [s.event.type, step])),
          states: { '*': see },
        });
      });
    }
  });
}
