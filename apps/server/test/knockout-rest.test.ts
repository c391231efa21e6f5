// The organiser's least rest before knockout matches (tment/updateTime knockoutRestMinutes): stored, kept by an
// update that does not name it, and honoured by the plan for every team that can reach a knockout match.
import { addMinutes } from "@kickoff/domain/time.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, engine, type TestApp } from "./setup/test-app.ts";
import {
  buildTournament,
  caller,
  createUser,
  type InternalView,
  type TestUser,
} from "./support/tournament-factories.ts";

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.database, { displayName: "Rhea Rest" });
});
afterAll(async () => {
  await t?.close();
});

const times = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  firstKickoff: "2030-05-04T09:00",
  matchMinutes: { group: 10, semiFinal: 12, final: 15 },
  breakMinutes: 2,
  pauseBeforeFinalsMinutes: 0,
  pitches: [
    { id: "p1", name: "1" },
    { id: "p2", name: "2" },
  ],
  ...extra,
});

/** Minutes between the last group match's end and the first semi-final's kick-off. */
function restBeforeSemis(view: InternalView): number {
  const groupEnds = view.matches.filter((m) => m.stage === "group").map((m) => addMinutes(m.start, 10));
  const semiStarts = view.matches.filter((m) => m.stage === "semiFinal").map((m) => m.start);
  const lastEnd = [...groupEnds].sort().at(-1) as string;
  const firstSemi = [...semiStarts].sort()[0] as string;
  return (Date.parse(`${firstSemi}:00Z`) - Date.parse(`${lastEnd}:00Z`)) / 60_000;
}

describe(`least rest before knockout matches on ${engine()}`, () => {
  it("is stored, kept when an update leaves it out, and gives every team that rest before the semi-finals", async () => {
    const draft = await buildTournament(t.app, owner, { plan: false });
    const as = caller(t.app, owner);
    const set = await as("PUT", "/api/v1/tment/updateTime", times(draft.id, { knockoutRestMinutes: 30 }));
    expect(set.status).toBe(200);
    expect(set.body.settings.knockoutRestMinutes).toBe(30);
    const planned = await as("PUT", "/api/v1/tment/plangen", { id: draft.id, seed: "rest" });
    expect(planned.status).toBe(200);
    expect(restBeforeSemis(planned.body)).toBeGreaterThanOrEqual(30);

    // Another change of the times that does not name it keeps it, and the reflow still honours it.
    const later = await as("PUT", "/api/v1/tment/updateTime", times(draft.id, { breakMinutes: 3 }));
    expect(later.status).toBe(200);
    expect(later.body.settings.knockoutRestMinutes).toBe(30);
    expect(restBeforeSemis(later.body)).toBeGreaterThanOrEqual(30);
  });

  it("refuses a value out of range, naming the field", async () => {
    const draft = await buildTournament(t.app, owner, { plan: false });
    const res = await caller(t.app, owner)(
      "PUT",
      "/api/v1/tment/updateTime",
      times(draft.id, { knockoutRestMinutes: 500 }),
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.error)).toContain("knockoutRestMinutes");
  });
});
