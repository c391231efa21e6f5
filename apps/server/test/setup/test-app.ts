// Builds the real app on a fresh copy of the migrated template, for the engine this project runs on.
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { type AppDeps, buildApp } from "../../src/app.ts";
import { type Config, loadConfig } from "../../src/config.ts";
import { type Database, openDatabase } from "../../src/db/client.ts";
import { adminUrl, templateDb } from "./engines.ts";

export type TestApp = { app: FastifyInstance; database: Database; config: Config; close(): Promise<void> };

export const engine = () => (process.env.TEST_DB === "postgres" ? "postgres" : "pglite");

/** A fresh, migrated database of the engine under test; dropped again by `close`. */
export async function openTestDatabase(): Promise<{ database: Database; url?: string; dispose(): Promise<void> }> {
  if (engine() === "postgres") {
    const prefix = inject("pgRunPrefix");
    const name = `${prefix}_t_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`create database ${name} template ${templateDb(prefix)}`);
    await admin.end();
    const url = new URL(adminUrl());
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), migrate: false });
    return {
      database,
      url: url.toString(),
      dispose: async () => {
        const a = new pg.Client({ connectionString: adminUrl() });
        await a.connect();
        await a.query(`drop database if exists ${name} with (force)`);
        await a.end();
      },
    };
  }
  const template = new Blob([readFileSync(inject("pgliteTemplateFile"))]);
  const database = await openDatabase({ pgliteDir: "memory://", pgliteTemplate: template, migrate: false });
  return { database, dispose: async () => {} };
}

/** The app with a temporary DATA_DIR and a fresh database; `overrides` set environment variables. */
export async function buildTestApp(
  overrides: Record<string, string> = {},
  deps: Pick<AppDeps, "logStream"> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "kickoff-data-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    PUBLIC_URL: "http://localhost:3000",
    WEB_DIST: path.join(dataDir, "no-web-build"),
    ...overrides,
  });
  const { database, dispose } = await openTestDatabase();
  const app = await buildApp({ config, database, ...deps });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The app serving `indexHtml` as its web build (pages with their SEO tags and first paint); `close` removes it. */
export async function buildTestAppWithWebBuild(
  indexHtml: string,
  overrides: Record<string, string> = {},
): Promise<TestApp> {
  const webDist = mkdtempSync(path.join(tmpdir(), "kickoff-web-"));
  writeFileSync(path.join(webDist, "index.html"), indexHtml);
  const t = await buildTestApp({ WEB_DIST: webDist, ...overrides });
  return {
    ...t,
    close: async () => {
      await t.close();
      rmSync(webDist, { recursive: true, force: true });
    },
  };
}
