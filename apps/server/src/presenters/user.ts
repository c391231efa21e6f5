import { z } from "zod";
import type { UserRow } from "../repositories/sessions.ts";

/** What the client may know about a user: never the hash or internal columns. */
export const PresentedUserSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    displayName: z.string(),
    clubName: z.string(),
    language: z.string(),
    emailVerified: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: "User" });

export type PresentedUser = z.infer<typeof PresentedUserSchema>;

export function presentUser(user: UserRow): PresentedUser {
  return {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    clubName: user.clubName,
    language: user.language,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}
