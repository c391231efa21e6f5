// What home shows, for both of its drawings: the app's (apps/web/src/features/content) for a signed-in visitor and
// the server's (apps/server/src/services/home-page.ts, ADR 0029) for everybody else.

/** Who the product is for, each with a screenshot of the screen they use (files in apps/web/public/home, 480 × 738). */
export const HOME_AUDIENCES = [
  { key: "organisers", image: "/home/organisers.webp" },
  { key: "clubs", image: "/home/clubs.webp" },
  { key: "parents", image: "/home/parents.webp" },
] as const;
/** Each audience's three points (`landing.audiences.{key}.points.{point}`). */
export const HOME_POINTS = ["one", "two", "three"] as const;
/** The three numbers (`landing.counts.{item}`), in their order. */
export const HOME_COUNTS = ["users", "tournaments", "matchesPlayed"] as const;
/** How many upcoming tournaments home lists. */
export const HOME_UPCOMING_SHOWN = 5;
