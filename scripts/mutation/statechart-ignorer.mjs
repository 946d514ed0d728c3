// @ts-check
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

/**
 * What Stryker leaves alone in machines/, each for a reason a test can never see:
 * - `types: {…}` given to setup(): TypeScript-only declarations (`{} as Context`), nothing at run time;
 * - `actors: {…}` given to setup(): placeholders (`notProvided`) that the storefront and the tests always replace
 *   with machine.provide(), so no test runs them by design.
 */
const statechartIgnorer = {
  /** @param {any} path a Babel NodePath */
  shouldIgnore(path) {
    if (!path.isObjectProperty() || path.node.computed) return undefined;
    const key = path.node.key.name ?? path.node.key.value;
    if (key !== 'types' && key !== 'actors') return undefined;
    const call = path.parentPath?.parentPath;
    const isSetupArgument =
      call?.isCallExpression() && call.node.callee.type === 'Identifier' && call.node.callee.name === 'setup';
    if (!isSetupArgument) return undefined;
    return key === 'types'
      ? 'setup() types are declarations for TypeScript only'
      : 'setup() actors are placeholders the app and the tests always provide';
  },
};

export const strykerPlugins = [declareValuePlugin(PluginKind.Ignore, 'statechart-setup', statechartIgnorer)];
