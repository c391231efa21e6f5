import { loadCatalog } from "@kickoff/locales/catalogs.ts";
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { summaryParts } from "./registration-summary.tsx";

beforeAll(async () => {
  await i18next.init({ lng: "en", resources: { en: { translation: await loadCatalog("en") } } });
});

const line = (summary: Parameters<typeof summaryParts>[0]) =>
  summaryParts(summary)
    .map(([key, values]) => i18next.t(key, values))
    .join(" · ");

describe("registration summary", () => {
  it("counts places against the maximum and names the waiting list and undecided entries only when there are any", () => {
    expect(line({ teams: 6, maxTeams: 8, waitlisted: 2, pending: 0 })).toBe(
      "6 of 8 places taken · 2 on the waiting list",
    );
    expect(line({ teams: 3, maxTeams: 8, waitlisted: 0, pending: 1 })).toBe(
      "3 of 8 places taken · 1 registration not yet decided",
    );
    expect(line({ teams: 1, maxTeams: null, waitlisted: 0, pending: 0 })).toBe("1 team taking part");
  });
});
