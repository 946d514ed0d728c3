/** Where the browser has no requestIdleCallback (Safari), how long a task waits at most. */
const WITHOUT_IDLE_CALLBACK_MS = 2000;

/**
 * Runs `task` once the browser is idle, at the latest after `timeout` ms (without requestIdleCallback, after 2 s or
 * `timeout` if sooner). Returns what cancels it.
 */
export function whenIdle(task: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, Math.min(timeout, WITHOUT_IDLE_CALLBACK_MS));
  return () => window.clearTimeout(id);
}

/** Runs `task` when the browser is idle after the page has loaded (its pictures and scripts), as whenIdle. */
export function whenIdleAfterLoad(task: () => void, timeout: number): () => void {
  if (document.readyState === 'complete') return whenIdle(task, timeout);
  let cancel = () => window.removeEventListener('load', loaded);
  function loaded() {
    cancel = whenIdle(task, timeout);
  }
  window.addEventListener('load', loaded, { once: true });
  return () => cancel();
}
