import { MAX_PARALLEL_PRELOADS } from "./constants.ts";

/** A queue that runs at most `limit` tasks at a time; each key runs once. */
export function createPreloadQueue(limit = MAX_PARALLEL_PRELOADS) {
  const seen = new Set<string>();
  const waiting: Array<() => Promise<unknown>> = [];
  let running = 0;
  const next = () => {
    while (running < limit && waiting.length > 0) {
      const task = waiting.shift();
      if (!task) break;
      running++;
      task()
        // A failed preload is not an error: the real navigation will load (and report) it again.
        .catch(() => undefined)
        .finally(() => {
          running--;
          next();
        });
    }
  };
  return {
    add(key: string, task: () => Promise<unknown>) {
      if (seen.has(key)) return;
      seen.add(key);
      waiting.push(task);
      next();
    },
    get running() {
      return running;
    },
    get pending() {
      return waiting.length;
    },
  };
}

type Resolver = (path: string) => Array<{ key: string; load: () => Promise<unknown> }>;
let resolver: Resolver = () => [];
const queue = createPreloadQueue();

/** The router tells this module how to find the lazy modules of a path (shared code cannot import the app). */
export function setPreloadResolver(next: Resolver) {
  resolver = next;
}

/** Fetch the modules of the page behind `path` ahead of a likely navigation. */
export function preloadPath(path: string) {
  for (const { key, load } of resolver(path)) queue.add(key, load);
}
