// The public event page's script (issue 19; the page is drawn by the server, services/event-first-paint.ts; also its
// display mode and embed): filters the team list as a parent types, keeps "now / next" live and each open
// division's section — every division's stream (/api/v1/live/tment/{id}) announces a newer version, the event
// payload is fetched again and only the texts of the now / next rows change (same rows, same sizes: nothing moves),
// and an open section's body is fetched again as HTML and replaced (it sits below the section's heading, so nothing
// above it moves). A section the server did not draw is fetched when opened. Without script the page shows
// everything the server drew, and links to each division's page.
// Built on its own (`dist/event-page.js`, vite.config.ts leanPageScript): no React, no i18n runtime (the texts come
// with the page). On the event's own page it also gives what the app's shell would (lean-shell.ts: consent banner,
// analytics with consent, install offer, service worker); its display mode and embed have none of that.
import type { EventPublic, EventPublicMatch } from "@kickoff/domain/event-public.ts";
import { PAYLOAD_ID } from "@kickoff/domain/public-page-html.ts";
import { startLeanShell } from "../public-page/lean-shell.ts";

/** `days`: a day's label by date on an event over several days (the server formats them: same text on both). */
type Texts = { tbd?: string; live?: string; next?: string; free?: string; days?: Record<string, string> };
// The server draws the shell's parts on the event's own page only (not on the display nor in a club's frame).
if (document.querySelector(".lh-install")) startLeanShell();

const payloadEl = document.getElementById(PAYLOAD_ID);
const nowList = document.getElementById("ev-now");
let event: EventPublic | null = payloadEl ? (JSON.parse(payloadEl.textContent || "{}") as EventPublic) : null;
const lang = document.documentElement.lang.slice(0, 2) || "en";

const input = document.getElementById("ev-find") as HTMLInputElement | null;
const teams = Array.from(document.querySelectorAll<HTMLLIElement>("#ev-teams li"));
const none = document.getElementById("ev-none");
if (input) {
  input.addEventListener("input", () => {
    const q = input.value.trim().toLowerCase();
    let shown = 0;
    for (const li of teams) {
      const hit = !q || (li.getAttribute("data-q") || "").includes(q);
      li.hidden = !hit;
      if (hit) shown++;
    }
    if (none) none.hidden = shown > 0;
  });
}
// A team's age group link opens that division's section (a closed <details> would hide the target).
for (const a of document.querySelectorAll<HTMLAnchorElement>("#ev-teams a[href^='#ev-div-']")) {
  a.addEventListener("click", () => {
    const section = document.getElementById(a.hash.slice(1));
    if (section instanceof HTMLDetailsElement) section.open = true;
  });
}

const read = (el: Element | null): Texts => (el ? (JSON.parse(el.getAttribute("data-texts") || "{}") as Texts) : {});
const texts: Texts = read(nowList);
/** Same text as the server's (event-first-paint.ts matchLine). */
const line = (m: EventPublicMatch) => {
  const day = texts.days?.[m.start.slice(0, 10)];
  return `${day ? `${day} ` : ""}${m.start.slice(11, 16)} · ${m.divisionName} · ${m.home ?? texts.tbd} – ${m.away ?? texts.tbd}`;
};

function render() {
  if (!nowList || !event) return;
  for (const p of event.nowNext) {
    const row = nowList.querySelector(`li[data-pitch="${CSS.escape(p.pitch)}"]`);
    if (!row) continue;
    const state = row.querySelector(".ev-state");
    const text = row.querySelector(".ev-line");
    const m = p.match;
    if (state) {
      state.textContent = (m ? (m.live ? texts.live : texts.next) : "") ?? "";
      state.setAttribute("data-live", m?.live ? "1" : "0");
    }
    if (text) text.textContent = m ? line(m) : (texts.free ?? "");
  }
}

// ---- Division sections: fetched when opened (if not drawn), and again when their division changes while open.
const sections = new Map<string, HTMLDetailsElement>();
for (const el of document.querySelectorAll<HTMLDetailsElement>("details[data-division]")) {
  sections.set(el.dataset.division ?? "", el);
}
/** Sections whose drawn body is older than their division: fetched again when opened. */
const stale = new Set<string>();

async function loadSection(id: string) {
  const section = sections.get(id);
  const body = section?.querySelector<HTMLElement>("[data-division-body]");
  if (!section || !body || !event) return;
  const lazy = section.hasAttribute("data-lazy");
  stale.delete(id);
  if (lazy) body.setAttribute("aria-busy", "true");
  try {
    const res = await fetch(
      `/api/v1/event/public/${encodeURIComponent(event.id)}/division/${encodeURIComponent(id)}?lang=${lang}`,
      { cache: "no-cache" },
    );
    if (!res.ok) throw new Error(String(res.status));
    const html = await res.text();
    // Days (and rounds) keep what the visitor opened or closed: the same boxes, in the same order.
    const days = Array.from(body.querySelectorAll("details")).map((d) => d.open);
    const fresh = document.createElement("div");
    fresh.innerHTML = html;
    if (!lazy) {
      fresh.querySelectorAll("details").forEach((d, i) => {
        d.open = days[i] ?? d.open;
      });
    }
    body.replaceChildren(...fresh.childNodes);
    section.removeAttribute("data-lazy");
    section.dataset.ready = "true";
  } catch {
    // Offline or gone: the link to the division's page stays (lazy), or the drawn body until the next try.
    stale.add(id);
  } finally {
    body.removeAttribute("aria-busy");
  }
}

for (const [id, section] of sections) {
  if (!section.hasAttribute("data-lazy")) section.dataset.ready = "true";
  section.addEventListener("toggle", () => {
    if (section.open && (section.hasAttribute("data-lazy") || stale.has(id))) void loadSection(id);
  });
}

const known = new Map<string, number>((event?.divisions ?? []).map((d) => [d.id, d.version]));
let timer: ReturnType<typeof setTimeout> | undefined;
let running = false;
async function refetch() {
  if (running) {
    timer = setTimeout(refetch, 300);
    return;
  }
  running = true;
  try {
    if (!event) return;
    const res = await fetch(`/api/v1/event/public/${encodeURIComponent(event.id)}`, { cache: "no-cache" });
    if (res.ok) {
      const before = new Map(event.divisions.map((d) => [d.id, d.version]));
      const fresh = (await res.json()) as EventPublic;
      event = fresh;
      for (const d of fresh.divisions) if ((known.get(d.id) ?? -1) < d.version) known.set(d.id, d.version);
      render();
      // Sections of the divisions that changed: open ones now, closed ones when opened.
      for (const d of fresh.divisions) {
        if ((before.get(d.id) ?? -1) >= d.version) continue;
        const section = sections.get(d.id);
        if (!section || section.hasAttribute("data-lazy")) continue;
        if (section.open) void loadSection(d.id);
        else stale.add(d.id);
      }
    }
  } finally {
    running = false;
  }
}

// A browser keeps at most six connections per host over HTTP/1.1: streams for at most four divisions still playing,
// and a fetch every 30 s when there are more (the payload answers 304 while nothing changed).
const STREAMS_MAX = 4;
const playing = (event?.divisions ?? []).filter((d) => d.status !== "finished");
if (event && playing.length > STREAMS_MAX) setInterval(refetch, 30_000);
if (event && typeof EventSource === "function") {
  for (const d of playing.slice(0, STREAMS_MAX)) {
    const source = new EventSource(`/api/v1/live/tment/${encodeURIComponent(d.id)}?lastEventId=${d.version}`);
    const onChange = (e: Event) => {
      let version: unknown = null;
      try {
        version = (JSON.parse((e as MessageEvent<string>).data) as { version?: unknown }).version;
      } catch {
        return;
      }
      if (typeof version !== "number" || version <= (known.get(d.id) ?? -1)) return;
      known.set(d.id, version);
      clearTimeout(timer);
      // Several divisions may change at once (one result can move a bracket): one fetch for them all.
      timer = setTimeout(refetch, 150);
    };
    for (const type of ["sync", "results", "schedule", "general", "status"]) source.addEventListener(type, onChange);
  }
}
