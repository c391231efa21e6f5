// The public event page's script (issue 19; the page is drawn by the server, services/event-first-paint.ts):
// filters the team list as a parent types, and keeps "now / next" live — every division's stream
// (/api/v1/live/tment/{id}) announces a newer version, the event payload is fetched again and only the texts of
// the rows change (same rows, same sizes: nothing moves). Without script the page shows everything.
// Built by Vite as its own entry (`dist/event-page.js`, vite.config.ts eventPageScript): no React, no i18n
// runtime (the texts come with the page), only type imports from the domain.
import type { EventPublic, EventPublicMatch } from "@kickoff/domain/event-public.ts";

type Texts = { tbd?: string; live?: string; next?: string; free?: string };
const payloadEl = document.getElementById("public-payload");
const nowList = document.getElementById("ev-now");
let event: EventPublic | null = payloadEl ? (JSON.parse(payloadEl.textContent || "{}") as EventPublic) : null;

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

const texts: Texts = nowList ? (JSON.parse(nowList.getAttribute("data-texts") || "{}") as Texts) : {};
/** Same text as the server's (event-first-paint.ts matchLine). */
const line = (m: EventPublicMatch) =>
  `${m.start.slice(11, 16)} · ${m.divisionName} · ${m.home ?? texts.tbd} – ${m.away ?? texts.tbd}`;

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
      const fresh = (await res.json()) as EventPublic;
      event = fresh;
      for (const d of fresh.divisions) if ((known.get(d.id) ?? -1) < d.version) known.set(d.id, d.version);
      render();
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
