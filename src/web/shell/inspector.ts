import type { InspectionEvent } from 'xstate';
import { attachInspector } from '../ui/inspect';

/**
 * Dev tool: with `?inspect` in the address (`npm run dev:inspect` opens such a URL), the Stately inspector is loaded
 * and attached to the relay every actor of the shop is created with (src/web/ui/inspect.ts), so it shows every
 * machine, its events and states live. Without `?inspect` nothing is loaded: the inspector is a dynamic import, so it
 * sits in its own chunk and the shop's bundles do not grow.
 *
 * Call once at start-up, before the app renders: events of actors created while the inspector is still loading are
 * kept and handed over once it is there, so the long-lived actors created on first render are not missed.
 */

export function isInspectRequested(search: string): boolean {
  return new URLSearchParams(search).has('inspect');
}

/** Resolves to true once the inspector is attached; false when not requested or when it could not be loaded. */
export function startInspectorIfRequested(search: string): Promise<boolean> {
  if (!isInspectRequested(search)) return Promise.resolve(false);

  const early: InspectionEvent[] = [];
  attachInspector((event) => early.push(event));

  return import('@statelyai/inspect').then(
    ({ createBrowserInspector }) => {
      // The inspector window replays what it missed while opening, up to this many events (its default, 200, is
      // less than the shop's start-up).
      const inspector = createBrowserInspector({ maxDeferredEvents: 10_000 });
      const observer = inspector.inspect;
      // Hand over the buffer and switch the relay in one synchronous step, so no event is lost or reordered.
      for (const event of early.splice(0)) observer.next?.(event);
      attachInspector((event) => observer.next?.(event));
      if ((inspector.adapter as { targetWindow?: Window | null } | undefined)?.targetWindow === null) {
        console.warn('[inspect] The browser blocked the inspector window: allow pop-ups for this site and reload.');
      }
      return true;
    },
    (error: unknown) => {
      attachInspector(undefined);
      console.warn('[inspect] The Stately inspector could not be loaded', error);
      return false;
    },
  );
}
