// Initial script per page: the JavaScript a fresh visit fetches (entry, modulepreloads, the page's lazy chunks
// and catalogs) until the page shows its content, in KB gzip, for home and the 64-team public tournament page
// (targets ≤ 170 and ≤ 120). Also writes the visualiser's treemap of the build to bench/bundle-report.html.

import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Page } from "playwright-core";
import { round1 } from "./lib.ts";
import { buildWeb, chromiumArgs, chromiumPath, startWebSite } from "./web.ts";

const TARGET_KB = { home: 170, publicTournament: 120 } as const;
const REPORT = path.join(import.meta.dirname, "bundle-report.html");

type Fetched = { file: string; gzipBytes: number };

/** Opens `url` in a fresh context (empty cache, no service worker) and lists the scripts it fetched. */
async function initialScript(page: Page, url: string, ready: string) {
  const bodies: Array<Promise<Fetched | null>> = [];
  page.on("response", (res) => {
    const file = new URL(res.url()).pathname;
    if (!file.endsWith(".js")) return;
    bodies.push(
      res
        .body()
        .then((body) => ({ file, gzipBytes: gzipSync(body).byteLength }))
        .catch(() => null),
    );
  });
  await page.goto(url);
  await page.locator(ready).first().waitFor({ state: "visible", timeout: 60_000 });
  // Whatever the page fetches right after showing its content (a late chunk) belongs to its initial load too.
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
  const files = (await Promise.all(bodies)).filter((f): f is Fetched => f !== null);
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const kb = (bytes: number) => round1(bytes / 1024);
  return {
    files: files.length,
    gzipKB: kb(files.reduce((n, f) => n + f.gzipBytes, 0)),
    // Hashes stripped so that two runs compare by name.
    chunks: files.map((f) => `${path.basename(f.file).replace(/-[\w-]{8}\.js$/, "")} ${kb(f.gzipBytes)}`),
  };
}

export default async function run() {
  const build = buildWeb({ report: REPORT });
  const site = await startWebSite(build.dist);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const measure = async (url: string, ready: string) => {
      const context = await browser.newContext({ serviceWorkers: "block" });
      try {
        return await initialScript(await context.newPage(), url, ready);
      } finally {
        await context.close();
      }
    };
    const home = await measure(site.pages.home, "h1");
    const publicTournament = await measure(site.pages.publicTournament, "[data-ready]");
    return {
      target: `initial script (KB gzip) ≤ ${TARGET_KB.home} home, ≤ ${TARGET_KB.publicTournament} public tournament page`,
      met: home.gzipKB <= TARGET_KB.home && publicTournament.gzipKB <= TARGET_KB.publicTournament,
      home,
      publicTournament: { matches: site.matchCount, ...publicTournament },
      report: path.relative(path.resolve(import.meta.dirname, ".."), REPORT),
    };
  } finally {
    await browser.close();
    await site.stop();
    build.remove();
  }
}
