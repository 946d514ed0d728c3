import type { EventObject } from 'xstate';
import { loaderMachine } from '../../machines/shell/loader.machine';
import { describePathTests } from './harness/path-model';

// Every path of the full-page loader (product §2 "Shell", §4, §9): it checks for maintenance, then waits 100 ms and
// fades out over 0.4 s; with maintenance on it stays; a failed settings call is reported (toast) and the shop opens.

/** `context.maintenance` is the last answer of the server; a failed check counts as «no maintenance». */
const lastAnswer = (events: EventObject[]) => {
  const last = events
    .filter((e) => e.type.startsWith('xstate.done.actor.') || e.type.startsWith('xstate.error.actor.'))
    .at(-1) as { output?: boolean } | undefined;
  return last?.output ?? false;
};

await describePathTests(loaderMachine, {
  actors: {
    // checkMaintenance resolves to true when setting 4 says maintenance is on.
    checkMaintenance: { done: [true, false], error: [new Error('Network Error')] },
  },
  states: {
    checking: ({ invoked, count, context, events }) => {
      expect(context.maintenance).toBe(lastAnswer(events));
      // One settings call at start and one more every 30 s while maintenance lasts.
      expect(invoked.checkMaintenance).toHaveLength(1 + count('after 30 s'));
    },
    maintenance: ({ context, actions }) => {
      expect(context.maintenance).toBe(true);
      expect(actions.reportBackendError).not.toHaveBeenCalled();
    },
    waiting: ({ context, events, actions, happened }) => {
      expect(context.maintenance).toBe(lastAnswer(events));
      // The backend-error toast runs on the error path, once, and only there.
      expect(actions.reportBackendError).toHaveBeenCalledTimes(happened('error: checkMaintenance') ? 1 : 0);
    },
    fading: ({ context, events, happened }) => {
      expect(context.maintenance).toBe(lastAnswer(events));
      expect(happened('after 100 ms')).toBe(true);
    },
    hidden: ({ snapshot, context, events, actions, happened }) => {
      expect(snapshot.status).toBe('done');
      expect(context.maintenance).toBe(lastAnswer(events));
      expect(happened('after 400 ms')).toBe(true);
      expect(actions.reportBackendError).toHaveBeenCalledTimes(happened('error: checkMaintenance') ? 1 : 0);
    },
  },
});
