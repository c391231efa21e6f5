import { type Fairness, TournamentSettingsSchema } from "@kickoff/domain/contracts.ts";
import { generateTournamentPlan } from "@kickoff/domain/generate.ts";
import { loadCatalog } from "@kickoff/locales/catalogs.ts";
import i18next, { type TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { knockoutRestRows } from "./knockout-rest.ts";
import { sideLabel } from "./labels.ts";

let t: TFunction;
beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: "en", resources: { en: { translation: await loadCatalog("en") } } });
  t = i18n.t;
});

// Two groups of four, semi-finals and 3rd place on two pitches: the preview's report before any result.
const settings = TournamentSettingsSchema.parse({
  groupCount: 2,
  knockout: "semiFinal",
  thirdPlace: true,
  firstKickoff: "2030-05-04T09:00",
  pitches: [
    { id: "p1", name: "1" },
    { id: "p2", name: "2" },
  ],
});
const teams = Array.from({ length: 8 }, (_, i) => ({ id: `t${i + 1}`, name: `Team ${i + 1}`, seed: i + 1 }));
const plan = generateTournamentPlan(settings, teams, "seed");

describe("rest before knockout matches in the fairness report", () => {
  it("lists every knockout match in kick-off order with the rest of each side still to be decided", () => {
    const { rows, min, max } = knockoutRestRows(plan.fairness, plan.matches);
    expect(rows.map((r) => r.match.id)).toEqual(["SF1", "SF2", "F", "P3"]);
    const final = rows.find((r) => r.match.id === "F");
    const lines = final?.paths.map((p) =>
      t("organiser.fairness.pathRest", {
        side: sideLabel({ teamId: null, placeholder: p.placeholder }, new Map(), t),
        minutes: p.rest,
      }),
    );
    // both semi-finals are played at once: their winners get the same rest (the break) before the final
    expect(lines).toEqual(["Winner SF1: 2 min", "Winner SF2: 2 min"]);
    expect(min).toBe(2);
    expect(max).toBeGreaterThanOrEqual(settings.pauseBeforeFinalsMinutes);
  });

  it("shows nothing for a report without bracket paths (a round robin, or one cached before they existed)", () => {
    const older = { ...plan.fairness, restByPath: undefined } as unknown as Fairness;
    expect(knockoutRestRows(older, plan.matches)).toEqual({ rows: [], min: null, max: null });
  });
});
