// What the event calls answer (issue 19): the organiser's view of an event with its divisions and the problems of
// its shared plan, the proposal of windows, the dashboard's list and the event editors' invitations.
import { z } from "zod";
import { DivisionSchema, DivisionWindowSchema, EventGeneralSchema, EventIssueSchema } from "./event-contracts.ts";
import { EventFairnessSchema } from "./event-fairness.ts";

/** What the client may offer the caller on an event (the server still checks every call). */
export const EventAbilitiesSchema = z.object({
  edit: z.boolean(),
  attach: z.boolean(),
  delete: z.boolean(),
  manageEditors: z.boolean(),
});

/** GET event/{id} and every event write: the event as its owner and its editors see it. */
export const EventInternalSchema = z
  .object({
    id: z.uuid(),
    ownerId: z.uuid(),
    role: z.enum(["owner", "editor"]),
    abilities: EventAbilitiesSchema,
    general: EventGeneralSchema,
    /** The tournaments and festivals of the event, oldest first. */
    divisions: z.array(DivisionSchema),
    /** Problems of the shared plan (domain checkEvent), in time order. */
    issues: z.array(EventIssueSchema),
    /** The fairness report per division and for the whole event (measureEventFairness). */
    fairness: EventFairnessSchema,
    /** Bumped by every change of the event's data or its windows. */
    version: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "EventInternal" });
export type EventInternal = z.infer<typeof EventInternalSchema>;

/** POST event/propose: windows proposed from the divisions' match counts (not stored). */
export const EventProposalSchema = z.object({
  windows: z.record(z.string(), DivisionWindowSchema),
  /** Divisions that do not fit on the event's pitches and hours. */
  unplaced: z.array(z.string()),
});

/** One event of GET dashboard/events. */
export const EventListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  role: z.enum(["owner", "editor"]),
  divisionCount: z.number().int(),
  updatedAt: z.string(),
});
export const EventListSchema = z.object({ items: z.array(EventListItemSchema) });

/** An event editor (invited or accepted). */
export const EventEditorSchema = z.object({
  userId: z.uuid(),
  email: z.string(),
  displayName: z.string(),
  addedAt: z.string(),
  acceptedAt: z.string().nullable(),
});

/** An open invitation to edit an event. */
export const EventInvitationSchema = z.object({
  eventId: z.uuid(),
  eventName: z.string(),
  invitedAt: z.string(),
  invitedBy: z.string().nullable(),
});
export const EventInvitationsSchema = z.object({ invitations: z.array(EventInvitationSchema) });
export const EventInvitationAnsweredSchema = z.object({ eventId: z.uuid(), accepted: z.boolean() });

/** POST event/editor: invite a registered user (by e-mail); DELETE event/editor: remove one. */
export const AddEventEditorSchema = z.object({ id: z.uuid(), email: z.email().max(254) });
export const RemoveEventEditorSchema = z.object({ id: z.uuid(), userId: z.uuid() });
/** POST event/detach: the division becomes a standalone tournament again. */
export const DetachDivisionSchema = z.object({ id: z.uuid(), tournamentId: z.uuid() });
/** POST event/propose. */
export const ProposeWindowsSchema = z.object({ id: z.uuid() });
