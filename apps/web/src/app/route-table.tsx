import type { PageDef, PageKey } from "@kickoff/domain/pages.ts";
import type { Namespace } from "@kickoff/locales/catalogs.ts";
import { isLanguage } from "@kickoff/locales/languages.ts";
import type { ComponentType } from "react";
import { data, type LoaderFunctionArgs, type RouteObject, redirect } from "react-router";
import { LoadingScreen } from "../components/loading-screen.tsx";
import { NotFoundPage } from "../features/content/pages/not-found-page.tsx";
import { reporterTokenInHash, storedReporterToken } from "../features/public/lib/reporter-token.ts";
import { changeLanguage, loadNamespaces, preferredLanguage } from "../lib/i18n.ts";
import { sessionStore } from "../lib/session-store.ts";
import { accessFor } from "./guard.ts";
import { DefaultLayout } from "./layouts/default-layout.tsx";
import { paths } from "./paths.ts";
import { storePostLoginTarget } from "./post-login.ts";
import { RouteErrorScreen } from "./route-error-screen.tsx";
import { sessionReady } from "./session.ts";

type Load = () => Promise<ComponentType>;

// Each page is its own chunk; `load` is also what link preloading calls. One per page of the registry
// (paths.ts) but the not-found page, which is static.
const loaders: Record<Exclude<PageKey, "notFound">, Load> = {
  home: () => import("../features/content/pages/home-page.tsx").then((m) => m.HomePage),
  agb: () => import("../features/content/pages/agb-page.tsx").then((m) => m.AgbPage),
  faq: () => import("../features/content/pages/faq-page.tsx").then((m) => m.FaqPage),
  tip: () => import("../features/content/pages/tip-page.tsx").then((m) => m.TipPage),
  club: () => import("../features/club/pages/club-page.tsx").then((m) => m.ClubPage),
  howto: () => import("../features/content/pages/howto-page.tsx").then((m) => m.HowtoPage),
  login: () => import("./routes/login-route.tsx").then((m) => m.LoginRoute),
  register: () => import("./routes/login-route.tsx").then((m) => m.RegisterRoute),
  aboutUs: () => import("../features/content/pages/about-us-page.tsx").then((m) => m.AboutUsPage),
  contact: () => import("../features/contact/pages/contact-page.tsx").then((m) => m.ContactPage),
  imprint: () => import("../features/content/pages/imprint-page.tsx").then((m) => m.ImprintPage),
  offline: () => import("../features/content/pages/offline-page.tsx").then((m) => m.OfflinePage),
  features: () => import("../features/content/pages/features-page.tsx").then((m) => m.FeaturesPage),
  settings: () => import("../features/account/pages/settings-page.tsx").then((m) => m.SettingsPage),
  adminboard: () => import("../features/admin/pages/adminboard-page.tsx").then((m) => m.AdminboardPage),
  dataPrivacy: () => import("../features/content/pages/data-privacy-page.tsx").then((m) => m.DataPrivacyPage),
  userAccount: () => import("../features/account/pages/user-account-page.tsx").then((m) => m.UserAccountPage),
  funinoHowto: () => import("../features/content/pages/funino-howto-page.tsx").then((m) => m.FuninoHowtoPage),
  funinoRules: () => import("../features/content/pages/funino-rules-page.tsx").then((m) => m.FuninoRulesPage),
  allTournaments: () =>
    import("../features/public/pages/upcoming-tournaments-page.tsx").then((m) => m.UpcomingTournamentsPage),
  globalTournaments: () =>
    import("../features/public/pages/search-tournaments-page.tsx").then((m) => m.SearchTournamentsPage),
  funino: () => import("../features/funino/pages/funino-page.tsx").then((m) => m.FuninoPage),
  event: () => import("../features/event-public/event-public-page.tsx").then((m) => m.EventPublicPage),
  // Display mode and embed of an event are server HTML too (ADR 0026): the same empty route.
  eventDisplay: () => import("../features/event-public/event-public-page.tsx").then((m) => m.EventPublicPage),
  eventEmbed: () => import("../features/event-public/event-public-page.tsx").then((m) => m.EventPublicPage),
  resetPassword: () => import("../features/auth/pages/reset-password-page.tsx").then((m) => m.ResetPasswordPage),
  tournament: () => import("../features/public/pages/public-tournament-page.tsx").then((m) => m.PublicTournamentPage),
  tournamentDisplay: () => import("../features/public/pages/display-page.tsx").then((m) => m.DisplayPage),
  embed: () => import("../features/public/pages/embed-page.tsx").then((m) => m.EmbedPage),
  tournamentOverview: () =>
    import("../features/tournaments/pages/tournament-overview-page.tsx").then((m) => m.TournamentOverviewPage),
  validateEmail: () => import("./routes/validate-email-route.tsx").then((m) => m.ValidateEmailRoute),
  messages: () => import("../features/messages/pages/messages-page.tsx").then((m) => m.MessagesPage),
  createTournament: () =>
    import("../features/tournaments/pages/create-tournament-page.tsx").then((m) => m.CreateTournamentPage),
  album: () => import("../features/gallery/public/album-page.tsx").then((m) => m.AlbumPage),
  operator: () => import("../features/operator/pages/operator-page.tsx").then((m) => m.OperatorPage),
  createEvent: () => import("../features/events/pages/create-event-page.tsx").then((m) => m.CreateEventPage),
  eventOverview: () => import("../features/events/pages/event-overview-page.tsx").then((m) => m.EventOverviewPage),
  eventRegister: () => import("../features/events/pages/event-register-page.tsx").then((m) => m.EventRegisterPage),
  eventControl: () => import("../features/events/pages/event-control-page.tsx").then((m) => m.EventControlPage),
  eventReporter: () => import("../features/events/pages/event-reporter-page.tsx").then((m) => m.EventReporterPage),
};

/** Every catalog a page of the web app can show (mail and tournament hold the server's mails). */
const ALL: Namespace[] = [
  "pages",
  "account",
  "engine",
  "public",
  "organiser",
  "festival",
  "festivalOrganiser",
  "gallery",
  "officials",
  "events",
];
const CONTENT: Namespace[] = ["pages"];
/** Imprint, privacy and terms: long legal texts of their own. */
const LEGAL: Namespace[] = ["legal", "pages"];
/** How-to, tips and FAQ: the organisers' guide texts. */
const GUIDE: Namespace[] = ["guide", "pages"];
/** Features and about us. */
const INFO: Namespace[] = ["info", "pages"];
/** The funino rules and how-to pages: long texts of their own, not loaded by the other content pages. */
const FUNINO_GUIDE: Namespace[] = ["funinoGuide", "pages"];
const ACCOUNT: Namespace[] = ["account", "pages"];
const PUBLIC: Namespace[] = ["public", "engine", "pages"];
/** A festival's public page (and its display mode): the festival texts, not the tournament tables' engine texts. */
const FESTIVAL: Namespace[] = ["festival", "public", "pages"];
/** The results entry of a reporter link (ResultsEntry) speaks the organiser's catalog. */
const PUBLIC_WITH_RESULTS_ENTRY: Namespace[] = [...PUBLIC, "organiser", "officials"];

/**
 * The catalogs each page needs besides the shell's (common, shell), loaded before it renders: a parent on the
 * public page never loads the organiser's forms' texts. Organiser pages take all (they are not the hot path).
 */
type PageNamespaces = Namespace[] | ((args: LoaderFunctionArgs) => Namespace[]);
const namespaces: Record<Exclude<PageKey, "notFound">, PageNamespaces> = {
  home: ["landing"],
  agb: LEGAL,
  faq: GUIDE,
  tip: GUIDE,
  club: ALL,
  howto: GUIDE,
  login: ACCOUNT,
  register: ACCOUNT,
  aboutUs: INFO,
  contact: CONTENT,
  imprint: LEGAL,
  offline: CONTENT,
  features: INFO,
  settings: ALL,
  adminboard: ALL,
  dataPrivacy: LEGAL,
  userAccount: ALL,
  funinoHowto: FUNINO_GUIDE,
  funinoRules: FUNINO_GUIDE,
  allTournaments: PUBLIC,
  globalTournaments: PUBLIC,
  funino: FESTIVAL,
  // The server draws the event page; the app only shows its not-found text when there is none.
  event: ["eventPublic"],
  eventDisplay: ["eventPublic"],
  eventEmbed: ["eventPublic"],
  resetPassword: ACCOUNT,
  // A reporter link (#reporter=…, or its token kept from an earlier visit) shows the results entry.
  tournament: ({ params }) =>
    params.id && (reporterTokenInHash(window.location.hash) || storedReporterToken(params.id))
      ? PUBLIC_WITH_RESULTS_ENTRY
      : PUBLIC,
  tournamentDisplay: PUBLIC,
  // Framed by a club's website: the public page's catalogs only.
  embed: PUBLIC,
  tournamentOverview: ALL,
  validateEmail: ACCOUNT,
  messages: ALL,
  createTournament: ALL,
  // A public album: its texts and the public page's failure screens.
  album: ["gallery", "public"],
  // The platform operators' area: its own texts only.
  operator: ["operator"],
  createEvent: ALL,
  eventOverview: ALL,
  // The form's team fields speak the public page's registration texts.
  eventRegister: ["events", "public", "pages"],
  eventControl: ALL,
  // A helper without an account: the event texts and the results entry's (public, organiser, festival outcomes).
  eventReporter: ["events", "public", "organiser", "festival", "pages"],
};

/** The pages inside the layout below `/{lang}`; home (the index route), display mode and embeds are placed by hand. */
const registry: Record<PageKey, PageDef> = paths;
const pages = (Object.keys(loaders) as Array<keyof typeof loaders>)
  .filter((key) => key !== "home" && key !== "tournamentDisplay" && key !== "embed")
  .map((key) => ({ ...registry[key], load: loaders[key], namespaces: namespaces[key] }));

const notFound = () => data("Not Found", { status: 404, statusText: "Not Found" });

/** First path segments of the route table, to send an unprefixed entry (`/faq`) to its language. */
const KNOWN_SEGMENTS = new Set(pages.map((p) => p.path.split("/")[0]));

/**
 * Every page's loader: an invalid id is a 404; a protected path waits for the start-up session
 * load and sends an anonymous visitor to the localized login, remembering the target. The page's
 * catalogs load meanwhile (in parallel with its chunk).
 */
const pageLoader =
  (idPattern: RegExp | undefined, pageNamespaces: PageNamespaces) => async (args: LoaderFunctionArgs) => {
    const { request, params } = args;
    if (idPattern && params.id !== undefined && !idPattern.test(params.id)) throw notFound();
    const language = isLanguage(params.lang) ? params.lang : preferredLanguage();
    const catalogs = loadNamespaces(
      language,
      typeof pageNamespaces === "function" ? pageNamespaces(args) : pageNamespaces,
    );
    // Awaited below; a redirect to the login leaves it unawaited, and its failure must not surface then.
    catalogs.catch(() => undefined);
    const url = new URL(request.url);
    if (accessFor(url.pathname) === "login-required") {
      await sessionReady();
      if (!sessionStore.get().isAuthenticated) {
        storePostLoginTarget(url.pathname + url.search);
        throw redirect(paths.login.href(isLanguage(params.lang) ? params.lang : preferredLanguage()));
      }
    }
    await catalogs;
    return null;
  };

/** `/{lang}`: an unknown prefix is a 404, a page name without prefix goes to the preferred language. */
async function languageLoader({ request, params }: LoaderFunctionArgs) {
  const { lang } = params;
  if (!isLanguage(lang)) {
    const url = new URL(request.url);
    if (lang && KNOWN_SEGMENTS.has(lang)) throw redirect(`/${preferredLanguage()}${url.pathname}${url.search}`);
    throw notFound();
  }
  await changeLanguage(lang);
  return null;
}

const lazyPage = (load: Load) => async () => ({ Component: await load() });

export const routes: RouteObject[] = [
  // Display mode fills a screen at the venue: no header, footer, banner or scrolling page around it.
  // Listed first: it wins over the same path inside the layout.
  {
    path: `/:lang/${paths.tournamentDisplay.path}`,
    errorElement: <RouteErrorScreen />,
    HydrateFallback: LoadingScreen,
    loader: async (args) => {
      await languageLoader(args);
      return pageLoader(paths.tournamentDisplay.id, namespaces.tournamentDisplay)(args);
    },
    lazy: lazyPage(loaders.tournamentDisplay),
  },
  // An embed in a club's website: no header, footer or banner either (ADR 0019).
  {
    path: `/:lang/${paths.embed.path}`,
    errorElement: <RouteErrorScreen />,
    HydrateFallback: LoadingScreen,
    loader: async (args) => {
      await languageLoader(args);
      return pageLoader(paths.embed.id, namespaces.embed)(args);
    },
    lazy: lazyPage(loaders.embed),
  },
  {
    path: "/",
    Component: DefaultLayout,
    errorElement: <RouteErrorScreen />,
    HydrateFallback: LoadingScreen,
    children: [
      {
        // Errors below render inside the layout (header and footer stay).
        errorElement: <RouteErrorScreen />,
        children: [
          {
            index: true,
            loader: async () => {
              await changeLanguage(preferredLanguage());
              return null;
            },
            lazy: lazyPage(loaders.home),
          },
          {
            path: ":lang",
            loader: languageLoader,
            children: [
              { index: true, loader: pageLoader(undefined, namespaces.home), lazy: lazyPage(loaders.home) },
              // Static, not lazy: the error screen goes here, so it must load even when chunks do not.
              { path: paths.notFound.path, Component: NotFoundPage },
              ...pages.map(
                (page): RouteObject => ({
                  path: page.path,
                  loader: pageLoader(page.id, page.namespaces),
                  lazy: lazyPage(page.load),
                }),
              ),
              {
                path: "*",
                Component: NotFoundPage,
                loader: () => {
                  throw notFound();
                },
              },
            ],
          },
        ],
      },
    ],
  },
];
