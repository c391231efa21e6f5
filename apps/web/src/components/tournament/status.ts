import type { TournamentStatus } from "@kickoff/domain/tournament-contracts.ts";
import type { TFunction } from "i18next";

/** The one word for a tournament's status on every page (public, organiser, admin board): `common.status.*`. */
export const tournamentStatusLabel = (status: TournamentStatus, t: TFunction) => t(`common.status.${status}`);

/** The word for a match being played now (kick-off passed, end not reached): the only "Live" badge. */
export const liveMatchLabel = (t: TFunction) => t("common.matchStatus.live");

/** Badge colours of the statuses where the organiser sees them. */
export const TOURNAMENT_STATUS_COLOURS: Record<TournamentStatus, string> = {
  draft: "gray",
  published: "blue",
  running: "green",
  finished: "grape",
  archived: "dark",
};
