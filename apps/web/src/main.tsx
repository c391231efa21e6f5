import "@mantine/core/styles.css";
import { DEFAULT_LANGUAGE, isLanguage } from "@kickoff/locales/languages.ts";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { createRouter } from "./app/router.tsx";
import { theme } from "./app/theme.ts";
import { initI18n } from "./lib/i18n.ts";

const prefix = window.location.pathname.split("/")[1];
await initI18n(isLanguage(prefix) ? prefix : DEFAULT_LANGUAGE);

const queryClient = new QueryClient();
const root = document.getElementById("root");
if (!root) throw new Error("#root missing from index.html");
createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme} defaultColorScheme="auto">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={createRouter()} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
