// The lean public page (ADR 0028) carries only the messages its script draws with (public-first-paint.ts
// LEAN_TEXT_PREFIXES). Every part it can draw again — any followed team, filter, bracket view, a match being played,
// a delay, open registration, cards, a finished knockout — must find its texts among them: a missing prefix shows
// the visitor a raw key ("public.registration.summary.places") after the first live change.
import { randomUUID } from "node:crypto";
import type { PublicTournament } from "@kickoff/domain/public-contracts.ts";
import {
  daysHtml,
  knockoutHtml,
  livePartHtml,
  NO_FILTERS,
  pageContext,
} from "@kickoff/domain/public-tournament-html.ts";
import { translatorOf } from "@kickoff/locales/interpolate.ts";
import { LANGUAGES } from "@kickoff/locales/languages.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestAppWithWebBuild, engine, type TestApp } from "./setup/test-app.ts";
import { buildTournament, caller, createUser, type TestUser } from "./support/tournament-factories.ts";

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Kickoff</title>
    <script type="module" crossorigin src="/assets/app-x.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await buildTestAppWithWebBuild(INDEX, { PUBLIC_URL: "https://cup.example" });
  owner = await createUser(t.database);
});
afterAll(async () => {
  await t?.close();
});

const json = <T>(html: string, id: string): T => {
  const m = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(html);
  if (!m) throw new Error(`no #${id}`);
  return JSON.parse(m[1] as string) as T;
};

/** A catalog key left in the output: "public.x.y", "engine.x", "common.status.x". */
const RAW_KEY = /\b(?:public|engine|common)\.[A-Za-z]+(?:\.[A-Za-z_]+)*\b/;

type Match = { id: string; stage: string; status: string; home: { teamId: string | null } };

describe(`lean page texts on ${engine()}`, () => {
  it("every part the script draws finds its texts in the page's messages, in every language", async () => {
    const view = await buildTournament(t.app, owner, { teams: 8, status: "published" });
    const as = caller(t.app, owner);
    const general = (await as("GET", `/api/v1/tment/tmuser/${view.id}`)).body.general;
    const opened = await as("PUT", "/api/v1/tment/ueditallgemein", {
      id: view.id,
      general: { ...general, registration: { open: true, maxTeams: 8 } },
    });
    expect(opened.status).toBe(200);
    expect((await as("PUT", "/api/v1/tment/delay", { id: view.id, minutes: 10 })).status).toBe(200);
    // Play the tournament through, round by round (knockout pairings appear as results come in), with cards.
    for (let round = 0; round < 4; round++) {
      const current = (await as("GET", `/api/v1/tment/tmuser/${view.id}`)).body as { matches: Match[] };
      const open = current.matches.filter((m) => m.status !== "finished" && m.home.teamId);
      if (open.length === 0) break;
      const saved = await as("PUT", "/api/v1/tment/update", {
        id: view.id,
        idempotencyKey: randomUUID(),
        results: open.map((m, i) => ({ matchId: m.id, home: (i % 3) + 1, away: 0 })),
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }

    for (const lang of LANGUAGES) {
      const html = (await t.app.inject({ method: "GET", url: `/${lang}/tournament/${view.id}` })).body;
      const tournament = (
        await t.app.inject({ method: "GET", url: `/api/v1/auth/tment/${view.id}` })
      ).json<PublicTournament>();
      const messages = json<Record<string, string>>(html, "public-texts");
      expect(tournament.placements.length, "the knockout was played through").toBeGreaterThan(0);
      expect(tournament.delayMinutes).toBe(10);
      expect(tournament.registrationOpen).toBe(true);
      const tr = translatorOf(lang, messages);
      const team = tournament.teams[0]?.id ?? null;
      const drawn: string[] = [];
      for (const myTeam of [null, team])
        for (const filters of [NO_FILTERS, { team: "", group: "", pitch: "nowhere" }])
          for (const now of ["2030-05-04T08:00", "2030-05-04T09:05"]) {
            const ctx = pageContext(tournament, {
              lang,
              t: tr,
              publicUrl: "https://cup.example",
              now,
              myTeam,
              filters,
              lean: true,
            });
            for (const part of ["head", "registration", "now", "mine", "tables", "placements"] as const)
              drawn.push(livePartHtml(part, tournament, ctx));
            drawn.push(daysHtml(tournament, ctx), knockoutHtml(tournament, ctx, "bracket"));
            drawn.push(knockoutHtml(tournament, ctx, "list"));
          }
      const all = drawn.join("\n");
      expect(all, `${lang}: ${RAW_KEY.exec(all)?.[0]}`).not.toMatch(RAW_KEY);
      // The messages are the page's own, not the whole catalog.
      expect(Object.keys(messages).some((key) => key.startsWith("public.ics."))).toBe(false);
    }
  });
});
