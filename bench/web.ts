// Shared by the browser benches (bundle, Lighthouse): a production build of the web app into a temporary
// directory, and the real server serving it with the 64-team public tournament seeded.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createBigTournament, type RunningServer, startSeededServer } from "./lib.ts";

const root = path.resolve(import.meta.dirname, "..");

/** Debian's Chromium and the flags of the e2e suite (e2e/playwright.config.ts). */
export const chromiumPath = process.env.CHROME_PATH || "/usr/bin/chromium";
export { chromiumArgs } from "../e2e/playwright.config.ts";

/**
 * `vite build` of apps/web into a fresh temporary directory (never apps/web/dist, which a developer may be
 * serving). With `report`, the build also writes the visualiser's treemap there (vite.config.ts).
 */
export function buildWeb(opts: { report?: string } = {}): { dist: string; remove: () => void } {
  const dist = mkdtempSync(path.join(tmpdir(), "kickoff-bench-web-"));
  const vite = path.join(root, "node_modules/vite/bin/vite.js");
  const r = spawnSync(process.execPath, [vite, "build", "--outDir", dist, "--emptyOutDir"], {
    cwd: path.join(root, "apps/web"),
    env: { ...process.env, ...(opts.report ? { BUNDLE_REPORT: opts.report } : {}) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (r.status !== 0) throw new Error(`vite build failed (${r.status})`);
  return { dist, remove: () => rmSync(dist, { recursive: true, force: true }) };
}

export type WebSite = {
  server: RunningServer;
  /** The pages the browser benches open, by name. */
  pages: { home: string; publicTournament: string };
  matchCount: number;
  stop: () => Promise<void>;
};

/** The real server (PGlite) serving `dist`, with the published 64-team tournament of the public benches. */
export async function startWebSite(dist: string): Promise<WebSite> {
  // The server reads WEB_DIST from its environment, which startSeededServer passes on from ours.
  const before = process.env.WEB_DIST;
  process.env.WEB_DIST = dist;
  let server: RunningServer;
  try {
    server = await startSeededServer();
  } finally {
    if (before === undefined) delete process.env.WEB_DIST;
    else process.env.WEB_DIST = before;
  }
  try {
    const { id, matchCount } = await createBigTournament(server.base, server.cookie);
    return {
      server,
      pages: { home: `${server.base}/en`, publicTournament: `${server.base}/en/tournament/${id}` },
      matchCount,
      stop: () => server.stop(),
    };
  } catch (err) {
    await server.stop();
    throw err;
  }
}
