import { describe, expect, it } from "vitest";
import { funinoExample } from "./funino-example.ts";

// The how-to page's prose (funinoGuide.howto.example.after1–3 in every language) tells exactly these moves:
// if the ladder engine changes, this fails and the texts must be rewritten with it.
describe("the funino how-to page's worked example", () => {
  it("plays the pairings the page's texts describe", () => {
    const { rounds, next } = funinoExample();
    expect(rounds.map((r) => r.pairs)).toEqual([
      [
        ["A", "B"],
        ["C", "D"],
        ["E", "F"],
      ],
      [
        ["A", "D"],
        ["B", "E"],
        ["C", "F"],
      ],
      [
        ["D", "B"],
        ["A", "F"],
        ["E", "C"],
      ],
    ]);
    expect(next).toEqual([
      ["B", "A"],
      ["D", "C"],
      ["F", "E"],
    ]);
  });
});
