import { describe, expect, it } from "vitest";
import { filterFaq, foldText } from "./faq-filter.ts";

const entries = [
  { id: "offline", question: "What if there is no internet?", answer: "Results are kept on the device." },
  { id: "pdf", question: "Can I print the schedule?", answer: "Download the schedule as a PDF file." },
  { id: "fr", question: "Résultats en direct ?", answer: "La page se met à jour toute seule." },
  { id: "tr", question: "İSTANBUL turnuvası", answer: "Canlı sonuçlar." },
];

describe("filterFaq", () => {
  it("keeps every entry for an empty or blank query", () => {
    expect(filterFaq(entries, "")).toHaveLength(4);
    expect(filterFaq(entries, "   ")).toHaveLength(4);
  });

  it("finds words in the question or the answer, ignoring case", () => {
    expect(filterFaq(entries, "INTERNET").map((e) => e.id)).toEqual(["offline"]);
    expect(filterFaq(entries, "pdf").map((e) => e.id)).toEqual(["pdf"]);
    expect(filterFaq(entries, "schedule").map((e) => e.id)).toEqual(["pdf"]);
  });

  it("needs every word of the query, in any order", () => {
    expect(filterFaq(entries, "file schedule").map((e) => e.id)).toEqual(["pdf"]);
    expect(filterFaq(entries, "schedule internet")).toEqual([]);
  });

  it("ignores accents and the Turkish dotted capital I", () => {
    expect(filterFaq(entries, "resultats").map((e) => e.id)).toEqual(["fr"]);
    expect(filterFaq(entries, "istanbul").map((e) => e.id)).toEqual(["tr"]);
    expect(foldText("Çanlı")).toBe("canli");
  });

  it("finds nothing for a word that is nowhere", () => {
    expect(filterFaq(entries, "gallery")).toEqual([]);
  });
});
