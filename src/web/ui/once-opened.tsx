import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A dialog that is not in the page until it is first opened, then stays (so that its closing and later openings
 * animate). The cards and carousels that own a dialog hydrate without its parts, and its module (with what only the
 * dialog uses: the phone mask, the quick view's layout) loads on the first opening, not with the page.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  // Set during render (React's pattern for state derived from props): the dialog mounts in the same pass.
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** A component loaded from its own module the first time it renders (a lazy import picking one named export). */
export function lazyComponent<P extends object, M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  return lazy(async () => ({ default: pick(await load()) }));
}
