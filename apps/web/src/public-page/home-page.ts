// The lean home page's script (issue 13, ADR 0029). The server draws the whole page for a visitor without a
// session (apps/server/src/services/home-page.ts); this gives it what the app's shell would (lean-shell.ts). Built on
// its own with its styles, which the server inlines (vite.config.ts leanPageScript): no React, no i18n runtime.
import "../features/content/components/home.css";
import "./home-page.css";
import { startLeanShell } from "./lean-shell.ts";

startLeanShell();
