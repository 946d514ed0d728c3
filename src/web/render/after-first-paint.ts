/** How long the task waits for the first paint with content at most (a browser that never reports it, say). */
const MOST_WAIT_MS = 2000;

/**
 * Runs `task` once the browser has painted the page's content (its first contentful paint: text in the shop's font or
 * its fallback, a picture), or, where paints are not reported, after the next frame. A page in a background tab paints
 * nothing until shown: hidden, it runs `task` at once, and a page hidden before it has painted runs it then.
 */
export function afterFirstPaint(task: () => void): void {
  let done = false;
  const stops: (() => void)[] = [];
  const once = () => {
    if (done) return;
    done = true;
    stops.forEach((stop) => stop());
    task();
  };
  if (document.visibilityState === 'hidden') return once();
  document.addEventListener('visibilitychange', once);
  stops.push(() => document.removeEventListener('visibilitychange', once));
  const timer = window.setTimeout(once, MOST_WAIT_MS);
  stops.push(() => window.clearTimeout(timer));
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) once();
    });
    observer.observe({ type: 'paint', buffered: true });
    stops.push(() => observer.disconnect());
  } else requestAnimationFrame(() => setTimeout(once, 0));
}
