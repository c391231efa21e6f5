import { LANGUAGES } from "@kickoff/locales/languages.ts";
import { expect, test } from "./support/fixtures.ts";
import { logIn } from "./support/session.ts";

test("unknown page shows the 404 screen with noindex", async ({ page }) => {
  const messages: string[] = [];
  page.on("console", (m) => messages.push(`${m.type()}: ${m.text()}`));
  await page.goto("/en/does-not-exist");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found: /en/does-not-exist");
  await expect(page).toHaveTitle(/Page Not Found: \/en\/does-not-exist/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  console.log(messages);
});
