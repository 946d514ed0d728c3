import { createContext, use, useContext, type ReactNode } from 'react';
import { EMPTY_PERSISTED_STATE, type PersistedState } from './persisted-state';

const PersistedStateContext = createContext<PersistedState>(EMPTY_PERSISTED_STATE);

/**
 * Renders its children once the persisted state has loaded (product §2 "The app waits for persisted state to load,
 * with a loading indicator"): it suspends on the promise, so the nearest <Suspense> shows the indicator meanwhile.
 */
export function PersistedStateGate({ state, children }: { state: Promise<PersistedState>; children: ReactNode }) {
  const value = use(state);
  return <PersistedStateContext.Provider value={value}>{children}</PersistedStateContext.Provider>;
}

/** The state restored at start. */
export function usePersistedState(): PersistedState {
  return useContext(PersistedStateContext);
}
