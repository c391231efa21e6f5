// Renders the PWA icons (PNG) from the logo with Debian's Chromium: node apps/web/scripts/make-icons.mjs
import path from "node:path";
import { chromium } from "playwright-core";

const out = path.resolve(import.meta.dirname, "../public/icons");
// The ball on the pitch-green square; `maskable` keeps the ball inside the 80 % safe zone.
const svg = (maskable) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" ${maskable ? "" : 'rx="14"'} fill="#1c7c3c"/>
  <circle cx="32" cy="32" r="${maskable ? 15 : 18}" fill="#fff"/>
  <path d="${maskable ? "M32 22l6.7 5-2.5 8.3h-8.4L25.3 27z" : "M32 20l8 6-3 10h-10l-3-10z"}" fill="#1a1a1a"/>
</svg>`;

const icons = [
  { file: "icon-192.png", size: 192, maskable: false },
  { file: "icon-512.png", size: 512, maskable: false },
  { file: "icon-maskable-512.png", size: 512, maskable: true },
  { file: "apple-touch-icon-180.png", size: 180, maskable: true },
];

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage();
for (const { file, size, maskable } of icons) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg(maskable)}`,
  );
  await page.screenshot({ path: path.join(out, file), omitBackground: true });
}
await browser.close();
console.log(`icons written to ${out}`);
