// Every translation key the domain package emits, so the locales catalogs can cover them all.

/** Keys with their parameters, as emitted by describePlaceholder, describeReason, edit refusals, funino errors and event issues. */
export const DOMAIN_I18N_KEYS = {
  "placeholder.groupRank": ["rank", "group"],
  "placeholder.bestOfRank": ["rank", "index"],
  "placeholder.winner": ["match"],
  "placeholder.loser": ["match"],
  "reason.points": [],
  "reason.goalDifference": [],
  "reason.goalsScored": [],
  "reason.headToHead": [],
  "reason.wins": [],
  "reason.fairPlay": [],
  "reason.shootout": [],
  "reason.lot": [],
  "reason.override": [],
  "reason.level": [],
  "reason.unresolved": [],
  "edit.unknownMatch": ["match"],
  "edit.unknownPitch": ["pitch"],
  "edit.matchStarted": ["match"],
  "edit.pitchOccupied": ["pitch", "slot", "match"],
  "edit.teamConflict": ["team", "match", "other"],
  "edit.pitchConflict": ["pitch", "match", "other"],
  "edit.feederNotFinished": ["match", "feeder"],
  "referee.unknown": ["match", "referee"],
  "referee.playing": ["referee", "match", "other"],
  "referee.nextToOwnMatch": ["referee", "match", "other"],
  "referee.twoPitches": ["referee", "match", "other"],
  "funino.decisionNeeded": ["pitch"],
  "event.pitchDoubleBooked": ["pitch", "division", "other", "from", "to"],
  "event.changeoverTooShort": ["pitch", "division", "other", "time", "minutes", "changeover"],
  "event.outsideWindow": ["division", "match", "pitch", "from", "to"],
  "event.outsidePitchHours": ["division", "pitch", "date", "from", "to"],
  "event.unknownPitch": ["division", "pitch"],
  "event.clubClash": ["club", "division", "other", "time"],
  "event.noWindow": ["division"],
  "stage.group": [],
  "stage.knockout": [],
  "stage.quarterFinal": [],
  "stage.semiFinal": [],
  "stage.placement": [],
  "stage.thirdPlace": [],
  "stage.final": [],
} as const satisfies Record<string, readonly string[]>;

export type DomainI18nKey = keyof typeof DOMAIN_I18N_KEYS;

/** A translatable message: key + params for the UI, English text as fallback and for logs. */
export interface DomainMessage {
  key: DomainI18nKey;
  params: Record<string, string | number>;
  text: string;
}
