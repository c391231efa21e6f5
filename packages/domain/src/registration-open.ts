// Whether a tournament takes registrations now: the server's rule, shared with the SPA (the festival page has no
// precomputed `registrationOpen`, so it asks the same question of its general data).
import type { General } from "./tournament-contracts.ts";

/** Teams may register: registration open, deadline not passed, published or running, and not over (`today`: YYYY-MM-DD). */
export function registrationOpen(
  status: string,
  registration: General["registration"] | undefined,
  lastDay: string,
  today: string,
): boolean {
  if (!registration?.open) return false;
  if (registration.deadline && registration.deadline < today) return false;
  return (status === "published" || status === "running") && lastDay >= today;
}

/** The same, read from a tournament's general data (the last day: endDate, else startDate). */
export const registrationOpenOn = (
  t: { status: string; general: Pick<General, "registration" | "startDate" | "endDate"> },
  today: string,
) => registrationOpen(t.status, t.general.registration, t.general.endDate ?? t.general.startDate, today);
