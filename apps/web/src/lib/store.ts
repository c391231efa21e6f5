/**
 * A tiny observable state container; `persist` writes every change. Without React, so that pages without the app
 * (the lean home) can use the stores; components read them with `useStore` (external-store.ts).
 */
export function createStore<S extends object>(initial: S, persist?: (state: S) => void) {
  let state = initial;
  const listeners = new Set<() => void>();
  const store = {
    get: () => state,
    set(patch: Partial<S>) {
      state = { ...state, ...patch };
      persist?.(state);
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  return store;
}
