import { describe, expect, it } from "vitest";
import { createPreloadQueue } from "./preload.ts";

describe("preload queue", () => {
  it("runs at most 4 tasks in parallel and each key once", async () => {
    const queue = createPreloadQueue(4);
    let active = 0;
    let peak = 0;
    let runs = 0;
    const release: Array<() => void> = [];
    const task = () =>
      new Promise<void>((resolve) => {
        active++;
        runs++;
        peak = Math.max(peak, active);
        release.push(() => {
          active--;
          resolve();
        });
      });
    for (let i = 0; i < 10; i++) queue.add(`k${i}`, task);
    queue.add("k1", task);
    expect(queue.running).toBe(4);
    expect(queue.pending).toBe(6);
    while (release.length > 0) {
      release.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(peak).toBe(4);
    expect(runs).toBe(10);
  });

  it("swallows failures and continues", async () => {
    const queue = createPreloadQueue(1);
    let ran = false;
    queue.add("a", () => Promise.reject(new Error("offline")));
    queue.add("b", async () => {
      ran = true;
    });
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    expect(ran).toBe(true);
  });
});
