/** Runs `run` once the page has loaded and the browser is idle: work that must not compete with the first paint. */
export function whenIdle(run: () => void) {
  const start = () =>
    typeof requestIdleCallback === "function" ? requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 200);
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}
