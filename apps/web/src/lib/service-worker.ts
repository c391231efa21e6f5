// The service worker's registration (/sw.js, scope /: precaches the app shell, keeps public payloads; src/sw.ts).
// One call for the app (lib/pwa.ts, at start) and the lean public page (public-page/public-page.ts, when idle).
export const registerWorker = (): Promise<ServiceWorkerRegistration> =>
  navigator.serviceWorker.register("/sw.js", { scope: "/" });
