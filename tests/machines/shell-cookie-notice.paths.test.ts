import { cookieNoticeMachine } from '../../machines/shell/cookie-notice.machine';
import { describePathTests } from './harness/path-model';

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
      const { accepted: acceptedEarlier } = input as { accepted: boolean };
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
