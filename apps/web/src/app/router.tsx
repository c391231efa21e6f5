import { isLanguage } from "@kickoff/locales/languages.ts";
import { createBrowserRouter, Outlet, redirect } from "react-router";
import { HomePage } from "../features/content/pages/home-page.tsx";
import { NotFoundPage } from "../features/content/pages/not-found-page.tsx";

/** The route table: `/` and `/{lang}/…` for the 8 languages; anything else is a 404 screen. */
export function createRouter() {
  return createBrowserRouter([
    { path: "/", element: <HomePage /> },
    {
      path: "/:lang",
      loader: ({ params }) => {
        if (!isLanguage(params.lang)) throw new Response("Not Found", { status: 404 });
        return null;
      },
      element: <Outlet />,
      errorElement: <NotFoundPage />,
      children: [
        { index: true, element: <HomePage /> },
        { path: "notfound", element: <NotFoundPage /> },
        { path: "*", loader: () => redirect("notfound") },
      ],
    },
    { path: "*", element: <NotFoundPage /> },
  ]);
}
