import type { InspectionEvent } from 'xstate';

/**
 * The one relay every actor of the app is created with (`createActor(machine, { inspect })`,
 * `useActorRef(machine, { inspect })`, `useMachine(machine, { inspect })`).
 *
 * In production nothing is attached and the relay does nothing. With `?inspect` in the address (or
 * `npm run dev:inspect`), the Stately inspector is loaded on demand and attached here, so it sees every actor,
 * long-lived and short-lived. Tests attach their own listener the same way.
 */
type Listener = (event: InspectionEvent) => void;

let listener: Listener | undefined;

export function attachInspector(next: Listener | undefined): void {
  listener = next;
}

export function inspect(event: InspectionEvent): void {
  listener?.(event);
}
