import { createBrowserRouter, matchRoutes } from "react-router";
import { setPreloadResolver } from "../lib/preload.ts";
import { routes } from "./route-table.tsx";

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The browser router over the route table; link preloading resolves paths against it. */
export function createRouter(): AppRouter {
  const router = createBrowserRouter(routes);
  setPreloadResolver((path) =>
    (matchRoutes(router.routes, path) ?? []).flatMap((match) => {
      const lazy = match.route.lazy;
      return typeof lazy === "function" ? [{ key: match.route.id ?? path, load: () => lazy() }] : [];
    }),
  );
  return router;
}
