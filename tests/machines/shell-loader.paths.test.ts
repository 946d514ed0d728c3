import type { EventObject } from 'xstate';
import { loaderMachine, MAINTENANCE_RECHECK_MS, type LoaderStart } from '../../machines/shell/loader.machine';
import { describePathTests } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of the full-page loader (product §2 "Shell", §4, §9): it checks for maintenance, then waits 100 ms and
// fades out over 0.4 s; with maintenance on it stays; a failed settings call is reported (toast) and the shop opens.

type Input = { startAs: LoaderStart | undefined };

/**
 * `context.maintenance` is the last answer of the server; a failed check counts as «no maintenance». Before any
 * answer, it is what the page came as: the server's maintenance notice, or not.
 */
const lastAnswer = (events: EventObject[], input: Input) => {
  const last = events
    .filter((e) => e.type.startsWith('xstate.done.actor.') || e.type.startsWith('xstate.error.actor.'))
    .at(-1) as { output?: boolean } | undefined;
  return last ? (last.output ?? false) : input.startAs === 'maintenance';
};

await describePathTests(loaderMachine, {
  // A page the browser draws itself checks first; a page the server rendered starts open, or as its maintenance
  // notice (decision 0018).
  inputs: {
    'drawn in the browser': { startAs: undefined },
    'rendered by the server': { startAs: 'open' },
    'rendered by the server during maintenance': { startAs: 'maintenance' },
  },
  actors: {
    // checkMaintenance resolves to true when setting 4 says maintenance is on.
    checkMaintenance: { done: [true, false], error: [new Error('Network Error')] },
  },
  states: {
    checking: ({ invoked, count, context, events, input }) => {
      expect(context.maintenance).toBe(lastAnswer(events, input));
      // One settings call at start (none for the server's maintenance notice) and one more every 30 s while
      // maintenance lasts.
      expect(invoked.checkMaintenance).toHaveLength((input.startAs === 'maintenance' ? 0 : 1) + count('after 30 s'));
    },
    maintenance: ({ context, actions }) => {
      expect(context.maintenance).toBe(true);
      expect(actions.reportBackendError).not.toHaveBeenCalled();
    },
    waiting: ({ context, events, actions, happened, input }) => {
      expect(context.maintenance).toBe(lastAnswer(events, input));
      // The backend-error toast runs on the error path, once, and only there.
      expect(actions.reportBackendError).toHaveBeenCalledTimes(happened('error: checkMaintenance') ? 1 : 0);
    },
    fading: ({ context, events, happened, input }) => {
      expect(context.maintenance).toBe(lastAnswer(events, input));
      expect(happened('after 100 ms')).toBe(true);
    },
    hidden: ({ snapshot, context, events, actions, happened, input, invoked }) => {
      expect(snapshot.status).toBe('done');
      expect(context.maintenance).toBe(lastAnswer(events, input));
      // A page the server rendered open never shows the loader: no check, no fade.
      const startedOpen = input.startAs === 'open';
      expect(happened('after 400 ms')).toBe(!startedOpen);
      if (startedOpen) expect(invoked.checkMaintenance ?? []).toHaveLength(0);
      expect(actions.reportBackendError).toHaveBeenCalledTimes(happened('error: checkMaintenance') ? 1 : 0);
    },
  },
});

// Examples: the timing of the fade and the maintenance page (product §2 "Full-page loader: the logo over the page,
// fading out over 0.4 s after 100 ms; during maintenance it stays", §8 "Settings failing").

describe('loader examples', () => {
  it('without maintenance waits 100 ms, then fades out over 0.4 s (product §9 "loader fade 0.4 s after 100 ms")', async () => {
    const run = await startScenario(loaderMachine);
    expect(run.value).toBe('checking');
    await run.done('checkMaintenance', false);
    expect(run.value).toBe('waiting');
    expect(run.context.maintenance).toBe(false);
    await run.wait(99);
    expect(run.value).toBe('waiting');
    await run.wait(1);
    expect(run.value).toBe('fading');
    await run.wait(399);
    expect(run.value).toBe('fading');
    await run.wait(1);
    expect(run.value).toBe('hidden');
    expect(run.snapshot().status).toBe('done');
  });

  it('stays during maintenance and asks again until the work is over', async () => {
    const run = await startScenario(loaderMachine);
    await run.done('checkMaintenance', true);
    expect(run.value).toBe('maintenance');
    expect(run.context.maintenance).toBe(true);
    // The machine's own recheck period (the product names none).
    await run.wait(MAINTENANCE_RECHECK_MS - 1);
    expect(run.value).toBe('maintenance');
    await run.wait(1);
    expect(run.value).toBe('checking');
    expect(run.invoked.checkMaintenance).toHaveLength(2);
    await run.done('checkMaintenance', false);
    expect(run.value).toBe('waiting');
    expect(run.context.maintenance).toBe(false);
  });

  it('reports a failed settings call and opens the shop anyway', async () => {
    const run = await startScenario(loaderMachine);
    await run.done('checkMaintenance', true);
    await run.wait(MAINTENANCE_RECHECK_MS);
    await run.fail('checkMaintenance', new Error('Network Error'));
    expect(run.value).toBe('waiting');
    expect(run.context.maintenance).toBe(false);
    expect(run.actions.reportBackendError).toHaveBeenCalledTimes(1);
  });
});
