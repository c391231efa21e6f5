import { forbidden } from "../lib/errors.ts";
import type { UserRow } from "../repositories/sessions.ts";

/** An account can only be managed (deleted) by its own user; any other id is 403, existing or not. */
export function assertCanManageAccount(user: UserRow, accountId: string): void {
  if (user.id !== accountId) throw forbidden("You can only delete your own account");
}
