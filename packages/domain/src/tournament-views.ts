// What the API answers about tournaments to their organisers (internal view, dashboards, editors, reporter
// links, audit trail) and the plain public view of tment/tmuser. One schema each: the server validates and
// documents its answers with them, the SPA takes its types from them.

import { z } from "zod";
import { FairnessSchema, MatchSchema, ResultSchema, TournamentSettingsSchema } from "./contracts.ts";
import { FuninoGameOutcomeSchema, FuninoPublicSchema } from "./funino-contracts.ts";
import { OfficialsSchema } from "./officials-contracts.ts";
import { PublicGroupStandingsSchema, PublicTeamSchema } from "./public-contracts.ts";
import {
  GeneralSchema,
  KnockoutDecisionsSchema,
  TeamInputSchema,
  TournamentStatusSchema,
  VisibilitySchema,
} from "./tournament-contracts.ts";

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
    standings: z.array(PublicGroupStandingsSchema),
    updatedAt: z.string(),
    /** The event this tournament is a division of (issue 19); absent or null when standalone. */
    eventId: z.uuid().nullable().optional(),
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
    /** normal: a tournament; funino: a festival (load it with GET funino/{id}). */
    mode: z.enum(["normal", "funino"]),
    status: TournamentStatusSchema,
    visibility: VisibilitySchema,
    general: GeneralSchema,
    settings: TournamentSettingsSchema,
    teams: z.array(StoredTeamSchema),
    matches: z.array(MatchSchema),
    results: z.array(ResultSchema),
    standings: z.array(PublicGroupStandingsSchema),
    tieDecisions: KnockoutDecisionsSchema,
    /** Referees and their matches (PUT tment/referees, tment/refassign); never in public answers. */
    officials: OfficialsSchema,
    /** Bumped by plangen and updateo; send it back to detect concurrent plan changes (409 PLAN_CHANGED). */
    planVersion: z.number().int(),
    /** Teams or format changed after the plan was generated: regenerate to apply them. */
    planOutdated: z.boolean(),
    planSeed: z.string().nullable(),
    fairness: FairnessSchema.nullable(),
    /** The live stream's version of this tournament (GET live/tment/{id} announces newer ones). */
    version: z.number().int(),
    /** What parents type to find the tournament, and its short URL `/t/{shortCode}`. */
    shortCode: z.string(),
    /** Minutes the kick-offs still to come were moved (tment/delay); 0 when on time. */
    delayMinutes: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** The event this tournament is a division of (issue 19); null when standalone. */
    eventId: z.uuid().nullable().optional(),
    /** The event with its name, for the link back (GET tment/tmuser only; absent in the writes' answers). */
    event: z.object({ id: z.uuid(), name: z.string() }).nullable().optional(),
  })
  .meta({ id: "TournamentInternal" });

export type TournamentPublic = z.infer<typeof TournamentPublicSchema>;
export type TournamentInternal = z.infer<typeof TournamentInternalSchema>;

export const DashboardItemSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    /** normal: a tournament; funino: a festival (its control centre and page are the funino ones). */
    mode: z.enum(["normal", "funino"]),
    status: TournamentStatusSchema,
    visibility: VisibilitySchema,
    startDate: z.string(),
    endDate: z.string(),
    teamCount: z.number().int(),
    /** The caller's role in it. */
    role: z.enum(["owner", "editor"]),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Only for a division of an event: the event it belongs to. */
    eventId: z.uuid().optional(),
    /** Only in "tournaments I edit": true when the caller edits it as an editor of its event. */
    viaEvent: z.literal(true).optional(),
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

export const EditorSchema = z
  .object({
    userId: z.uuid(),
    email: z.string(),
    displayName: z.string(),
    /** When the invitation was sent. */
    addedAt: z.string(),
    /** When the invited user accepted; null while the invitation is open (no access until then). */
    acceptedAt: z.string().nullable(),
  })
  .meta({ id: "TournamentEditor" });

/** An open invitation to edit a tournament, as the invited user sees it. */
export const EditorInvitationSchema = z
  .object({
    tournamentId: z.uuid(),
    tournamentName: z.string(),
    mode: z.enum(["normal", "funino"]),
    invitedAt: z.string(),
    invitedBy: z.string().nullable(),
  })
  .meta({ id: "EditorInvitation" });

export const EditorInvitationsSchema = z.object({ invitations: z.array(EditorInvitationSchema) });

/** The answer to an invitation: accepted → the user is an editor now; declined → the invitation is gone. */
export const AnswerInvitationSchema = z.object({ accept: z.boolean() });
export const InvitationAnsweredSchema = z.object({
  tournamentId: z.uuid(),
  mode: z.enum(["normal", "funino"]),
  accepted: z.boolean(),
});

export const ReporterLinkSchema = z
  .object({
    id: z.uuid(),
    tournamentId: z.uuid(),
    label: z.string(),
    /** Only results of matches on this pitch; null = every pitch. */
    pitch: z.string().nullable(),
    /** Only results of this referee's matches; null = no referee. */
    refereeId: z.string().nullable(),
    active: z.boolean(),
    createdAt: z.string(),
    revokedAt: z.string().nullable(),
  })
  .meta({ id: "ReporterLink" });

/** GET tment/reporter/session: what a reporter link's holder sees and needs to enter results. */
export const ReporterSessionSchema = z
  .object({
    link: z.object({ id: z.uuid(), label: z.string(), pitch: z.string().nullable(), refereeId: z.string().nullable() }),
    tournament: TournamentPublicSchema,
    /** Festivals only: the festival with every outcome (the reporter enters them). */
    festival: FuninoPublicSchema.optional(),
    planVersion: z.number().int().describe("Send it with every entry (PUT tment/update requires it here)"),
    /** A referee's link: the ids of the matches it may enter (that referee's); null = every match (of its pitch). */
    refereeMatches: z.array(z.string()).nullable(),
    /** Whether entries carry card records (the tournament records them: settings.discipline.enabled). */
    cards: z.boolean(),
  })
  .meta({ id: "ReporterSession" });

export const AuditEntrySchema = z
  .object({
    id: z.uuid(),
    matchId: z.string(),
    /** entry, correction (after finish), regenerate (plan regenerated over results) or delay (kick-offs moved). */
    kind: z.string(),
    user: z.object({ id: z.uuid(), displayName: z.string() }).nullable(),
    reporterLink: z.object({ id: z.uuid(), label: z.string() }).nullable(),
    old: ResultSchema.nullable(),
    new: ResultSchema.nullable(),
    /** Kind delay only (old and new are null): minutes moved, the delay after it, how many matches moved. */
    delay: z.object({ minutes: z.number().int(), total: z.number().int(), matches: z.number().int() }).optional(),
    /** Festivals only (old and new are null): one game's outcome before and after. */
    funino: z
      .object({
        round: z.number().int(),
        game: z.number().int(),
        old: FuninoGameOutcomeSchema.nullable(),
        new: FuninoGameOutcomeSchema.nullable(),
      })
      .optional(),
    at: z.string(),
  })
  .meta({ id: "ResultAuditEntry" });

/** PUT tment/update: what one entry of results changed (the stored answer again, `replayed`, for a repeated key). */
export const EnterResultsResponseSchema = z
  .object({
    tournamentId: z.uuid(),
    status: TournamentStatusSchema,
    planVersion: z.number().int(),
    /** Matches whose result changed with this entry. */
    applied: z.array(z.string()),
    /** Matches whose entry equalled the stored result. */
    unchanged: z.array(z.string()),
    /** Knockout sides filled or changed by this entry (`from`/`to` are team ids, null = not known). */
    knockoutChanges: z.array(
      z.object({
        matchId: z.string(),
        side: z.enum(["home", "away"]),
        from: z.string().nullable(),
        to: z.string().nullable(),
      }),
    ),
    /** True when this answer is the stored one of an earlier entry with the same idempotency key. */
    replayed: z.boolean(),
  })
  .meta({ id: "EnterResultsResponse" });

export type DashboardItem = z.infer<typeof DashboardItemSchema>;
export type DashboardPage = z.infer<typeof DashboardPageSchema>;
export type TournamentEditor = z.infer<typeof EditorSchema>;
export type EditorInvitation = z.infer<typeof EditorInvitationSchema>;
export type ReporterLink = z.infer<typeof ReporterLinkSchema>;
export type ReporterSession = z.infer<typeof ReporterSessionSchema>;
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export type EnterResultsResponse = z.infer<typeof EnterResultsResponseSchema>;
export type GroupStandings = z.infer<typeof PublicGroupStandingsSchema>;
