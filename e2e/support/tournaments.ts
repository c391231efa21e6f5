// Tournaments seeded through the API as the browser context's logged-in user (the same calls the wizard makes).
import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { expect } from "./fixtures.ts";

type SeedOptions = {
  visibility?: "public" | "unlisted" | "private";
  venue?: { name: string; city?: string };
  /** Pitches "1", "2", … (default 1). */
  pitches?: number;
  /** Publish it after the plan is generated (default: it stays a draft). */
  publish?: boolean;
};

/** A tournament with 6 teams in 2 groups, semi-finals and a generated plan; unlisted draft unless told otherwise. */
export async function createTournament(
  request: APIRequestContext,
  name: string,
  { visibility = "unlisted", venue, pitches = 1, publish = false }: SeedOptions = {},
): Promise<string> {
  const created = await request.post("/api/v1/tment/create", {
    data: { name, startDate: "2030-05-04", visibility, ...(venue ? { venue } : {}) },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: string }).id;
  const put = async (url: string, data: unknown) => expect((await request.put(url, { data })).status()).toBe(200);
  await put("/api/v1/tment/ueditteams", {
    id,
    teams: Array.from({ length: 6 }, (_, i) => ({ name: `Team ${i + 1}`, seed: i + 1 })),
  });
  await put("/api/v1/tment/update3", {
    id,
    format: { mode: "groupsKnockout", groupCount: 2, knockout: "semiFinal", thirdPlace: true, seeding: "snake" },
  });
  await put("/api/v1/tment/updateTime", {
    id,
    firstKickoff: "2030-05-04T09:00",
    matchMinutes: { group: 10, semiFinal: 12, final: 15 },
    breakMinutes: 2,
    pauseBeforeFinalsMinutes: 10,
    pitches: Array.from({ length: pitches }, (_, i) => ({ id: `p${i + 1}`, name: String(i + 1) })),
  });
  await put("/api/v1/tment/plangen", { id, seed: "fixed-seed" });
  if (publish) await put("/api/v1/tment/status", { id, status: "published" });
  return id;
}

/** Uploads a 256×256 PNG through the files API and sets it as the tournament's logo; answers the file id. */
export async function setLogo(request: APIRequestContext, id: string): Promise<string> {
  const png = await sharp({ create: { width: 256, height: 256, channels: 4, background: "#1c7ed6" } })
    .png()
    .toBuffer();
  const uploaded = await request.post("/api/v1/files/upload", {
    multipart: { file: { name: "logo.png", mimeType: "image/png", buffer: png } },
  });
  expect(uploaded.status()).toBe(201);
  const logo = (await uploaded.json()) as { id: string };
  const view = (await (await request.get(`/api/v1/tment/tmuser/${id}`)).json()) as {
    general: Record<string, unknown>;
  };
  const saved = await request.put("/api/v1/tment/ueditallgemein", {
    data: { id, general: { ...view.general, logoFileId: logo.id } },
  });
  expect(saved.status()).toBe(200);
  return logo.id;
}
