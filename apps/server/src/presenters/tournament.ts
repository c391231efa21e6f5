// What the client may know about a tournament. The public view never carries internal fields
// (owner, seeds/pots/strength, plan seed and version, tie decisions, editors, reporter links).
import { type Result, ResultSchema } from "@kickoff/domain/contracts.ts";
import { FuninoGameOutcomeSchema } from "@kickoff/domain/funino-contracts.ts";
import { measureFairness } from "@kickoff/domain/planner.ts";
import { TournamentStatusSchema, VisibilitySchema } from "@kickoff/domain/tournament-contracts.ts";
import type {
  AuditEntry,
  DashboardItem,
  EditorInvitation,
  ReporterLink,
  TournamentInternal,
  TournamentPublic,
} from "@kickoff/domain/tournament-views.ts";
import { z } from "zod";
import { type Actor, abilities, roleOf } from "../policies/tournament-policy.ts";
import type { AuditRow, ReporterLinkRow, TournamentRow } from "../repositories/tournaments.ts";
import { standingsOf, type TournamentState, toState } from "../services/tournament-state.ts";

const asState = (t: TournamentRow | TournamentState) => ("row" in t ? t : toState(t));

/** A result as the public sees it: card records only where the organiser publishes them. */
const withoutCards = ({ cards: _cards, ...rest }: Result): Result => rest;

/**
 * The public view. Card records (and the fair-play points counted from them) stay with organisers and reporters
 * unless the tournament records and publishes them (`settings.discipline` enabled and public); `withCards` is for
 * the reporter's session.
 */
export function presentPublic(t: TournamentRow | TournamentState, { withCards = false } = {}): TournamentPublic {
  const s = asState(t);
  // Published only while they are recorded too: cards kept from before recording was turned off stay private.
  const cards = withCards || (s.settings.discipline?.enabled === true && s.settings.discipline.public === true);
  const standings = standingsOf(s);
  return {
    view: "public",
    id: s.id,
    status: s.status,
    general: s.general,
    pitches: s.settings.pitches,
    teams: s.teams.map((team) => ({
      id: team.id,
      name: team.name,
      ...(team.club ? { club: team.club } : {}),
      ...(team.colours ? { colours: team.colours } : {}),
      ...(team.group ? { group: team.group } : {}),
    })),
    matches: s.matches,
    results: cards ? s.results : s.results.map(withoutCards),
    standings: cards
      ? standings
      : standings.map((g) => ({ ...g, rows: g.rows.map(({ fairPlay: _fairPlay, ...row }) => row) })),
    updatedAt: s.row.updatedAt.toISOString(),
    // Only divisions carry it, so a standalone tournament's answer is unchanged (issue 19).
    ...(s.row.eventId ? { eventId: s.row.eventId } : {}),
  };
}

export function presentInternal(t: TournamentRow | TournamentState, actor: Actor): TournamentInternal {
  const s = asState(t);
  return {
    view: "internal",
    id: s.id,
    ownerId: s.ownerId,
    role: roleOf(actor, s),
    abilities: abilities(actor, s),
    mode: s.mode,
    status: s.status,
    visibility: s.visibility,
    general: s.general,
    settings: s.settings,
    teams: s.teams,
    matches: s.matches,
    results: s.results,
    standings: standingsOf(s),
    tieDecisions: s.tieDecisions,
    officials: s.officials,
    planVersion: s.row.planVersion,
    planOutdated: s.row.planOutdated,
    planSeed: s.row.planSeed,
    fairness: s.matches.length ? measureFairness(s.matches, s.settings) : null,
    version: s.row.revision,
    shortCode: s.row.shortCode,
    delayMinutes: s.row.delayMinutes,
    createdAt: s.row.createdAt.toISOString(),
    updatedAt: s.row.updatedAt.toISOString(),
    ...(s.row.eventId ? { eventId: s.row.eventId } : {}),
  };
}

type ListItemRow = {
  id: string;
  ownerId: string;
  name: string;
  mode: string;
  status: string;
  visibility: string;
  startDate: string;
  endDate: string;
  teamCount: number;
  createdAt: Date;
  updatedAt: Date;
  /** Set for a division of an event (the attach dialog leaves those out). */
  eventId?: string | null;
  /** Listed for an editor through the event they edit (tment/otmuser). */
  viaEvent?: boolean;
};

export function presentListItem(row: ListItemRow, userId: string): DashboardItem {
  return {
    id: row.id,
    name: row.name,
    mode: row.mode === "funino" ? "funino" : "normal",
    status: TournamentStatusSchema.parse(row.status),
    visibility: VisibilitySchema.parse(row.visibility),
    startDate: row.startDate,
    endDate: row.endDate,
    teamCount: row.teamCount,
    role: row.ownerId === userId ? "owner" : "editor",
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(row.eventId ? { eventId: row.eventId } : {}),
    ...(row.viaEvent ? { viaEvent: true } : {}),
  };
}

export function presentEditor(e: {
  userId: string;
  email: string;
  displayName: string;
  addedAt: Date;
  acceptedAt: Date | null;
}) {
  return {
    userId: e.userId,
    email: e.email,
    displayName: e.displayName,
    addedAt: e.addedAt.toISOString(),
    acceptedAt: e.acceptedAt?.toISOString() ?? null,
  };
}

export function presentInvitation(i: {
  tournamentId: string;
  tournamentName: string;
  mode: string;
  invitedAt: Date;
  invitedBy: string | null;
}): EditorInvitation {
  return {
    tournamentId: i.tournamentId,
    tournamentName: i.tournamentName,
    mode: i.mode === "funino" ? "funino" : "normal",
    invitedAt: i.invitedAt.toISOString(),
    invitedBy: i.invitedBy,
  };
}

export function presentReporterLink(l: ReporterLinkRow): ReporterLink {
  return {
    id: l.id,
    tournamentId: l.tournamentId,
    label: l.label,
    pitch: l.pitch,
    refereeId: l.refereeId,
    active: l.revokedAt === null,
    createdAt: l.createdAt.toISOString(),
    revokedAt: l.revokedAt?.toISOString() ?? null,
  };
}

type AuditListRow = Pick<
  AuditRow,
  "id" | "matchId" | "kind" | "userId" | "reporterLinkId" | "oldValue" | "newValue" | "at"
> & {
  userName: string | null;
  reporterLabel: string | null;
};

/** What a delay's audit row stores as its new value (written by services/tournament-delay.ts). */
export const DelayAuditSchema = z.object({
  delayMinutes: z.number().int(),
  minutes: z.number().int(),
  matchIds: z.array(z.string()),
});

export type DelayAuditValue = z.infer<typeof DelayAuditSchema>;

export function presentAudit(a: AuditListRow): AuditEntry {
  if (a.kind === "delay") {
    const d = DelayAuditSchema.parse(a.newValue);
    return {
      id: a.id,
      matchId: a.matchId,
      kind: a.kind,
      user: a.userId ? { id: a.userId, displayName: a.userName ?? "" } : null,
      reporterLink: null,
      old: null,
      new: null,
      delay: { minutes: d.minutes, total: d.delayMinutes, matches: d.matchIds.length },
      at: a.at.toISOString(),
    };
  }
  const base = {
    id: a.id,
    matchId: a.matchId,
    kind: a.kind,
    user: a.userId ? { id: a.userId, displayName: a.userName ?? "" } : null,
    reporterLink: a.reporterLinkId ? { id: a.reporterLinkId, label: a.reporterLabel ?? "" } : null,
    at: a.at.toISOString(),
  };
  const game = festivalAuditGame(a.matchId);
  if (game)
    return {
      ...base,
      old: null,
      new: null,
      funino: {
        ...game,
        old: FuninoGameOutcomeSchema.nullable().parse(a.oldValue),
        new: FuninoGameOutcomeSchema.nullable().parse(a.newValue),
      },
    };
  return {
    ...base,
    old: ResultSchema.nullable().parse(a.oldValue),
    new: ResultSchema.nullable().parse(a.newValue),
  };
}

/** A festival's audit rows name their game "R{round}-G{game + 1}" (services/funino-service.ts). */
export const festivalAuditId = (round: number, game: number) => `R${round}-G${game + 1}`;

function festivalAuditGame(matchId: string): { round: number; game: number } | null {
  const m = /^R(\d+)-G(\d+)$/.exec(matchId);
  return m ? { round: Number(m[1]), game: Number(m[2]) - 1 } : null;
}
