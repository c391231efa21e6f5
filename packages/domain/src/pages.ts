// The SPA's pages, one entry per route below `/{lang}` (spec §2). The SPA builds its links, route table and
// guard from it, the server its sitemap and robots.txt: a new page is declared once, here.

/** Ids in URLs: tournament, funino and overview ids. */
export const URL_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Codes sent by mail (password reset, e-mail verification) may be longer. */
export const URL_CODE = /^[A-Za-z0-9_.~-]{1,256}$/;

/** Who may open a page (spec §2 access rules); a protected page sends anonymous visitors to the login. */
export type PageAccess = "open" | "login-required";

/**
 * How crawlers treat a page: listed in the sitemap, allowed but not listed (pages per id; public
 * tournaments are listed one by one), or disallowed in robots.txt (personal areas and forms).
 */
export type PageCrawl = "sitemap" | "allow" | "disallow";

export type PageDef = {
  /** Route pattern after `/{lang}`: "" is home; `:id` is a required id, `:id?` an optional one. */
  readonly path: string;
  readonly access: PageAccess;
  readonly crawl: PageCrawl;
  /** What a valid `:id` looks like; any other is a 404. */
  readonly id?: RegExp;
};

const open = "open";
const login = "login-required";

/**
 * Every page. The order of the "sitemap" entries is the sitemap's order, that of the "disallow"
 * entries robots.txt's order.
 */
export const PAGES = {
  home: { path: "", access: open, crawl: "sitemap" },
  features: { path: "features", access: open, crawl: "sitemap" },
  howto: { path: "howto", access: open, crawl: "sitemap" },
  faq: { path: "faq", access: open, crawl: "sitemap" },
  tip: { path: "tip", access: open, crawl: "sitemap" },
  aboutUs: { path: "aboutus", access: open, crawl: "sitemap" },
  contact: { path: "contact", access: open, crawl: "sitemap" },
  imprint: { path: "imprint", access: open, crawl: "sitemap" },
  agb: { path: "agb", access: open, crawl: "sitemap" },
  dataPrivacy: { path: "dataprivacy", access: open, crawl: "sitemap" },
  funinoHowto: { path: "funino-howto", access: open, crawl: "sitemap" },
  funinoRules: { path: "funino-rules", access: open, crawl: "sitemap" },
  allTournaments: { path: "alltournaments", access: open, crawl: "sitemap" },
  globalTournaments: { path: "global-tournaments", access: open, crawl: "sitemap" },
  tournament: { path: "tournament/:id", access: open, crawl: "allow", id: URL_ID },
  /** Display mode of a tournament (big screen at the venue); open like the tournament page. */
  tournamentDisplay: { path: "tournament/:id/display", access: open, crawl: "allow", id: URL_ID },
  funino: { path: "funino/:id", access: open, crawl: "allow", id: URL_ID },
  /** An event's public page (issue 19): all its divisions, "now / next" across them, a team finder; server-made. */
  event: { path: "event/:id", access: open, crawl: "allow", id: URL_ID },
  /** An event's display mode (big screen at the venue): "now / next" on every pitch across divisions; server-made. */
  eventDisplay: { path: "event/:id/display", access: open, crawl: "allow", id: URL_ID },
  /** An event's "now / next" and divisions framed by a club's website (ADR 0019); server-made, never indexed. */
  eventEmbed: { path: "embed/event/:id", access: open, crawl: "disallow", id: URL_ID },
  /** A tournament's schedule or tables framed by a club's website (ADR 0019): the only page others may frame. */
  embed: { path: "embed/tournament/:id", access: open, crawl: "disallow", id: URL_ID },
  /**
   * A photo album (ADR 0020). Crawled when public; a link-only album carries its key in the fragment (`#key=`, never
   * sent to the server) and its page answers noindex.
   */
  album: { path: "gallery/:id", access: open, crawl: "allow", id: URL_ID },
  club: { path: "club", access: login, crawl: "disallow" },
  adminboard: { path: "adminboard", access: login, crawl: "disallow" },
  settings: { path: "settings", access: login, crawl: "disallow" },
  userAccount: { path: "userAccount", access: login, crawl: "disallow" },
  messages: { path: "messages/:id?", access: login, crawl: "disallow", id: URL_ID },
  /** The platform operators' area (issue 20): the server refuses everybody else; never indexed. */
  operator: { path: "operator", access: login, crawl: "disallow" },
  login: { path: "login", access: open, crawl: "disallow" },
  register: { path: "register", access: open, crawl: "disallow" },
  resetPassword: { path: "resetpw/:id", access: open, crawl: "disallow", id: URL_CODE },
  validateEmail: { path: "validateEmail/:id", access: open, crawl: "disallow", id: URL_CODE },
  createTournament: { path: "create-tournament/:id?", access: open, crawl: "disallow", id: URL_ID },
  tournamentOverview: { path: "tmentOverview/:id", access: open, crawl: "disallow", id: URL_ID },
  /** A new event with several age groups (issue 19). */
  createEvent: { path: "createEvent", access: login, crawl: "disallow" },
  /** An event's control page: its divisions, their windows on the shared pitches and the plan's problems. */
  eventOverview: { path: "eventOverview/:id", access: login, crawl: "disallow", id: URL_ID },
  /** An event's one registration form (issue 19 item 4): a team for one or more divisions; no account needed. */
  eventRegister: { path: "eventRegister/:id", access: open, crawl: "disallow", id: URL_ID },
  /** An event's control centre (issue 19 item 5): every pitch's now/next across divisions, result entry, reporter links. */
  eventControl: { path: "eventControl/:id", access: login, crawl: "disallow", id: URL_ID },
  /** An event reporter link's page (`#reporter=…`): one pitch's matches across divisions; no account needed. */
  eventReporter: { path: "eventReporter/:id", access: open, crawl: "disallow", id: URL_ID },
  offline: { path: "offline", access: open, crawl: "disallow" },
  notFound: { path: "notfound", access: open, crawl: "disallow" },
} as const satisfies Record<string, PageDef>;

export type PageKey = keyof typeof PAGES;

const ALL: readonly PageDef[] = Object.values(PAGES);

/**
 * A page's link builder from its path pattern: `/{lang}/{path}` with the id filled in (encoded); an optional id left
 * out (or empty) drops its segment; home (`""`) is `/{lang}`. The SPA's links (apps/web/src/app/paths.ts) and the
 * server's pages drawn without the app use it.
 */
export const hrefOf =
  (path: string) =>
  (lang: string, id?: string): string => {
    const filled = path.replace(/\/:id(\?)?/, (_, optional?: string) =>
      optional && !id ? "" : `/${encodeURIComponent(id ?? "")}`,
    );
    return filled ? `/${lang}/${filled}` : `/${lang}`;
  };

/** The first segment of a page's path (`tournament/:id` → `tournament`). */
export const firstSegment = (page: PageDef) => page.path.split("/")[0] ?? "";

/** Paths after `/{lang}` of the pages the sitemap lists ("" = home). */
export const SITEMAP_PATHS: readonly string[] = ALL.filter((p) => p.crawl === "sitemap").map((p) => p.path);

/** First path segments robots.txt disallows in every language. */
export const DISALLOWED_SEGMENTS: readonly string[] = [
  ...new Set(ALL.filter((p) => p.crawl === "disallow").map(firstSegment)),
];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Each page's path as a regular expression after `/{lang}`: letter case ignored (as the router does), `/` at the end allowed. */
const MATCHERS = (Object.entries(PAGES) as Array<[PageKey, PageDef]>).map(([key, page]) => {
  const pattern = page.path
    .split("/")
    .filter(Boolean)
    .map((segment) =>
      segment === ":id" ? "/([^/]+)" : segment === ":id?" ? "(?:/([^/]+))?" : `/${escapeRegExp(segment)}`,
    )
    .join("");
  return { key, page, regex: new RegExp(`^${pattern}/?$`, "i") };
});

/**
 * The page a path after `/{lang}` opens (`/tournament/abc` → tournament, id "abc"), or null when no page has
 * that path or its id is not a valid one: the SPA shows its not-found screen there, the server answers 404.
 */
export function matchPage(pathAfterLanguage: string): { key: PageKey; id?: string } | null {
  for (const { key, page, regex } of MATCHERS) {
    const m = regex.exec(pathAfterLanguage);
    if (!m) continue;
    if (m[1] === undefined) return { key };
    let id: string;
    try {
      id = decodeURIComponent(m[1]);
    } catch {
      return null;
    }
    return page.id?.test(id) ? { key, id } : null;
  }
  return null;
}
