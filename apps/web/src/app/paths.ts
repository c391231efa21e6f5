import type { Language } from "@kickoff/locales/languages.ts";

const page = (segment: string) => ({
  pattern: segment,
  href: (lang: Language) => `/${lang}/${segment}`,
});
const withId = (segment: string) => ({
  pattern: `${segment}/:id`,
  href: (lang: Language, id: string) => `/${lang}/${segment}/${encodeURIComponent(id)}`,
});
const withOptionalId = (segment: string) => ({
  pattern: `${segment}/:id?`,
  href: (lang: Language, id?: string) => `/${lang}/${segment}${id ? `/${encodeURIComponent(id)}` : ""}`,
});

/** Every URL of the SPA comes from here; components never assemble paths by hand. Patterns are relative to `/{lang}`. */
export const paths = {
  root: { pattern: "/", href: () => "/" },
  home: { pattern: "", href: (lang: Language) => `/${lang}` },
  agb: page("agb"),
  faq: page("faq"),
  tip: page("tip"),
  club: page("club"),
  howto: page("howto"),
  login: page("login"),
  register: page("register"),
  aboutUs: page("aboutus"),
  contact: page("contact"),
  imprint: page("imprint"),
  offline: page("offline"),
  features: page("features"),
  notFound: page("notfound"),
  settings: page("settings"),
  adminboard: page("adminboard"),
  dataPrivacy: page("dataprivacy"),
  userAccount: page("userAccount"),
  funinoHowto: page("funino-howto"),
  funinoRules: page("funino-rules"),
  allTournaments: page("alltournaments"),
  globalTournaments: page("global-tournaments"),
  funino: withId("funino"),
  resetPassword: withId("resetpw"),
  tournament: withId("tournament"),
  /** Display mode of a tournament (big screen at the venue); open like the tournament page (prefix /tournament). */
  tournamentDisplay: {
    pattern: "tournament/:id/display",
    href: (lang: Language, id: string) => `/${lang}/tournament/${encodeURIComponent(id)}/display`,
  },
  tournamentOverview: withId("tmentOverview"),
  validateEmail: withId("validateEmail"),
  messages: withOptionalId("messages"),
  createTournament: withOptionalId("create-tournament"),
} as const;
