import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LIVE_EVENT_TYPES, liveEventVersion } from "../src/live-events.ts";
import { LiveEventDataSchema } from "../src/public-contracts.ts";

// The SPA reads live events with liveEventVersion (no zod on the public page); it must accept exactly what the
// contract's schema accepts, with the same version.
const viaSchema = (data: unknown) => {
  const parsed = LiveEventDataSchema.safeParse(data);
  return parsed.success ? parsed.data.version : null;
};

describe("liveEventVersion", () => {
  it("reads the version of every event type", () => {
    for (const type of LIVE_EVENT_TYPES) expect(liveEventVersion({ type, version: 7 })).toBe(7);
  });

  it("refuses what the schema refuses", () => {
    for (const data of [
      null,
      [],
      "x",
      { type: "results" },
      { type: "goal", version: 1 },
      { type: "sync", version: -1 },
      { type: "sync", version: 1.5 },
      { type: "sync", version: "3" },
      { type: "sync", version: Number.MAX_SAFE_INTEGER + 1 },
    ]) {
      expect(liveEventVersion(data)).toBeNull();
      expect(viaSchema(data)).toBeNull();
    }
  });

  it("agrees with LiveEventDataSchema on any input", () => {
    const candidate = fc.oneof(
      fc.anything(),
      fc.record({
        type: fc.oneof(fc.constantFrom(...LIVE_EVENT_TYPES), fc.string()),
        version: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(null)),
      }),
    );
    fc.assert(fc.property(candidate, (data) => liveEventVersion(data) === viaSchema(data)));
  });
});
