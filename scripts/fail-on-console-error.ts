// Tests fail on an unexpected console.error: a silent error is a bug nobody sees.
import { afterEach, vi } from "vitest";

const spy = vi.spyOn(console, "error");
afterEach(() => {
  const calls = spy.mock.calls.slice();
  spy.mockClear();
  if (calls.length > 0) throw new Error(`Unexpected console.error: ${calls.map((c) => String(c[0])).join(" | ")}`);
});
