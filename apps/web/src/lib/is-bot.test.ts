import { expect, it } from "vitest";
import { isBot } from "./is-bot.ts";

it("recognises crawlers but not browsers", () => {
  expect(isBot("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")).toBe(true);
  expect(isBot("Mozilla/5.0 (compatible; bingbot/2.0)")).toBe(true);
  expect(isBot("facebookexternalhit/1.1")).toBe(true);
  expect(isBot("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0")).toBe(
    false,
  );
  expect(isBot("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1")).toBe(false);
});
