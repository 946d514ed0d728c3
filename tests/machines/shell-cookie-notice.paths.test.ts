import { cookieNoticeMachine } from '../../machines/shell/cookie-notice.machine';
import { describePathTests } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of the cookie notice (product §4): shown until accepted, hidden when its text is empty, hidden (and logged)
// when the text cannot be loaded, hidden for this visit by the close button.

/** Stands in for the text of setting 3, which comes from the server. */
const TEXT = 'Cookie notice text (setting 3)';

await describePathTests(cookieNoticeMachine, {
  inputs: {
    'not accepted yet': { accepted: false },
    'accepted earlier': { accepted: true },
  },
  actors: {
    // Empty and blank texts both mean "no notice"; a real text shows it.
    loadCookieText: { done: ['', '   ', TEXT], error: [new Error('Network Error')] },
  },
  states: {
    loading: ({ context, invoked, actions }) => {
      expect(invoked.loadCookieText).toHaveLength(1);
      expect(context).toEqual({ text: '', accepted: false });
      expect(actions.storeAcceptance).not.toHaveBeenCalled();
    },
    visible: ({ context, actions }) => {
      expect(context).toEqual({ text: TEXT, accepted: false });
      expect(actions.storeAcceptance).not.toHaveBeenCalled();
      expect(actions.logLoadError).not.toHaveBeenCalled();
    },
    hidden: ({ snapshot, context, input, happened, actions, invoked }) => {
      const { accepted: acceptedEarlier } = input;
      expect(snapshot.status).toBe('done');
      // Acceptance is stored exactly when 'Ок' was pressed now, never for the close button or an empty text.
      expect(actions.storeAcceptance).toHaveBeenCalledTimes(happened('cookie.accept') ? 1 : 0);
      expect(context.accepted).toBe(acceptedEarlier || happened('cookie.accept'));
      // A failed load goes to the console only, once.
      expect(actions.logLoadError).toHaveBeenCalledTimes(happened('error: loadCookieText') ? 1 : 0);
      // Someone who accepted earlier never waits for the text.
      expect(invoked.loadCookieText).toHaveLength(acceptedEarlier ? 0 : 1);
    },
  },
});

// Examples: when the notice shows and what each button does (product §2 "Cookie notice: the text of setting 3 with 'Ок'
// and a close button", §4 "Cookie notice: until accepted; hidden when its text is empty", §8).

describe('cookie notice examples', () => {
  it('shows the text of setting 3 unless it is empty, already accepted, or cannot be loaded', async () => {
    const table: [string, string | null][] = [
      ['Мы используем cookie', 'visible'],
      ['<p>Мы используем <b>cookie</b></p>', 'visible'],
      ['', 'hidden'],
      ['<p>&nbsp;</p>', 'hidden'],
    ];
    for (const [text, state] of table) {
      const run = await startScenario(cookieNoticeMachine, { input: { accepted: false } });
      await run.done('loadCookieText', text);
      expect(run.value, JSON.stringify(text)).toBe(state);
      expect(run.context.text).toBe(state === 'visible' ? text : '');
    }
    let run = await startScenario(cookieNoticeMachine, { input: { accepted: true } });
    expect(run.value).toBe('hidden');
    expect(run.invoked.loadCookieText).toEqual([]);
    run = await startScenario(cookieNoticeMachine, { input: { accepted: false } });
    await run.fail('loadCookieText', new Error('Network Error'));
    expect(run.value).toBe('hidden');
    expect(run.actions.logLoadError).toHaveBeenCalledTimes(1);
  });

  it("'Ок' accepts for good; the close button only hides it for this visit", async () => {
    let run = await startScenario(cookieNoticeMachine, { input: { accepted: false } });
    await run.done('loadCookieText', 'Мы используем cookie');
    await run.send({ type: 'cookie.accept' });
    expect(run.value).toBe('hidden');
    expect(run.context.accepted).toBe(true);
    expect(run.actions.storeAcceptance).toHaveBeenCalledTimes(1);
    run = await startScenario(cookieNoticeMachine, { input: { accepted: false } });
    await run.done('loadCookieText', 'Мы используем cookie');
    await run.send({ type: 'cookie.close' });
    expect(run.value).toBe('hidden');
    expect(run.context.accepted).toBe(false);
    expect(run.actions.storeAcceptance).not.toHaveBeenCalled();
  });
});
