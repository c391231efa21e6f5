// An event's one registration (issue 19 item 4): a club registers its teams for one or more divisions at once (its
// contact data once, per division the team it enters there). Each division is an ordinary tournament or festival
// with its own waiting list, maximum and age check, so the checks and the insert are the single registration's
// (services/registrations.ts); this only adds the event around them and makes the request all or nothing: every
// division is checked before any entry is stored, in one transaction.
import type { EventGeneral } from "@kickoff/domain/event-contracts.ts";
import type {
  DivisionClosedReason,
  DivisionTeam,
  EventRegistrationInfo,
  EventRegistrationOutcome,
  RegisterEventTeam,
} from "@kickoff/domain/event-registration.ts";
import type { Db } from "../db/client.ts";
import { AppError } from "../lib/errors.ts";
import { eventNotFound } from "../policies/event-policy.ts";
import { isPubliclyVisible } from "../policies/tournament-policy.ts";
import { ageGroupLabelOf, isRegistrationOpen } from "../presenters/tournament-public-page.ts";
import { findEvent, listDivisionRows } from "../repositories/events.ts";
import type { RegistrationRow } from "../repositories/registrations.ts";
import { lockTournament } from "../repositories/tournaments.ts";
import { today } from "./public-tournament.ts";
import { registrationSummary } from "./registration-summary.ts";
import {
  admitApplicant,
  checkNewEntry,
  insertNewEntry,
  newRegistrationToken,
  type RegistrationDeps,
  sendReceived,
  type TeamEntry,
} from "./registrations.ts";
import { type TournamentState, toState } from "./tournament-state.ts";

/** The event when the public may see it (public or unlisted); 404 EVENT_NOT_FOUND for private and unknown ones. */
async function visibleEvent(db: Db, id: string) {
  const row = await findEvent(db, id);
  if (!row || (row.general as EventGeneral).visibility === "private") throw eventNotFound();
  return row;
}

function closedReason(state: TournamentState, day: string): DivisionClosedReason | null {
  if (isRegistrationOpen({ status: state.status, endDate: state.row.endDate, general: state.general }, day))
    return null;
  const deadline = state.general.registration?.deadline;
  return state.general.registration?.open && deadline && deadline < day ? "deadline" : "notOpen";
}

/** GET event/registration/{id}: the event and every publicly visible division with its registration state. */
export async function eventRegistrationInfo(db: Db, id: string): Promise<EventRegistrationInfo> {
  const event = await visibleEvent(db, id);
  const general = event.general as EventGeneral;
  const day = today();
  const states = (await listDivisionRows(db, event.id)).map(toState).filter(isPubliclyVisible);
  const divisions = await Promise.all(
    states.map(async (state) => {
      const reason = closedReason(state, day);
      const maxTeams = state.general.registration?.maxTeams ?? null;
      const range = state.general.ageGroup?.ageRange ?? null;
      return {
        id: state.id,
        mode: state.mode,
        name: state.general.name,
        ageGroupLabel: ageGroupLabelOf(state.general),
        registrationOpen: reason === null,
        closedReason: reason,
        deadline: state.general.registration?.deadline ?? null,
        ageRange: range
          ? { oldestBirthYear: range.oldestBirthYear, youngestBirthYear: range.youngestBirthYear ?? null }
          : null,
        maxTeams,
        placesLeft: maxTeams === null ? null : Math.max(0, maxTeams - state.teams.length),
        summary: reason === null ? await registrationSummary(db, state) : null,
      };
    }),
  );
  return {
    eventId: event.id,
    name: general.name,
    startDate: general.startDate,
    endDate: general.endDate ?? general.startDate,
    divisions,
  };
}

/** The club's contact data with one division's team: the entry the single registration would store there. */
function teamEntry(input: RegisterEventTeam, team: DivisionTeam): TeamEntry {
  const { eventId: _eventId, divisions: _divisions, ...contact } = input;
  const { id: _id, ...own } = team;
  return { ...contact, ...own };
}

/**
 * POST event/register: one entry per chosen division with that division's team, each pending (or waitlisted when that division is full) with
 * its own private link, mails and organiser messages. All or nothing: a division that is not a visible division of
 * this event (404 DIVISION_NOT_FOUND), not open (409 REGISTRATION_CLOSED) or a duplicate of its team name (409
 * REGISTRATION_DUPLICATE) refuses the whole request naming `divisions[i].id`, a team outside its division's birth
 * years (400 REGISTRATION_BIRTH_YEAR) `divisions[i].oldestBirthYear` (or youngest); each names the division. A bot is answered alike (each division "pending") and nothing is stored.
 */
export async function registerEventTeam(
  deps: RegistrationDeps,
  input: RegisterEventTeam,
  applicant: { userId: string | null },
): Promise<EventRegistrationOutcome[]> {
  const ids = input.divisions.map((d) => d.id.toLowerCase());
  const email = await admitApplicant(deps, teamEntry(input, input.divisions[0] as DivisionTeam));
  if (email === "dropped") return ids.map((divisionId) => ({ divisionId, state: "pending", position: null }));
  const stored = await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const event = await visibleEvent(db, input.eventId);
    // Locked in one order (by id) so two requests over the same divisions never wait on each other crosswise.
    const locked = new Map<string, TournamentState>();
    for (const id of [...ids].sort()) {
      const row = await lockTournament(db, id);
      if (row && row.eventId === event.id) locked.set(id, toState(row));
    }
    const chosen = ids.map((id, i) => ({
      id,
      field: `divisions[${i}]`,
      state: locked.get(id),
      entry: teamEntry(input, input.divisions[i] as DivisionTeam),
    }));
    for (const { field, state, id, entry } of chosen) {
      const ref = { field, name: state && isPubliclyVisible(state) ? state.general.name : id };
      if (!state) throw divisionNotFound(field, id);
      await checkNewEntry(db, state, entry, email, ref);
    }
    const out: Array<{ row: RegistrationRow; state: TournamentState; token: string }> = [];
    for (const { state, entry } of chosen) {
      if (!state) continue;
      const token = newRegistrationToken();
      const row = await insertNewEntry(db, deps.publicUrl, state, {
        input: entry,
        email,
        userId: applicant.userId,
        token,
        waitlistWhenFull: true,
      });
      out.push({ row, state, token });
    }
    return out;
  });
  for (const { row, state, token } of stored) await sendReceived(deps, row, state, token);
  return stored.map(({ row, state }) => ({
    divisionId: state.id,
    state: row.state === "waitlisted" ? "waitlisted" : "pending",
    position: row.position,
  }));
}

/** Not a division of this event (or unknown): the same refusal as a private division's, so nothing leaks. */
const divisionNotFound = (field: string, id: string) =>
  new AppError(404, "DIVISION_NOT_FOUND", `${field}.id: ${id}: no such division`, {
    fields: [{ field: `${field}.id`, message: `${id}: no such division` }],
  });
