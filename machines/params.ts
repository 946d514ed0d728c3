/**
 * Params of actions that take what an invoked actor gave: `{ type: 'loggedIn', params: output }` hands the action its
 * done event's output, typed by the transition, so an action the app provides reads `(_, user: UserInfo) => …`
 * instead of casting the event.
 */

/** An invoked actor's reply. */
export const output = <T>({ event }: { event: { output: T } }): T => event.output;

/** An invoked actor's failure. */
export const failure = ({ event }: { event: { error: unknown } }): unknown => event.error;
