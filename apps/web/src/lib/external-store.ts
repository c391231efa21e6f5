import { useSyncExternalStore } from "react";
import type { createStore } from "./store.ts";

/** Read a slice of a store; the selector must return a primitive or a stable reference. */
export function useStore<S extends object, T>(store: ReturnType<typeof createStore<S>>, selector: (state: S) => T): T {
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.get()),
    () => selector(store.get()),
  );
}
