import { register } from 'node:module';

/**
 * The storefront's server build keeps its components' style imports (`import "./home-page.css"`): the browser's
 * build has those styles, the server's rendering does not need them, and Node cannot load CSS. This hook makes every
 * .css module empty for Node. Registered once, before the build is loaded.
 */
const EMPTY_CSS_HOOKS = `
export async function load(url, context, nextLoad) {
  if (url.endsWith('.css') || /\\.css\\?/.test(url)) return { format: 'module', source: '', shortCircuit: true };
  return nextLoad(url, context);
}`;

let registered = false;

export function ignoreStyleImports(): void {
  if (registered) return;
  registered = true;
  register(`data:text/javascript,${encodeURIComponent(EMPTY_CSS_HOOKS)}`);
}
