import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { pitchLabel, pitchLabels } from "./labels.ts";

// Enough of i18next for these labels: the English catalog's wording.
const messages: Record<string, string> = {
  "public.match.pitch": "Pitch {{pitch}}",
};
const t = ((key: string, params?: Record<string, unknown>) =>
  (messages[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params?.[name] ?? ""))) as TFunction;

describe("pitch labels", () => {
  it("shows the organiser's name as it is, never 'Pitch Pitch 1'", () => {
    expect(pitchLabel("Pitch 1", t)).toBe("Pitch 1");
    expect(pitchLabel("Feld 2", t)).toBe("Feld 2");
    expect(pitchLabel("Kunstrasen", t)).toBe("Kunstrasen");
  });
  it("adds the translated prefix only to a bare number", () => {
    expect(pitchLabel("3", t)).toBe("Pitch 3");
    expect(pitchLabel(" 12 ", t)).toBe("Pitch 12");
    expect(pitchLabel("3a", t)).toBe("3a");
  });
  it("maps a tournament's pitches by id", () => {
    expect([
      ...pitchLabels(
        [
          { id: "p1", name: "1" },
          { id: "p2", name: "Main pitch" },
        ],
        t,
      ),
    ]).toEqual([
      ["p1", "Pitch 1"],
      ["p2", "Main pitch"],
    ]);
  });
});
