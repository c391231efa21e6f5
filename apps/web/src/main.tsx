import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { AppProvider } from "./app/provider.tsx";
import { startApp } from "./app/start.tsx";
import { initI18n, preferredLanguage } from "./lib/i18n.ts";
import { languageOfPath } from "./lib/language.ts";
import { captureInstallPrompt } from "./lib/pwa.ts";

// The install prompt can fire before anything renders.
captureInstallPrompt();
// The router starts loading the page's chunk and catalogs while the shell's catalogs load: no waterfall.
const i18nReady = initI18n(languageOfPath(window.location.pathname) ?? preferredLanguage());
const router = startApp(i18nReady);
await i18nReady;
const root = document.getElementById("root");
if (!root) throw new Error("#root missing from index.html");
createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
