import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { visualizer } from "rollup-plugin-visualizer";
import { build, defineConfig, type Plugin, type PluginOption } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const buildVersion = new Date().toISOString();
const LANGUAGES = ["de", "en", "es", "fr", "it", "nl", "pt", "tr"] as const;
const THEME_COLOR = "#1c7c3c";

/** Writes dist/version.json: the running app polls it to learn that a newer build is deployed. */
function versionFile(): Plugin {
  return {
    name: "kickoff-version-file",
    apply: "build",
    writeBundle(options) {
      writeFileSync(path.join(options.dir ?? "dist", "version.json"), JSON.stringify({ version: buildVersion }));
    },
  };
}

type CommonCatalog = { app: { name: string; tagline: string } };
const catalog = (language: string): CommonCatalog =>
  JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, `../../packages/locales/src/catalogs/${language}/common.json`),
      "utf8",
    ),
  );

const icons = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
];

function webManifest(language: string, startUrl: string) {
  const { app } = catalog(language);
  return {
    name: `${app.name} – ${app.tagline}`,
    short_name: app.name,
    description: app.tagline,
    lang: language,
    id: "/",
    start_url: startUrl,
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: THEME_COLOR,
    icons,
  };
}

/**
 * The web manifest: `manifest.webmanifest` (start URL `/`, which picks the visitor's language)
 * plus one per language (`manifest-de.webmanifest`, start URL `/de`) that the page links to.
 */
function webManifests(): Plugin {
  return {
    name: "kickoff-web-manifests",
    apply: "build",
    generateBundle() {
      this.emitFile({
        type: "asset",
        fileName: "manifest.webmanifest",
        source: JSON.stringify(webManifest("en", "/")),
      });
      for (const language of LANGUAGES) {
        this.emitFile({
          type: "asset",
          fileName: `manifest-${language}.webmanifest`,
          source: JSON.stringify(webManifest(language, `/${language}`)),
        });
      }
    },
  };
}

/**
 * The scripts of the pages the server draws without the app, each built on its own after the app into one file of
 * `dist/`: as entries of the app's build, the modules they share with the app (the domain's markup, the shell's
 * consent, analytics and service worker) would be put into the app's shell chunk, and the page would load the whole
 * app. The lean tournament page (issue 13, ADR 0028), home (ADR 0029) with its styles as `home-page.css`, which the
 * server inlines, and the public event page (issue 19, ADR 0026). No React.
 */
function leanPageScript(): Plugin {
  let outDir = "dist";
  return {
    name: "kickoff-lean-page-script",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      for (const [name, dir] of [
        ["public-page", "public-page"],
        ["home-page", "public-page"],
        ["event-page", "event-page"],
      ]) {
        await build({
          configFile: false,
          root: import.meta.dirname,
          logLevel: "warn",
          build: {
            outDir,
            emptyOutDir: false,
            copyPublicDir: false,
            sourcemap: true,
            target: "es2022",
            lib: {
              entry: path.resolve(import.meta.dirname, `src/${dir}/${name}.ts`),
              formats: ["es"],
              fileName: () => `${name}.js`,
              cssFileName: name,
            },
          },
        });
      }
    },
  };
}

/**
 * `BUNDLE_REPORT=/path/report.html vite build` also writes a treemap of what each chunk holds (gzip sizes):
 * the bundle bench (bench/bundle.bench.ts) keeps it as bench/bundle-report.html.
 */
function bundleReport(): PluginOption {
  const filename = process.env.BUNDLE_REPORT;
  if (!filename) return null;
  return visualizer({ filename, template: "treemap", gzipSize: true, title: "Kickoff web bundle" }) as PluginOption;
}

export default defineConfig({
  plugins: [
    react(),
    bundleReport(),
    versionFile(),
    webManifests(),
    leanPageScript(),
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src",
      filename: "sw.ts",
      registerType: "autoUpdate",
      injectRegister: false,
      manifest: false,
      injectManifest: {
        rollupFormat: "iife",
        globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
        globIgnores: ["**/version.json", "sw.js"],
        maximumFileSizeToCacheInBytes: 3_000_000,
      },
    }),
  ],
  define: { __BUILD_VERSION__: JSON.stringify(buildVersion) },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000" },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    // The shell is one chunk (see codeSplitting) of ~530 kB minified, ~165 kB gzip: expected, not a warning.
    chunkSizeWarningLimit: 600,
    // One entry file and no modulepreload links left in index.html; every supported browser knows modulepreload.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically is needed by every page before it renders: one file,
            // not dozens of modulepreloads (rolldown would otherwise split it wherever a lazy page shares a module).
            { name: "app", tags: ["$initial"], priority: 10 },
          ],
        },
      },
    },
  },
});
