// What the client may know about a tournament. The public view never carries internal fields
// (owner, seeds/pots/strength, plan seed and version, tie decisions, editors, reporter links).
import { FairnessSchema, MatchSchema, ResultSchema, TournamentSettingsSchema } from "@kickoff/domain/contracts.ts";
import { measureFairness } from "@kickoff/domain/planner.ts";
import {
  GeneralSchema,
  KnockoutDecisionsSchema,
  TeamInputSchema,
  TournamentStatusSchema,
  VisibilitySchema,
} from "@kickoff/domain/tournament-contracts.ts";
import { z } from "zod";
import { type Actor, abilities, roleOf } from "../policies/tournament-policy.ts";
import type { AuditRow, ReporterLinkRow, TournamentRow } from "../repositories/tournaments.ts";
import { standingsOf, type TournamentState, toState } from "../services/tournament-state.ts";

const StandingRowSchema = z.object({
  teamId: z.string(),
  rank: z.number().int(),
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  goalsFor: z.number().int(),
  goalsAgainst: z.number().int(),
  goalDifference: z.number().int(),
  points: z.number().int(),
  /** The rule that separated this team from the teams it was level with. */
  reason: z.string(),
  levelWith: z.array(z.string()),
});

export const GroupStandingsSchema = z
  .object({
    group: z.string(),
    /** Every match of the group has a result. */
    complete: z.boolean(),
    rows: z.array(StandingRowSchema),
    /** Teams still level after every rule (a lot or an override is needed). */
    unresolved: z.array(z.array(z.string())),
  })
  .meta({ id: "GroupStandings" });

export const PublicTeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  club: z.string().optional(),
  colours: z.object({ primary: z.string().optional(), secondary: z.string().optional() }).optional(),
  group: z.string().optional(),
});

export const StoredTeamSchema = TeamInputSchema.extend({ id: z.string() });

const AbilitiesSchema = z.object({
  edit: z.boolean(),
  enterResults: z.boolean(),
  changeStatus: z.boolean(),
  delete: z.boolean(),
  manageEditors: z.boolean(),
  manageReporters: z.boolean(),
});

export const TournamentPublicSchema = z
  .object({
    view: z.literal("public"),
    id: z.uuid(),
    status: TournamentStatusSchema,
    general: GeneralSchema,
    pitches: z.array(z.object({ id: z.string(), name: z.string() })),
    teams: z.array(PublicTeamSchema),
    matches: z.array(MatchSchema),
    results: z.array(ResultSchema),
    standings: z.array(GroupStandingsSchema),
    updatedAt: z.string(),
  })
  .meta({ id: "TournamentPublic" });

export const TournamentInternalSchema = z
  .object({
    view: z.literal("internal"),
    id: z.uuid(),
    ownerId: z.uuid(),
    /** The caller's role: owner or editor. */
    role: z.enum(["owner", "editor", "reporter", "none"]),
    abilities: AbilitiesSchema,
    status: TournamentStatusSchema,
    visibility: VisibilitySchema,
    general: GeneralSchema,
    settings: TournamentSettingsSchema,
    teams: z.array(StoredTeamSchema),
    matches: z.array(MatchSchema),
    results: z.array(ResultSchema),
    standings: z.array(GroupStandingsSchema),
    tieDecisions: KnockoutDecisionsSchema,
    /** Bumped by plangen and updateo; send it back to detect concurrent plan changes (409 PLAN_CHANGED). */
    planVersion: z.number().int(),
    /** Teams or format changed after the plan was generated: regenerate to apply them. */
    planOutdated: z.boolean(),
    planSeed: z.string().nullable(),
    fairness: FairnessSchema.nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "TournamentInternal" });

export type TournamentPublic = z.infer<typeof TournamentPublicSchema>;
export type TournamentInternal = z.infer<typeof TournamentInternalSchema>;

const asState = (t: TournamentRow | TournamentState) => ("row" in t ? t : toState(t));

export function presentPublic(t: TournamentRow | TournamentState): TournamentPublic {
  const s = asState(t);
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
    results: s.results,
    standings: standingsOf(s),
    updatedAt: s.row.updatedAt.toISOString(),
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
    status: s.status,
    visibility: s.visibility,
    general: s.general,
    settings: s.settings,
    teams: s.teams,
    matches: s.matches,
    results: s.results,
    standings: standingsOf(s),
    tieDecisions: s.tieDecisions,
    planVersion: s.row.planVersion,
    planOutdated: s.row.planOutdated,
    planSeed: s.row.planSeed,
    fairness: s.matches.length ? measureFairness(s.matches, s.settings) : null,
    createdAt: s.row.createdAt.toISOString(),
    updatedAt: s.row.updatedAt.toISOString(),
  };
}

export const DashboardItemSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    status: TournamentStatusSchema,
    visibility: VisibilitySchema,
    startDate: z.string(),
    endDate: z.string(),
    teamCount: z.number().int(),
    /** The caller's role in it. */
    role: z.enum(["owner", "editor"]),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "TournamentListItem" });

export const DashboardPageSchema = z
  .object({
    items: z.array(DashboardItemSchema),
    page: z.number().int(),
    size: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: "TournamentListPage" });

type ListItemRow = {
  id: string;
  ownerId: string;
  name: string;
  status: string;
  visibility: string;
  startDate: string;
  endDate: string;
  teamCount: number;
  createdAt: Date;
  updatedAt: Date;
};

export function presentListItem(row: ListItemRow, userId: string): z.infer<typeof DashboardItemSchema> {
  return {
    id: row.id,
    name: row.name,
    status: TournamentStatusSchema.parse(row.status),
    visibility: VisibilitySchema.parse(row.visibility),
    startDate: row.startDate,
    endDate: row.endDate,
    teamCount: row.teamCount,
    role: row.ownerId === userId ? "owner" : "editor",
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const EditorSchema = z
  .object({ userId: z.uuid(), email: z.string(), displayName: z.string(), addedAt: z.string() })
  .meta({ id: "TournamentEditor" });

export function presentEditor(e: { userId: string; email: string; displayName: string; addedAt: Date }) {
  return { userId: e.userId, email: e.email, displayName: e.displayName, addedAt: e.addedAt.toISOString() };
}

export const ReporterLinkSchema = z
  .object({
    id: z.uuid(),
    tournamentId: z.uuid(),
    label: z.string(),
    /** Only results of matches on this pitch; null = every pitch. */
    pitch: z.string().nullable(),
    active: z.boolean(),
    createdAt: z.string(),
    revokedAt: z.string().nullable(),
  })
  .meta({ id: "ReporterLink" });

export function presentReporterLink(l: ReporterLinkRow): z.infer<typeof ReporterLinkSchema> {
  return {
    id: l.id,
    tournamentId: l.tournamentId,
    label: l.label,
    pitch: l.pitch,
    active: l.revokedAt === null,
    createdAt: l.createdAt.toISOString(),
    revokedAt: l.revokedAt?.toISOString() ?? null,
  };
}

export const AuditEntrySchema = z
  .object({
    id: z.uuid(),
    matchId: z.string(),
    /** entry, correction (after finish) or regenerate (plan regenerated over results). */
    kind: z.string(),
    user: z.object({ id: z.uuid(), displayName: z.string() }).nullable(),
    reporterLink: z.object({ id: z.uuid(), label: z.string() }).nullable(),
    old: ResultSchema.nullable(),
    new: ResultSchema.nullable(),
    at: z.string(),
  })
  .meta({ id: "ResultAuditEntry" });

type AuditListRow = Pick<
  AuditRow,
  "id" | "matchId" | "kind" | "userId" | "reporterLinkId" | "oldValue" | "newValue" | "at"
> & {
  userName: string | null;
  reporterLabel: string | null;
};

export function presentAudit(a: AuditListRow): z.infer<typeof AuditEntrySchema> {
  return {
    id: a.id,
    matchId: a.matchId,
    kind: a.kind,
    user: a.userId ? { id: a.userId, displayName: a.userName ?? "" } : null,
    reporterLink: a.reporterLinkId ? { id: a.reporterLinkId, label: a.reporterLabel ?? "" } : null,
    old: ResultSchema.nullable().parse(a.oldValue),
    new: ResultSchema.nullable().parse(a.newValue),
    at: a.at.toISOString(),
  };
}
