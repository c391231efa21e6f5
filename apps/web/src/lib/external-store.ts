import { useSyncExternalStore } from "react";

/** A tiny observable state container for `useSyncExternalStore`; `persist` writes every change. */
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

/** Read a slice of a store; the selector must return a primitive or a stable reference. */
export function useStore<S extends object, T>(store: ReturnType<typeof createStore<S>>, selector: (state: S) => T): T {
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.get()),
    () => selector(store.get()),
  );
}
