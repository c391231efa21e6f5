import { useEffect } from "react";
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from "react-router";
import { LoadingScreen } from "../components/loading-screen.tsx";
import { NotFoundPage } from "../features/content/pages/not-found-page.tsx";
import { isChunkLoadError, reloadAfterChunkError } from "../lib/chunk-reload.ts";
import { isBot } from "../lib/is-bot.ts";
import { useLanguage } from "../lib/use-language.ts";
import { paths } from "./paths.ts";

/**
 * Route errors: a 404 (unknown prefix, unknown page, invalid id) shows 'Page Not Found: {path}';
 * a chunk-load error reloads the page (at most once in 10 s); any other error shows "Loading"
 * and replaces the route with /{lang}/notfound. Bots get no error screen, only the log line.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const lang = useLanguage();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const bot = isBot();

  useEffect(() => {
    if (notFound) return;
    if (isChunkLoadError(error) && reloadAfterChunkError()) return;
    console.error(error);
    if (bot) return;
    const target = paths.notFound.href(lang);
    if (pathname !== target) navigate(target, { replace: true });
  }, [error, notFound, bot, lang, navigate, pathname]);

  if (notFound) return <NotFoundPage />;
  if (bot) return null;
  return <LoadingScreen />;
}
