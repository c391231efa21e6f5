import { isLanguage } from "@kickoff/locales/languages.ts";
import type { ComponentType } from "react";
import { data, type LoaderFunctionArgs, type RouteObject, redirect } from "react-router";
import { LoadingScreen } from "../components/loading-screen.tsx";
import { NotFoundPage } from "../features/content/pages/not-found-page.tsx";
import { changeLanguage, preferredLanguage } from "../lib/i18n.ts";
import { sessionStore } from "../lib/session-store.ts";
import { accessFor } from "./guard.ts";
import { DefaultLayout } from "./layouts/default-layout.tsx";
import { paths } from "./paths.ts";
import { storePostLoginTarget } from "./post-login.ts";
import { RouteErrorScreen } from "./route-error-screen.tsx";
import { sessionReady } from "./session.ts";

/** Ids in URLs: tournament, funino and overview ids; codes of mails (reset, verification) may be longer. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const CODE = /^[A-Za-z0-9_.~-]{1,256}$/;

type PageDef = { path: string; load: () => Promise<ComponentType>; id?: RegExp };

// Each page is its own chunk; `load` is also what link preloading calls.
const pages: PageDef[] = [
  { path: paths.agb.pattern, load: () => import("../features/content/pages/agb-page.tsx").then((m) => m.AgbPage) },
  { path: paths.faq.pattern, load: () => import("../features/content/pages/faq-page.tsx").then((m) => m.FaqPage) },
  { path: paths.tip.pattern, load: () => import("../features/content/pages/tip-page.tsx").then((m) => m.TipPage) },
  { path: paths.club.pattern, load: () => import("../features/club/pages/club-page.tsx").then((m) => m.ClubPage) },
  {
    path: paths.howto.pattern,
    load: () => import("../features/content/pages/howto-page.tsx").then((m) => m.HowtoPage),
  },
  { path: paths.login.pattern, load: () => import("./routes/login-route.tsx").then((m) => m.LoginRoute) },
  { path: paths.register.pattern, load: () => import("./routes/login-route.tsx").then((m) => m.RegisterRoute) },
  {
    path: paths.aboutUs.pattern,
    load: () => import("../features/content/pages/about-us-page.tsx").then((m) => m.AboutUsPage),
  },
  {
    path: paths.contact.pattern,
    load: () => import("../features/content/pages/contact-page.tsx").then((m) => m.ContactPage),
  },
  {
    path: paths.imprint.pattern,
    load: () => import("../features/content/pages/imprint-page.tsx").then((m) => m.ImprintPage),
  },
  {
    path: paths.offline.pattern,
    load: () => import("../features/content/pages/offline-page.tsx").then((m) => m.OfflinePage),
  },
  {
    path: paths.features.pattern,
    load: () => import("../features/content/pages/features-page.tsx").then((m) => m.FeaturesPage),
  },
  {
    path: paths.settings.pattern,
    load: () => import("../features/account/pages/settings-page.tsx").then((m) => m.SettingsPage),
  },
  {
    path: paths.adminboard.pattern,
    load: () => import("../features/admin/pages/adminboard-page.tsx").then((m) => m.AdminboardPage),
  },
  {
    path: paths.dataPrivacy.pattern,
    load: () => import("../features/content/pages/data-privacy-page.tsx").then((m) => m.DataPrivacyPage),
  },
  {
    path: paths.userAccount.pattern,
    load: () => import("../features/account/pages/user-account-page.tsx").then((m) => m.UserAccountPage),
  },
  {
    path: paths.funinoHowto.pattern,
    load: () => import("../features/content/pages/funino-howto-page.tsx").then((m) => m.FuninoHowtoPage),
  },
  {
    path: paths.funinoRules.pattern,
    load: () => import("../features/content/pages/funino-rules-page.tsx").then((m) => m.FuninoRulesPage),
  },
  {
    path: paths.allTournaments.pattern,
    load: () => import("../features/public/pages/upcoming-tournaments-page.tsx").then((m) => m.UpcomingTournamentsPage),
  },
  {
    path: paths.globalTournaments.pattern,
    load: () => import("../features/public/pages/search-tournaments-page.tsx").then((m) => m.SearchTournamentsPage),
  },
  {
    path: paths.funino.pattern,
    id: ID,
    load: () => import("../features/funino/pages/funino-page.tsx").then((m) => m.FuninoPage),
  },
  {
    path: paths.resetPassword.pattern,
    id: CODE,
    load: () => import("../features/auth/pages/reset-password-page.tsx").then((m) => m.ResetPasswordPage),
  },
  {
    path: paths.tournament.pattern,
    id: ID,
    load: () => import("../features/public/pages/public-tournament-page.tsx").then((m) => m.PublicTournamentPage),
  },
  {
    path: paths.tournamentOverview.pattern,
    id: ID,
    load: () =>
      import("../features/tournaments/pages/tournament-overview-page.tsx").then((m) => m.TournamentOverviewPage),
  },
  {
    path: paths.validateEmail.pattern,
    id: CODE,
    load: () => import("./routes/validate-email-route.tsx").then((m) => m.ValidateEmailRoute),
  },
  {
    path: paths.messages.pattern,
    id: ID,
    load: () => import("../features/messages/pages/messages-page.tsx").then((m) => m.MessagesPage),
  },
  {
    path: paths.createTournament.pattern,
    id: ID,
    load: () => import("../features/tournaments/pages/create-tournament-page.tsx").then((m) => m.CreateTournamentPage),
  },
];

const loadHome = () => import("../features/content/pages/home-page.tsx").then((m) => m.HomePage);

const notFound = () => data("Not Found", { status: 404, statusText: "Not Found" });

/** First path segments of the route table, to send an unprefixed entry (`/faq`) to its language. */
const KNOWN_SEGMENTS = new Set(pages.map((p) => p.path.split("/")[0]));

/**
 * Every page's loader: an invalid id is a 404; a protected path waits for the start-up session
 * load and sends an anonymous visitor to the localized login, remembering the target.
 */
const pageLoader =
  (idPattern?: RegExp) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    if (idPattern && params.id !== undefined && !idPattern.test(params.id)) throw notFound();
    const url = new URL(request.url);
    if (accessFor(url.pathname) === "login-required") {
      await sessionReady();
      if (!sessionStore.get().isAuthenticated) {
        storePostLoginTarget(url.pathname + url.search);
        throw redirect(paths.login.href(isLanguage(params.lang) ? params.lang : preferredLanguage()));
      }
    }
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

const lazyPage = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

const loadDisplay = () => import("../features/public/pages/display-page.tsx").then((m) => m.DisplayPage);

export const routes: RouteObject[] = [
  // Display mode fills a screen at the venue: no header, footer, banner or scrolling page around it.
  // Listed first: it wins over the same path inside the layout.
  {
    path: `/:lang/${paths.tournamentDisplay.pattern}`,
    errorElement: <RouteErrorScreen />,
    HydrateFallback: LoadingScreen,
    loader: async (args) => {
      await languageLoader(args);
      return pageLoader(ID)(args);
    },
    lazy: lazyPage(loadDisplay),
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
            lazy: lazyPage(loadHome),
          },
          {
            path: ":lang",
            loader: languageLoader,
            children: [
              { index: true, loader: pageLoader(), lazy: lazyPage(loadHome) },
              // Static, not lazy: the error screen goes here, so it must load even when chunks do not.
              { path: paths.notFound.pattern, Component: NotFoundPage },
              ...pages.map(
                (page): RouteObject => ({ path: page.path, loader: pageLoader(page.id), lazy: lazyPage(page.load) }),
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
