import { Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { mountsInServerPage } from '../session/hydration';

/** How near the window a block comes before it hydrates: a quick scroll finds it live. */
const AHEAD = '300px';
/** What a shopper does to a block before it is live: each hydrates it at once (the click that follows then lands). */
const FIRST_TOUCH = ['pointerdown', 'focusin', 'keydown', 'mouseover'] as const;

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
  const [gate] = useState(() => (typeof window !== 'undefined' && mountsInServerPage() ? closedGate() : null));
  const [boundary] = useState(mountsInServerPage);
  // While the gate is closed the boundary is given the same element on every render: React throws away (and draws
  // anew, empty until the gate opens) a boundary holding the server's markup that receives new props.
  const held = useRef<ReactNode>(null);

  useEffect(() => {
    const element = box.current;
    if (!gate || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      gate.open();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) gate.open();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    for (const type of FIRST_TOUCH) element.addEventListener(type, gate.open, { capture: true, passive: true });
    return () => {
      observer.disconnect();
      for (const type of FIRST_TOUCH) element.removeEventListener(type, gate.open, { capture: true });
    };
  }, [gate]);

  if (!boundary) return <div ref={box}>{children}</div>;
  const content = (
    <Suspense fallback={null}>{gate ? <AfterGate gate={gate.promise}>{children}</AfterGate> : children}</Suspense>
  );
  if (gate && !gate.isOpen()) held.current ??= content;
  return <div ref={box}>{gate && !gate.isOpen() ? held.current : content}</div>;
}
