// What an embedded tournament shows, read from its query (`?view=team&team=…&theme=dark&accent=%23aa0000`) and
// written by the share tab's snippet builder: one reader and one writer, so the snippet always means what it says.

export const EMBED_VIEWS = ["schedule", "tables", "team"] as const;
export type EmbedView = (typeof EMBED_VIEWS)[number];
export const EMBED_THEMES = ["light", "dark"] as const;
export type EmbedTheme = (typeof EMBED_THEMES)[number];

export type EmbedOptions = {
  view: EmbedView;
  /** The team whose matches `view=team` lists; null for the other views or when none was given. */
  team: string | null;
  theme: EmbedTheme;
  /** `#rrggbb`, or null for the app's own green. */
  accent: string | null;
};

/** Only a six-digit hex colour: anything else (names, `url(…)`, `;`) could break out of the style it is put in. */
export const ACCENT = /^#[0-9a-fA-F]{6}$/;
const TEAM_ID = /^[A-Za-z0-9_-]{1,64}$/;

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

/**
 * An embed's options from its query (`get` reads one parameter, e.g. URLSearchParams' `get`); unknown or invalid
 * values fall back to the defaults (schedule, light, the app's colour).
 */
export function parseEmbedOptions(get: (name: string) => string | null): EmbedOptions {
  const view = oneOf(EMBED_VIEWS, get("view"), "schedule");
  const team = get("team");
  const accent = get("accent");
  return {
    view,
    team: view === "team" && team && TEAM_ID.test(team) ? team : null,
    theme: oneOf(EMBED_THEMES, get("theme"), "light"),
    accent: accent && ACCENT.test(accent) ? accent.toLowerCase() : null,
  };
}

/** The query string (with `?`) for the options, defaults left out. */
export function embedQuery(options: EmbedOptions): string {
  const pairs: Array<[string, string]> = [];
  if (options.view !== "schedule") pairs.push(["view", options.view]);
  if (options.view === "team" && options.team) pairs.push(["team", options.team]);
  if (options.theme !== "light") pairs.push(["theme", options.theme]);
  if (options.accent && ACCENT.test(options.accent)) pairs.push(["accent", options.accent.toLowerCase()]);
  return pairs.length ? `?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&")}` : "";
}

/** The iframe snippet a club pastes into its website (the URL and title escaped for an HTML attribute). */
export function embedSnippet(url: string, title: string, height = 600): string {
  const attr = (s: string) =>
    s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return `<iframe src="${attr(url)}" title="${attr(title)}" width="100%" height="${height}" style="border:0;max-width:100%" loading="lazy"></iframe>`;
}
