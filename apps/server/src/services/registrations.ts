// Team registration and waiting lists (spec §7 Waiting list). A team applies on a public tournament whose
// registration is open; the organisers (owner and editors) move entries between states. Accepting adds the team to
// the tournament's teams, an accepted team that leaves frees its place for the first waitlisted entry (offered, or
// promoted at once with registration.autoPromote). Every write locks the tournament row first (mutate), so counts
// and positions are decided one change at a time; mails go out after the commit.
import { createHash, randomBytes } from "node:crypto";
import { TEAMS_MAX } from "@kickoff/domain/contracts.ts";
import { FUNINO_TEAMS_MAX } from "@kickoff/domain/funino-contracts.ts";
import type {
  ChangeRegistrationState,
  PrivateRegistration,
  RegisterTeam,
  RegistrationEntry,
  RegistrationState,
  UpdateRegistration,
  WaitingSummary,
} from "@kickoff/domain/registration-contracts.ts";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import { AppError, badRequest, conflict, notFound } from "../lib/errors.ts";
import {
  type RegistrationMailKind,
  renderOrganiserMessage,
  renderRegistrationMail,
  renderRegistrationMessage,
} from "../lib/mail/registration.ts";
import type { Mail } from "../lib/mail.ts";
import { isPubliclyVisible, tournamentNotFound } from "../policies/tournament-policy.ts";
import { isRegistrationOpen } from "../presenters/tournament-public-page.ts";
import {
  countByState,
  findDuplicate,
  findRegistration,
  findRegistrationByTokenHash,
  insertRegistration,
  lastPosition,
  listOrganisers,
  listRegistrations,
  listWaitlisted,
  type RegistrationRow,
  updateRegistration,
} from "../repositories/registrations.ts";
import { findTournament, lockTournament } from "../repositories/tournaments.ts";
import { botReason } from "./contact.ts";
import { asFestival, festivalTeamPlayed, writeFestivalTeams } from "./funino-service.ts";
import { insertSystemMessage } from "./messages.ts";
import { writePublicChange } from "./public-live.ts";
import { today } from "./public-tournament.ts";
import { RateLimiter } from "./rate-limiter.ts";
import { announceRegistrationChange } from "./registration-summary.ts";
import { type Caller, loadAuthorized, mutate, officialsAfterTeams, requireEditable } from "./tournament-service.ts";
import { type StoredTeam, type TournamentState, toState } from "./tournament-state.ts";

/** Registrations per e-mail address and hour, over all tournaments (the per-IP limit is the route's). */
export const REGISTRATIONS_PER_EMAIL_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

export type RegistrationDeps = {
  db: Db;
  publicUrl: string;
  /** Queues a mail in the background (the answer never waits for SMTP). */
  enqueue: (mail: Mail) => void;
  log: FastifyBaseLogger;
};

export const hashRegistrationToken = (token: string) => createHash("sha256").update(token).digest("hex");
/** 32 random bytes: 43 base64url characters, which the request log redacts from URLs like other link tokens. */
const newToken = () => randomBytes(32).toString("base64url");
const newTeamId = () => `t${randomBytes(4).toString("hex")}`;

/** The applicant's private link: the tournament page in their language, the token in the fragment. */
/** The public page of a tournament or festival in a language: a festival's is /{lang}/funino/{id}. */
const pageUrl = (publicUrl: string, language: string, tournament: Pick<TournamentState, "id" | "mode">) =>
  `${publicUrl.replace(/\/+$/, "")}/${language}/${tournament.mode === "funino" ? "funino" : "tournament"}/${tournament.id}`;

export const privateLink = (
  publicUrl: string,
  language: string,
  tournament: Pick<TournamentState, "id" | "mode">,
  token: string,
) => `${pageUrl(publicUrl, language, tournament)}#registration=${token}`;

const registrationNotFound = () =>
  notFound("REGISTRATION_NOT_FOUND", "No such registration (the link may be wrong or the entry deleted)");

// ─── Presenting ──────────────────────────────────────────────────────────────────────────────

export function presentEntry(row: RegistrationRow): RegistrationEntry {
  return {
    id: row.id,
    tournamentId: row.tournamentId,
    state: row.state as RegistrationState,
    position: row.position,
    teamName: row.teamName,
    club: row.club,
    contactName: row.contactName,
    email: row.email,
    phone: row.phone,
    players: row.players,
    strength: row.strength,
    oldestBirthYear: row.oldestBirthYear,
    youngestBirthYear: row.youngestBirthYear,
    message: row.message,
    language: row.language,
    hasAccount: row.userId !== null,
    teamId: row.teamId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function presentPrivate(row: RegistrationRow, state: TournamentState): PrivateRegistration {
  return {
    tournamentId: state.id,
    tournamentName: state.general.name,
    mode: state.mode,
    startDate: state.general.startDate,
    teamName: row.teamName,
    club: row.club,
    state: row.state as RegistrationState,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    canWithdraw: row.state === "pending" || row.state === "accepted" || row.state === "waitlisted",
  };
}

// ─── Registering ─────────────────────────────────────────────────────────────────────────────

/** The team's fields of a registration, for one tournament or for an event's divisions. */
export type TeamEntry = Omit<RegisterTeam, "tournamentId">;

/**
 * An event registration's division: where it is in the request (`divisions[i]`; a refusal names `divisions[i].id`,
 * a birth year `divisions[i].oldestBirthYear`) and the division's name.
 */
export type DivisionRef = { field: string; name: string };

/** The refusal of a division as the event registration reports it: the field, the division and the reason. */
const divisionRefusal = (
  status: number,
  code: "REGISTRATION_CLOSED" | "REGISTRATION_DUPLICATE" | "DIVISION_NOT_FOUND",
  ref: DivisionRef,
  problem: string,
) =>
  new AppError(status, code, `${ref.field}.id: ${ref.name}: ${problem}`, {
    fields: [{ field: `${ref.field}.id`, message: `${ref.name}: ${problem}` }],
  });

/** 400 REGISTRATION_BIRTH_YEAR naming the field when the squad's birth years leave the age group's range. */
function checkBirthYears(state: TournamentState, input: TeamEntry, division?: DivisionRef) {
  const range = state.general.ageGroup?.ageRange;
  if (!range) return;
  const youngestAllowed = range.youngestBirthYear ?? null;
  const allowed =
    youngestAllowed === null ? `${range.oldestBirthYear} or later` : `${range.oldestBirthYear}–${youngestAllowed}`;
  const whose = division ? `${division.name}'s` : "this tournament's";
  for (const key of ["oldestBirthYear", "youngestBirthYear"] as const) {
    const year = input[key];
    const field = division ? `${division.field}.${key}` : key;
    const problem =
      year === undefined
        ? `required: ${division ? division.name : "this tournament"} is for birth years ${allowed}`
        : year < range.oldestBirthYear || (youngestAllowed !== null && year > youngestAllowed)
          ? `${year} is outside ${whose} birth years (${allowed})`
          : null;
    if (problem)
      throw badRequest("REGISTRATION_BIRTH_YEAR", `${field}: ${problem}`, { fields: [{ field, message: problem }] });
  }
}

/**
 * Whether the locked tournament takes this entry now: publicly visible, registration open, birth years in its age
 * group, no live entry with the same e-mail and team name. Throws the refusal; for an event's division (`division`)
 * the refusal names the request field and the division.
 */
export async function checkNewEntry(
  db: Db,
  state: TournamentState,
  input: TeamEntry,
  email: string,
  division?: DivisionRef,
) {
  if (!isPubliclyVisible(state))
    throw division ? divisionRefusal(404, "DIVISION_NOT_FOUND", division, "no such division") : tournamentNotFound();
  if (!isRegistrationOpen({ status: state.status, endDate: state.row.endDate, general: state.general }, today()))
    throw division
      ? divisionRefusal(409, "REGISTRATION_CLOSED", division, "registration for this division is not open")
      : conflict("REGISTRATION_CLOSED", "Registration for this tournament is not open");
  checkBirthYears(state, input, division);
  if (await findDuplicate(db, state.id, email, input.teamName)) {
    const problem = "this team is already registered with this e-mail address: see the link in the confirmation mail";
    throw division
      ? divisionRefusal(409, "REGISTRATION_DUPLICATE", division, problem)
      : conflict(
          "REGISTRATION_DUPLICATE",
          "This team is already registered with this e-mail address: see the link in the confirmation mail",
        );
  }
}

/** Whether the tournament has as many teams as its maximum (a new entry then waits). */
const isFull = (state: TournamentState) => {
  const max = state.general.registration?.maxTeams;
  return max !== undefined && max !== null && state.teams.length >= max;
};

/**
 * Stores a checked entry inside the tournament's locked transaction (pending; with `waitlistWhenFull`, at the end
 * of the waiting list when the tournament is full) and tells the account and the organisers. The token is the
 * private link's; the caller mails it after the commit (sendReceived).
 */
export async function insertNewEntry(
  db: Db,
  publicUrl: string,
  state: TournamentState,
  entry: { input: TeamEntry; email: string; userId: string | null; token: string; waitlistWhenFull: boolean },
): Promise<RegistrationRow> {
  const { input } = entry;
  const waits = entry.waitlistWhenFull && isFull(state);
  const inserted = await insertRegistration(db, {
    tournamentId: state.id,
    state: waits ? "waitlisted" : "pending",
    position: waits ? (await lastPosition(db, state.id)) + 1 : null,
    teamName: input.teamName,
    club: input.club,
    contactName: input.contactName,
    email: entry.email,
    phone: input.phone,
    players: input.players ?? null,
    strength: input.strength ?? null,
    oldestBirthYear: input.oldestBirthYear ?? null,
    youngestBirthYear: input.youngestBirthYear ?? null,
    message: input.message,
    language: input.language,
    userId: entry.userId,
    tokenHash: hashRegistrationToken(entry.token),
    consentAt: new Date(),
  });
  await tellAccount(db, publicUrl, inserted, state, "received");
  await tellOrganisers(db, publicUrl, state, "received", inserted);
  await announceRegistrationChange(db, state, state);
  return inserted;
}

/** The bot check and the per-e-mail budget, once per request: "dropped" for a bot, else the e-mail in lower case. */
export async function admitApplicant(deps: RegistrationDeps, input: TeamEntry): Promise<string | "dropped"> {
  const reason = botReason(input);
  if (reason) {
    deps.log.info({ reason }, "registration dropped as a bot");
    return "dropped";
  }
  const email = input.email.toLowerCase();
  await new RateLimiter(deps.db).consume(`registration:email:${email}`, REGISTRATIONS_PER_EMAIL_PER_HOUR, HOUR_MS);
  return email;
}

/** The confirmation with the private link, after the commit. */
export const sendReceived = (
  deps: RegistrationDeps,
  row: RegistrationRow,
  tournament: TournamentState,
  token: string,
) => sendMail(deps, row, tournament, "received", token);

export const newRegistrationToken = newToken;

/**
 * Stores a registration as pending and mails the applicant the private link; bots (honeypot, too fast) are dropped
 * quietly and answered alike by the route. 404 for a tournament the public cannot see, 409 REGISTRATION_CLOSED,
 * 409 REGISTRATION_DUPLICATE (same e-mail and team name, still live), 429 over the per-e-mail budget.
 */
export async function registerTeam(
  deps: RegistrationDeps,
  input: RegisterTeam,
  applicant: { userId: string | null },
): Promise<"stored" | "dropped"> {
  const email = await admitApplicant(deps, input);
  if (email === "dropped") return "dropped";
  const token = newToken();
  const { row, tournament } = await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const locked = await lockTournament(db, input.tournamentId);
    if (!locked) throw tournamentNotFound();
    const state = toState(locked);
    await checkNewEntry(db, state, input, email);
    const inserted = await insertNewEntry(db, deps.publicUrl, state, {
      input,
      email,
      userId: applicant.userId,
      token,
      waitlistWhenFull: false,
    });
    return { row: inserted, tournament: state };
  });
  await sendReceived(deps, row, tournament, token);
  return "stored";
}

/** The private link while the token is at hand (the confirmation), else the tournament's page in their language. */
const linkFor = (publicUrl: string, row: RegistrationRow, tournament: TournamentState, token?: string) =>
  token ? privateLink(publicUrl, row.language, tournament, token) : pageUrl(publicUrl, row.language, tournament);

const mailParams = (publicUrl: string, row: RegistrationRow, tournament: TournamentState, token?: string) => ({
  name: row.contactName,
  team: row.teamName,
  tournament: tournament.general.name,
  link: linkFor(publicUrl, row, tournament, token),
  position: row.position,
});

/** Queues one mail to the applicant; a rendering failure is logged, never undoes the change. */
async function sendMail(
  deps: RegistrationDeps,
  row: RegistrationRow,
  tournament: TournamentState,
  kind: RegistrationMailKind,
  token?: string,
) {
  try {
    deps.enqueue(
      await renderRegistrationMail(
        { kind, to: row.email, language: row.language, params: mailParams(deps.publicUrl, row, tournament, token) },
        deps.publicUrl,
      ),
    );
  } catch (err) {
    deps.log.error({ err, registration: row.id }, "registration mail failed");
  }
}

/**
 * The same news as a system message in the inbox of an applicant who registered logged in, inside the change's
 * transaction. Never the private link: the token stays out of stored texts.
 */
async function tellAccount(
  tx: Db,
  publicUrl: string,
  row: RegistrationRow,
  tournament: TournamentState,
  kind: RegistrationMailKind,
) {
  if (!row.userId) return;
  const message = await renderRegistrationMessage(
    { kind, language: row.language, params: mailParams(publicUrl, row, tournament) },
    publicUrl,
  );
  await insertSystemMessage(tx, { receiverId: row.userId, tournamentId: tournament.id, ...message });
}

/**
 * What the applicant did (registered, withdrew) as a system message to the owner and each editor, in their
 * language, inside the change's transaction. The organisers' own changes need no message to themselves.
 */
async function tellOrganisers(
  tx: Db,
  publicUrl: string,
  tournament: TournamentState,
  kind: "received" | "withdrawn",
  row: RegistrationRow,
  outcome?: Outcome,
) {
  const base = publicUrl.replace(/\/+$/, "");
  for (const organiser of await listOrganisers(tx, tournament.id, tournament.ownerId)) {
    const message = await renderOrganiserMessage({
      kind,
      language: organiser.language,
      params: {
        team: kind === "received" && row.club ? `${row.teamName} (${row.club})` : row.teamName,
        tournament: tournament.general.name,
        link: `${base}/${organiser.language}/tmentOverview/${tournament.id}`,
        promoted: outcome?.promoted?.teamName ?? null,
        offered: outcome?.promotable?.teamName ?? null,
      },
    });
    await insertSystemMessage(tx, { receiverId: organiser.userId, tournamentId: tournament.id, ...message });
  }
}

// ─── The applicant's private link ────────────────────────────────────────────────────────────

async function byToken(db: Db, token: string) {
  const row = await findRegistrationByTokenHash(db, hashRegistrationToken(token));
  if (!row) throw registrationNotFound();
  return row;
}

/** What the private link shows: this entry only, without contact data. */
export async function privateEntry(db: Db, token: string): Promise<PrivateRegistration> {
  const row = await byToken(db, token);
  const t = await findTournament(db, row.tournamentId);
  if (!t) throw registrationNotFound();
  return presentPrivate(row, toState(t));
}

/** The applicant withdraws their entry; a freed place goes to (or is offered for) the first waitlisted entry. */
export async function withdrawByToken(deps: RegistrationDeps, token: string): Promise<PrivateRegistration> {
  const found = await byToken(deps.db, token);
  const outcome = await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const locked = await lockTournament(db, found.tournamentId);
    if (!locked) throw registrationNotFound();
    const row = await findRegistration(db, found.id);
    if (!row) throw registrationNotFound();
    if (row.state === "withdrawn" || row.state === "declined")
      throw conflict("REGISTRATION_STATE_INVALID", `This registration is ${row.state} already`);
    const before = toState(locked);
    const outcome = await applyChange(db, before, row, "withdrawn", undefined, "applicant");
    await announceRegistrationChange(db, before, outcome.state);
    await tellAccounts(db, deps.publicUrl, outcome);
    await tellOrganisers(db, deps.publicUrl, outcome.state, "withdrawn", row, outcome);
    return outcome;
  });
  await mailOutcome(deps, outcome);
  return presentPrivate(outcome.entry, outcome.state);
}

// ─── Organisers ──────────────────────────────────────────────────────────────────────────────

/** GET tment/waiting/{id}: counts and places (owner and editors). */
export async function waitingSummary(db: Db, caller: Caller, tournamentId: string): Promise<WaitingSummary> {
  const { state } = await loadAuthorized(db, caller, tournamentId, "viewInternal");
  const counts = await countByState(db, state.id);
  const r = state.general.registration;
  const maxTeams = r?.maxTeams ?? null;
  return {
    tournamentId: state.id,
    registrationOpen: isRegistrationOpen(
      { status: state.status, endDate: state.row.endDate, general: state.general },
      today(),
    ),
    deadline: r?.deadline ?? null,
    maxTeams,
    autoPromote: r?.autoPromote ?? false,
    teamCount: state.teams.length,
    freePlaces: maxTeams === null ? null : Math.max(0, maxTeams - state.teams.length),
    counts: {
      pending: counts.pending ?? 0,
      accepted: counts.accepted ?? 0,
      waitlisted: counts.waitlisted ?? 0,
      declined: counts.declined ?? 0,
      withdrawn: counts.withdrawn ?? 0,
    },
  };
}

/** GET wlist/waitinglist/{id}: every entry with contact data (owner and editors only). */
export async function listEntries(db: Db, caller: Caller, tournamentId: string) {
  const { state } = await loadAuthorized(db, caller, tournamentId, "viewInternal");
  return { tournamentId: state.id, entries: (await listRegistrations(db, state.id)).map(presentEntry) };
}

/** The entry, or 404: looked up before the tournament's lock (which authorizes) and read again under it. */
async function entryOf(db: Db, id: string) {
  const row = await findRegistration(db, id);
  if (!row) throw registrationNotFound();
  return row;
}

async function reread(db: Db, id: string, tournamentId: string) {
  const row = await findRegistration(db, id);
  if (!row || row.tournamentId !== tournamentId) throw registrationNotFound();
  return row;
}

/** POST wlist/changetype (owner and editors). */
export async function changeEntryState(deps: RegistrationDeps, caller: Caller, input: ChangeRegistrationState) {
  const found = await entryOf(deps.db, input.id);
  const { value: outcome } = await mutate(deps.db, caller, found.tournamentId, "edit", async (tx, state) => {
    const row = await reread(tx, input.id, state.id);
    const outcome = await applyChange(tx, state, row, input.state, input.position, "organiser");
    if (outcome.changed.length > 0) await announceRegistrationChange(tx, state, outcome.state);
    await tellAccounts(tx, deps.publicUrl, outcome);
    return outcome;
  });
  await mailOutcome(deps, outcome);
  return {
    entry: presentEntry(outcome.entry),
    promotable: outcome.promotable ? presentEntry(outcome.promotable) : null,
    promoted: outcome.promoted ? presentEntry(outcome.promoted) : null,
  };
}

/** POST wlist/update: edit an entry (an accepted team is renamed in the tournament too) or reorder the list. */
export async function updateEntries(deps: RegistrationDeps, caller: Caller, input: UpdateRegistration) {
  if (input.op === "reorder") {
    const { value } = await mutate(deps.db, caller, input.tournamentId, "edit", async (tx, state) => {
      const waiting = await listWaitlisted(tx, state.id);
      const ids = new Set(waiting.map((w) => w.id));
      const given = new Set(input.order);
      if (given.size !== input.order.length || given.size !== ids.size || input.order.some((id) => !ids.has(id)))
        throw badRequest(
          "REGISTRATION_ORDER_INVALID",
          "order: list every waitlisted entry of this tournament exactly once",
        );
      const out: RegistrationRow[] = [];
      for (const [i, id] of input.order.entries()) out.push(await updateRegistration(tx, id, { position: i + 1 }));
      return out;
    });
    return { entries: value.map(presentEntry) };
  }
  const found = await entryOf(deps.db, input.id);
  const { value } = await mutate(deps.db, caller, found.tournamentId, "edit", async (tx, state) => {
    const row = await reread(tx, input.id, state.id);
    const { op: _op, id: _id, ...fields } = input;
    const patch = Object.fromEntries(
      Object.entries(fields).filter(([, v]) => v !== undefined),
    ) as Partial<RegistrationRow>;
    if (patch.email) patch.email = patch.email.toLowerCase();
    const updated = await updateRegistration(tx, row.id, patch);
    // An accepted team's name, club and strength are the tournament's team's.
    const team = updated.teamId ? state.teams.find((t) => t.id === updated.teamId) : undefined;
    if (team && (input.teamName !== undefined || input.club !== undefined || input.strength !== undefined)) {
      requireEditable(state);
      const teams = state.teams.map((t) => (t.id === team.id ? teamOf(updated, state, team.id, t) : t));
      await writeTeams(tx, state, teams);
    }
    return updated;
  });
  return { entries: [presentEntry(value)] };
}

// ─── State changes ───────────────────────────────────────────────────────────────────────────

type Outcome = {
  entry: RegistrationRow;
  /** The tournament as it is after the change. */
  state: TournamentState;
  promotable: RegistrationRow | null;
  promoted: RegistrationRow | null;
  /** Entries whose state changed, to be mailed after the commit. */
  changed: RegistrationRow[];
};

function teamOf(row: RegistrationRow, state: TournamentState, id: string, previous?: StoredTeam): StoredTeam {
  const { club: _club, strength: _strength, ...kept } = previous ?? { id, name: row.teamName };
  return {
    ...kept,
    id,
    name: row.teamName,
    ...(row.club ? { club: row.club } : {}),
    ...(state.mode === "funino" && row.strength ? { strength: row.strength } : {}),
  };
}

async function writeTeams(tx: Db, state: TournamentState, teams: StoredTeam[]): Promise<TournamentState> {
  const row =
    state.mode === "funino"
      ? await writeFestivalTeams(tx, asFestival(state), teams)
      : await writePublicChange(tx, state.id, "general", {
          teams,
          ...(await officialsAfterTeams(tx, state, teams)),
          // As tment/update3: a changed team set needs a new plan.
          planOutdated:
            state.row.planOutdated ||
            (state.matches.length > 0 &&
              teams
                .map((t) => t.id)
                .sort()
                .join() !==
                state.teams
                  .map((t) => t.id)
                  .sort()
                  .join()),
        });
  return toState(row);
}

/** Why accepting is impossible now (full, deadline passed, read-only), as the error to throw; null when it is. */
function acceptRefusal(state: TournamentState): AppError | null {
  if (!["draft", "published", "running"].includes(state.status))
    return conflict("TOURNAMENT_READ_ONLY", `A ${state.status} tournament cannot be changed`);
  const r = state.general.registration;
  if (r?.deadline && r.deadline < today())
    return conflict(
      "REGISTRATION_CLOSED",
      `The registration deadline (${r.deadline}) has passed: no more teams can be accepted`,
    );
  const limit = state.mode === "funino" ? FUNINO_TEAMS_MAX : TEAMS_MAX;
  const max = Math.min(r?.maxTeams ?? limit, limit);
  if (state.teams.length >= max)
    return conflict(
      "TOURNAMENT_FULL",
      `The tournament is full (${state.teams.length} of ${max} teams): put the entry on the waiting list instead`,
    );
  return null;
}

/** Whether a team plays in the generated plan (a tournament's matches, a festival's rounds played). */
function teamInPlan(state: TournamentState, teamId: string): boolean {
  if (state.mode === "funino") return festivalTeamPlayed(asFestival(state), teamId);
  return state.matches.some((m) => m.home.teamId === teamId || m.away.teamId === teamId);
}

/** Gives positions 1..n to the waiting list in its current order. */
async function compactPositions(tx: Db, tournamentId: string) {
  const waiting = await listWaitlisted(tx, tournamentId);
  for (const [i, w] of waiting.entries())
    if (w.position !== i + 1) await updateRegistration(tx, w.id, { position: i + 1 });
}

/**
 * Moves an entry to `target` inside the locked transaction: accepting adds its team (refused when full, past the
 * deadline or read-only), leaving "accepted" removes it (refused while the plan uses it) and frees a place, which
 * the first waitlisted entry is offered — or given, with autoPromote.
 */
async function applyChange(
  tx: Db,
  initial: TournamentState,
  current: RegistrationRow,
  target: RegistrationState,
  position: number | undefined,
  by: "organiser" | "applicant",
): Promise<Outcome> {
  let state = initial;
  const from = current.state as RegistrationState;
  if (from === target && !(target === "waitlisted" && position !== undefined && position !== current.position))
    return { entry: current, state, promotable: null, promoted: null, changed: [] };
  const patch: Partial<RegistrationRow> = { state: target, position: null };
  let freed = false;

  if (target === "accepted") {
    const refusal = acceptRefusal(state);
    if (refusal) throw refusal;
    const id = newTeamId();
    state = await writeTeams(tx, state, [...state.teams, teamOf(current, state, id)]);
    patch.teamId = id;
  } else if (from === "accepted" && current.teamId) {
    const teamId = current.teamId;
    if (state.teams.some((t) => t.id === teamId)) {
      if (teamInPlan(state, teamId))
        throw conflict(
          "TEAM_IN_PLAN",
          by === "applicant"
            ? `${current.teamName} already plays in the tournament's plan: please ask the organisers to withdraw the team`
            : `${current.teamName} plays in the generated plan: removing it would leave its matches without a team. ` +
                "Remove the team in the team list and regenerate the plan (or leave the entry accepted)",
        );
      requireEditable(state);
      state = await writeTeams(
        tx,
        state,
        state.teams.filter((t) => t.id !== teamId),
      );
      freed = true;
    }
    patch.teamId = null;
  }

  if (target === "waitlisted") {
    const others = (await listWaitlisted(tx, state.id)).filter((w) => w.id !== current.id);
    const at = Math.min(position ?? others.length + 1, others.length + 1);
    // Make room: everyone from `at` on moves one down, in the list's current order.
    for (const [i, w] of others.entries()) {
      const want = i + 1 < at ? i + 1 : i + 2;
      if (w.position !== want) await updateRegistration(tx, w.id, { position: want });
    }
    patch.position = at;
  }
  const entry = await updateRegistration(tx, current.id, patch);
  if (from === "waitlisted" && target !== "waitlisted") await compactPositions(tx, state.id);
  const changed = from === target ? [] : [entry];

  let promotable: RegistrationRow | null = null;
  let promoted: RegistrationRow | null = null;
  if (freed) {
    const first = (await listWaitlisted(tx, state.id)).find((w) => w.id !== current.id) ?? null;
    if (first) {
      if (state.general.registration?.autoPromote && acceptRefusal(state) === null) {
        const next = await applyChange(tx, state, first, "accepted", undefined, "organiser");
        state = next.state;
        promoted = next.entry;
        changed.push(...next.changed);
      } else promotable = first;
    }
  }
  return { entry, state, promotable, promoted, changed };
}

async function tellAccounts(tx: Db, publicUrl: string, outcome: Outcome) {
  for (const row of outcome.changed)
    await tellAccount(tx, publicUrl, row, outcome.state, row.state as RegistrationState);
}

async function mailOutcome(deps: RegistrationDeps, outcome: Outcome) {
  for (const row of outcome.changed) await sendMail(deps, row, outcome.state, row.state as RegistrationState);
}
