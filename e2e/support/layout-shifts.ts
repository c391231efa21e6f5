// Layout shifts as Lighthouse counts them (every entry not caused by the user's own input), recorded from the
// page's first byte, with what moved for the failure message.
import type { Page } from "@playwright/test";

export type Shift = { value: number; sources: string[] };
declare global {
  interface Window {
    layoutShifts?: Shift[];
  }
}

/** Starts recording on every document this page loads (call before `goto`). */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    window.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: unknown[] }
      >) {
        if (entry.hadRecentInput) continue;
        // What moved: element, and its top and height before → after.
        const sources = (entry.sources ?? []).map((source) => {
          const {
            node,
            previousRect: was,
            currentRect: now,
          } = source as {
            node?: Node | null;
            previousRect: DOMRectReadOnly;
            currentRect: DOMRectReadOnly;
          };
          const name = node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : node?.nodeName;
          return `${String(name).slice(0, 60)} top ${was.y}→${now.y} height ${was.height}→${now.height}`;
        });
        window.layoutShifts?.push({ value: entry.value, sources });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The shifts recorded so far. */
export const layoutShifts = (page: Page) => page.evaluate(() => window.layoutShifts ?? []);

/** The sum of the shifts' values (the CLS of a page that never scrolls). */
export const shiftTotal = (shifts: readonly Shift[]) => shifts.reduce((sum, s) => sum + s.value, 0);

/** Until the page has painted what it shows now (two frames: the next one is laid out and drawn). */
export const painted = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
