// `npm run dev`: the API with reload on :3000 and Vite with hot reload on :5173 (proxying /api).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const envFile = path.join(root, ".env");
if (existsSync(envFile)) process.loadEnvFile(envFile);
// The browser talks to Vite's origin, and writes are only accepted from PUBLIC_URL's origin (CSRF check).
const serverEnv = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL || "http://localhost:5173" };
const children = [
  spawn("npx", ["tsx", "watch", "apps/server/src/server.ts"], { cwd: root, stdio: "inherit", env: serverEnv }),
  spawn("npx", ["vite"], { cwd: path.join(root, "apps/web"), stdio: "inherit" }),
];
const stop = () => {
  for (const c of children) c.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const c of children) c.on("exit", (code) => code && code !== 0 && stop());
