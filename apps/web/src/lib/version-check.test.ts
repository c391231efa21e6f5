import { expect, it } from "vitest";
import { isNewBuild } from "./version-check.ts";

it("reports a different deployed build as new", () => {
  expect(isNewBuild("2026-01-02T00:00:00.000Z", "2026-01-01T00:00:00.000Z")).toBe(true);
  expect(isNewBuild("2026-01-01T00:00:00.000Z", "2026-01-01T00:00:00.000Z")).toBe(false);
  expect(isNewBuild(undefined, "x")).toBe(false);
  expect(isNewBuild("", "x")).toBe(false);
});
