import { describe, expect, it } from "vitest";
import { embedQuery, embedSnippet, parseEmbedOptions as parseWith } from "../src/embed-options.ts";

/** A query string's parameters, as a browser's URLSearchParams would read them (the domain has no DOM types). */
const parseEmbedOptions = (search: string) => {
  const params = new Map(
    search
      .replace(/^\?/, "")
      .split("&")
      .filter(Boolean)
      .map((pair) => pair.split("=").map((part) => decodeURIComponent(part)) as [string, string]),
  );
  return parseWith((name) => params.get(name) ?? null);
};

describe("embed options", () => {
  it("reads view, team, theme and a valid accent; falls back on anything else", () => {
    expect(parseEmbedOptions("?view=team&team=t-1&theme=dark&accent=%23AA00ff")).toEqual({
      view: "team",
      team: "t-1",
      theme: "dark",
      accent: "#aa00ff",
    });
    expect(parseEmbedOptions("?view=x&theme=pink&accent=red;background:url(x)")).toEqual({
      view: "schedule",
      team: null,
      theme: "light",
      accent: null,
    });
    expect(parseEmbedOptions("?view=tables&team=t1").team).toBeNull();
    expect(parseEmbedOptions("?accent=%23abc").accent).toBeNull();
  });

  it("writes the query it reads, defaults left out", () => {
    const options = { view: "team", team: "t1", theme: "dark", accent: "#123456" } as const;
    expect(parseEmbedOptions(embedQuery(options))).toEqual(options);
    expect(embedQuery({ view: "schedule", team: "t1", theme: "light", accent: null })).toBe("");
  });

  it("escapes the snippet's attributes", () => {
    expect(embedSnippet("https://x/?a=1&b=2", 'Cup "A" <b>')).toContain(
      'src="https://x/?a=1&amp;b=2" title="Cup &quot;A&quot; &lt;b&gt;"',
    );
  });
});
