// Events for the server tests (issue 19): an event with its divisions, teams, windows, plans and status, built
// through the API as an organiser would, so every test starts from a state the product itself made.
import type { EventInternal } from "@kickoff/domain/event-views.ts";
import { RateLimiter } from "../../src/services/rate-limiter.ts";
import type { TestApp } from "../setup/test-app.ts";
import { caller, type TestUser, teamNames } from "./tournament-factories.ts";

/** The answer's body when it has the expected status; otherwise a failure that shows what came instead. */
export async function ok<T = Record<string, unknown>>(
  res: Promise<{ status: number; body: unknown }>,
  status = 200,
): Promise<T> {
  const { status: got, body } = await res;
  if (got !== status) throw new Error(`expected ${status}, got ${got}: ${JSON.stringify(body)}`);
  return body as T;
}

/** Budgets of a user's earlier calls in the same file would turn the next builds' answers into 429s. */
export async function clearBudgets(t: TestApp, user: TestUser) {
  const limiter = new RateLimiter(t.app.accounts.db);
  for (const name of ["create", "plangen", "planEdit", "euser"]) await limiter.clear(`${name}:${user.id}`);
}

export type DivisionSpec = {
  mode: "normal" | "funino";
  name: string;
  ageGroupLabel?: string;
  teams: number;
  /** A team's name (default "{label} Team n"); festivals take the name only. */
  teamName?: (i: number, base: string) => string;
  club?: (i: number) => string;
};

export type EventSpec = {
  general: Record<string, unknown>;
  divisions: DivisionSpec[];
  /** Windows per division (in `divisions` order), or "propose" for the planner's proposal. */
  windows: "propose" | Array<{ pitches: string[]; start: string; end: string }>;
  publish?: boolean;
  seed?: string;
};

/**
 * Creates the event, its divisions and teams (tournaments in two groups with semi-finals), sets the windows,
 * plans the tournaments in them and publishes every division unless told not to. Answers the ids in order.
 */
export async function buildEvent(t: TestApp, owner: TestUser, spec: EventSpec) {
  await clearBudgets(t, owner);
  const as = caller(t.app, owner);
  let event = await ok<EventInternal>(as("POST", "/api/v1/event/create", spec.general), 201);
  const id = event.id;
  for (const d of spec.divisions)
    event = await ok<EventInternal>(
      as("POST", "/api/v1/event/division", {
        id,
        mode: d.mode,
        name: d.name,
        ...(d.ageGroupLabel ? { ageGroupLabel: d.ageGroupLabel } : {}),
      }),
      201,
    );
  const divisions = event.divisions.map((d) => d.tournamentId);
  for (const [i, d] of spec.divisions.entries()) {
    const division = divisions[i] as string;
    const label = d.ageGroupLabel ?? d.name;
    const teams = teamNames(d.teams).map((team, n) => ({
      ...team,
      name: d.teamName ? d.teamName(n, team.name) : `${label} ${team.name}`,
      ...(d.club ? { club: d.club(n) } : {}),
    }));
    if (d.mode === "funino") {
      await ok(as("POST", "/api/v1/funino/updateteams", { id: division, teams: teams.map(({ seed: _s, ...x }) => x) }));
      continue;
    }
    await ok(as("PUT", "/api/v1/tment/ueditteams", { id: division, teams }));
    await ok(
      as("PUT", "/api/v1/tment/update3", {
        id: division,
        format: { mode: "groupsKnockout", groupCount: 2, knockout: "semiFinal", thirdPlace: false, seeding: "snake" },
      }),
    );
    // A first plan gives the planner the division's length for its proposal.
    await ok(as("PUT", "/api/v1/tment/plangen", { id: division, seed: spec.seed ?? "event" }));
  }
  const proposed =
    spec.windows === "propose"
      ? (await ok<{ windows: Record<string, unknown> }>(as("POST", "/api/v1/event/propose", { id }))).windows
      : null;
  await ok(
    as("PUT", "/api/v1/event/windows", {
      id,
      windows: divisions.map((tournamentId, i) => ({
        tournamentId,
        window: proposed ? proposed[tournamentId] : (spec.windows as EventSpec["windows"] & unknown[])[i],
      })),
    }),
  );
  for (const [i, d] of spec.divisions.entries())
    if (d.mode === "normal")
      await ok(as("PUT", "/api/v1/tment/plangen", { id: divisions[i], seed: spec.seed ?? "event" }));
  if (spec.publish !== false)
    for (const division of divisions)
      await ok(as("PUT", "/api/v1/tment/status", { id: division, status: "published" }));
  return { id, divisions };
}

/** Six pitches A–F named "{prefix} A" …, for the general data of a one-day event. */
export const sixPitches = (prefix = "Pitch") =>
  ["A", "B", "C", "D", "E", "F"].map((pitch) => ({ id: pitch, name: `${prefix} ${pitch}` }));
