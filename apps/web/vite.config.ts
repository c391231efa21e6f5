import { writeFileSync } from "node:fs";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const buildVersion = new Date().toISOString();

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

export default defineConfig({
  plugins: [react(), versionFile()],
  define: { __BUILD_VERSION__: JSON.stringify(buildVersion) },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000" },
  },
  build: { outDir: "dist", emptyOutDir: true, sourcemap: true },
});
