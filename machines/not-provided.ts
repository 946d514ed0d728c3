import { fromPromise } from 'xstate';

/**
 * The one placeholder for an actor a machine invokes: the storefront provides the real one with `machine.provide()`
 * (an HTTP call, a browser task), and so do the tests (test doubles). Left unprovided, it fails with its name rather
 * than pretending to succeed.
 */
export function notProvided<TOutput, TInput = void>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`${name} is provided by the app (machine.provide)`)),
  );
}
