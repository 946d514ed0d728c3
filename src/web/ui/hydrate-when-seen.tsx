import { Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { useMountedInServerPage } from '../session/hydration';

/** How near the window a block comes before it hydrates: a quick scroll finds it live. */
const AHEAD = '300px';
/** What a shopper does to a block before it is live: each hydrates it at once (the click that follows then lands). */
const FIRST_TOUCH = ['pointerdown', 'focusin', 'keydown', 'mouseover'] as const;

/** The blocks waiting to hydrate, each with what opens it. */
const waiting = new Map<HTMLElement, () => void>();

/**
 * One listener per kind of touch, on the window in the capture phase: it runs before React's own (on the page's root),
 * which stops an event bound for a block it cannot hydrate yet, so a listener on the block itself never heard it.
 * Opened here, the block's promise has settled (a microtask) by the time React looks, and React hydrates the block
 * for this very event.
 */
function openTouched(event: Event) {
  if (!(event.target instanceof Node)) return;
  for (const [element, open] of waiting) if (element.contains(event.target)) open();
}

function waitForTouch(element: HTMLElement, open: () => void): () => void {
  if (waiting.size === 0)
    for (const type of FIRST_TOUCH) window.addEventListener(type, openTouched, { capture: true, passive: true });
  waiting.set(element, open);
  return () => {
    waiting.delete(element);
    if (waiting.size === 0)
      for (const type of FIRST_TOUCH) window.removeEventListener(type, openTouched, { capture: true });
  };
}

interface Gate {
  promise: Promise<void>;
  open: () => void;
  isOpen: () => boolean;
}

function closedGate(): Gate {
  let opened = false;
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return {
    promise,
    open: () => {
      opened = true;
      resolve();
    },
    isOpen: () => opened,
  };
}

/** Suspends until the gate opens: React keeps the server's markup of the boundary meanwhile. */
function AfterGate({ gate, children }: { gate: Promise<void>; children: ReactNode }) {
  use(gate);
  return children;
}

/**
 * A block of a server-rendered page that hydrates when it comes near the window (or is pointed at, focused or typed
 * in), not with the rest of the page. Its markup is the server's from the first paint and its links work as plain
 * links; the page's start (hydrating the first screen) no longer waits for the footer and the lower blocks, which on
 * a phone's CPU were most of the page's blocking time. React hydrates a boundary that a settled promise releases in
 * small slices, between which the phone answers the shopper.
 *
 * Rendered afresh in the browser (in-app navigation), it is its children in a plain box.
 */
export function HydrateWhenSeen({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const { boundary, gate, gated } = useGatedBoundary(children, null);

  useEffect(() => {
    const element = box.current;
    if (!gate || !element || gate.isOpen()) return;
    if (typeof IntersectionObserver === 'undefined') {
      gate.open();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) open();
      },
      { rootMargin: AHEAD },
    );
    const stopWaiting = waitForTouch(element, () => open());
    function open() {
      gate?.open();
      observer.disconnect();
      stopWaiting();
    }
    observer.observe(element);
    return () => {
      observer.disconnect();
      stopWaiting();
    };
  }, [gate]);

  return <div ref={box}>{boundary ? gated : children}</div>;
}

/**
 * For a component first rendered in the server's page (`boundary`), hydrating in the browser: a closed `gate`, and
 * `gated`, the boundary that keeps the server's markup until the gate opens. Otherwise no gate, and `gated` is
 * `children` in a Suspense boundary showing `fallback` while they load. While the gate is closed the boundary is
 * given the same element on every render (its owner renders again when hydration ends, and whenever its parent does):
 * React throws away, and draws anew, showing the fallback, a boundary holding the server's markup that receives new
 * props.
 */
function useGatedBoundary(
  children: ReactNode,
  fallback: ReactNode,
): { boundary: boolean; gate: Gate | null; gated: ReactNode } {
  const boundary = useMountedInServerPage();
  const [gate] = useState(() => (boundary && typeof window !== 'undefined' ? closedGate() : null));
  const held = useRef<ReactNode>(null);
  const content = (
    <Suspense fallback={fallback}>{gate ? <AfterGate gate={gate.promise}>{children}</AfterGate> : children}</Suspense>
  );
  if (gate && !gate.isOpen()) held.current ??= content;
  return { boundary, gate, gated: gate && !gate.isOpen() ? held.current : content };
}

/**
 * A small part of a server-rendered page (a badge's tooltip) that hydrates only when a shopper first points at,
 * focuses, taps or types in it, so that its `children` may come from a module loaded then (a lazy component): its
 * markup is the server's until then. Rendered afresh in the browser, it is its children, `fallback` while they load.
 * Its box takes no place in the layout (display: contents).
 */
export function HydrateWhenTouched({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const box = useRef<HTMLSpanElement>(null);
  const { gate, gated } = useGatedBoundary(children, fallback);

  useEffect(() => {
    const element = box.current;
    if (!gate || !element || gate.isOpen()) return;
    const stopWaiting = waitForTouch(element, () => {
      gate.open();
      stopWaiting();
    });
    return stopWaiting;
  }, [gate]);

  return (
    <span ref={box} style={{ display: 'contents' }}>
      {gated}
    </span>
  );
}
