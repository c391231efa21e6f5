import { expect, test } from "./support/fixtures.ts";

test("/ renders the home page", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Plan, run and share youth football tournaments");
  // The two ways in: create a tournament, find one.
  await expect(page.getByRole("link", { name: "Create a tournament" })).toHaveAttribute(
    "href",
    "/en/create-tournament",
  );
  await expect(page.getByRole("link", { name: "Find tournaments" })).toHaveAttribute("href", "/en/global-tournaments");
});

test("/de renders the home page in German", async ({ page }) => {
  await page.goto("/de");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Jugendfußball-Turniere planen, durchführen und teilen",
  );
  await expect(page.getByRole("link", { name: "Turnier erstellen" }).last()).toHaveAttribute(
    "href",
    "/de/create-tournament",
  );
});

test("/api/health is ok", async ({ request, baseURL }) => {
  const res = await request.get(`${baseURL}/api/health`);
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ status: "ok", database: "postgres" });
});

test("SPA routes get index.html; hashed assets are cached long, the shell is not", async ({ request, baseURL }) => {
  const page = await request.get(`${baseURL}/fr/faq`);
  expect(page.status()).toBe(200);
  // An id that cannot exist is a 404 from the server, still with the app's shell (its not-found screen).
  const invalid = await request.get(`${baseURL}/fr/tournament/abc`);
  expect(invalid.status()).toBe(404);
  expect(await invalid.text()).toMatch(/\/assets\/[^"]+\.js/);
  expect(page.headers()["cache-control"]).toBe("no-cache");
  const html = await page.text();
  const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const js = await request.get(`${baseURL}${asset}`);
  expect(js.headers()["cache-control"]).toContain("immutable");
  const version = await request.get(`${baseURL}/version.json`);
  expect(version.headers()["cache-control"]).toBe("no-cache");
  const unknown = await request.get(`${baseURL}/xx/whatever`);
  expect(unknown.status()).toBe(404);
  const api = await request.get(`${baseURL}/api/v1/unknown`);
  expect(api.status()).toBe(404);
  expect((await api.json()).error.code).toBe("ROUTE_NOT_FOUND");
});
