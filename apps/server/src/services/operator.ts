// The operator role (issue 20): who is an operator, and the actions they take on users and on the role itself.
// Every state-changing action writes one operator audit row in the action's own transaction, so the log holds
// exactly what happened (a refused or failed action leaves neither change nor row).
import type { GrantOperator, OperatorAction, OperatorEntry } from "@kickoff/domain/operator-contracts.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { AppError, conflict, notFound } from "../lib/errors.ts";
import type { FileStore } from "../lib/files.ts";
import { assertOperatorAccount, isConfigOperator, isOperatorAccount } from "../policies/operator-policy.ts";
import {
  deleteOperatorGrant,
  findOperatorGrant,
  findVerifiedUsersByEmails,
  insertAuditEntry,
  insertOperatorGrant,
  listOperatorGrants,
  lockUser,
  setUserBlocked,
} from "../repositories/operator.ts";
import { deleteSessionsOfUser, type UserRow } from "../repositories/sessions.ts";
import { readUserData, type UserData } from "../repositories/user-export.ts";
import { findUserByEmail, findUserById } from "../repositories/users.ts";
import { deleteAccount } from "./account-deletion.ts";

export type OperatorDeps = {
  db: Db;
  config: Pick<Config, "operatorEmails">;
  files: FileStore;
  /** The accounts service's resend (rate-limited per address like the user's own resends). */
  resendVerification(email: string): Promise<void>;
  /** Confirms a deletion to the address the account had, as after a self-deletion. */
  notifyDeleted(user: UserRow): Promise<void>;
};

type Act = { operator: UserRow; reason: string };

const userNotFound = () => notFound("USER_NOT_FOUND", "No user with this id");
const selfRefused = (field = "id") =>
  new AppError(400, "CANNOT_ACT_ON_SELF", `${field}: operators cannot do this to their own account`, {
    fields: [{ field, message: "account.errors.CANNOT_ACT_ON_SELF" }],
  });

/** Whether the user is an operator (policies/operator-policy.ts decides; the grant is read here). */
export async function isOperator(db: Db, config: OperatorDeps["config"], user: UserRow): Promise<boolean> {
  const granted = (await findOperatorGrant(db, user.id)) !== null;
  return isOperatorAccount(config.operatorEmails, user, granted);
}

/** 403 FORBIDDEN unless the user is an operator. */
export async function assertOperator(db: Db, config: OperatorDeps["config"], user: UserRow): Promise<void> {
  assertOperatorAccount(config.operatorEmails, user, (await findOperatorGrant(db, user.id)) !== null);
}

const audit = (db: Db, { operator, reason }: Act, action: OperatorAction, target: UserRow | string, details = {}) =>
  insertAuditEntry(db, {
    operatorId: operator.id,
    operatorEmail: operator.email,
    action,
    targetKind: "user",
    targetId: typeof target === "string" ? target : target.id,
    reason,
    details: typeof target === "string" ? details : { email: target.email, ...details },
  });

/** Locks the target user inside the transaction; 404 when there is none. */
async function lockTarget(tx: Db, id: string): Promise<UserRow> {
  const user = await lockUser(tx, id);
  if (!user) throw userNotFound();
  return user;
}

/** Blocks a user: logins are refused and every session ends. Not oneself, not an operator. */
export async function blockUser(deps: OperatorDeps, act: Act, id: string): Promise<void> {
  if (id === act.operator.id) throw selfRefused();
  await deps.db.transaction(async (tx) => {
    const target = await lockTarget(tx, id);
    if (await isOperator(tx, deps.config, target)) {
      throw conflict("USER_IS_OPERATOR", "Operators cannot be blocked; revoke the role first");
    }
    await setUserBlocked(tx, id, act.reason, new Date());
    await deleteSessionsOfUser(tx, id);
    await audit(tx, act, "block", target);
  });
}

export async function unblockUser(deps: OperatorDeps, act: Act, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const target = await lockTarget(tx, id);
    await setUserBlocked(tx, id, null, new Date());
    await audit(tx, act, "unblock", target);
  });
}

/** Sends the verification mail again (a new code); 409 for a verified account. */
export async function resendVerification(deps: OperatorDeps, act: Act, id: string): Promise<void> {
  const target = await findUserById(deps.db, id);
  if (!target) throw userNotFound();
  if (target.emailVerifiedAt !== null) throw conflict("ALREADY_VERIFIED", "The e-mail address is already verified");
  // Sent first: a refused resend (429) is no action to log.
  await deps.resendVerification(target.email);
  await audit(deps.db, act, "resendverify", target);
}

/** Deletes an account with everything it owns (the self-deletion's cascade). Not oneself, not an operator. */
export async function deleteUser(deps: OperatorDeps, act: Act, id: string): Promise<void> {
  if (id === act.operator.id) throw selfRefused();
  const target = await deps.db.transaction(async (tx) => {
    const user = await lockTarget(tx, id);
    if (await isOperator(tx, deps.config, user)) {
      throw conflict("USER_IS_OPERATOR", "Operators cannot be deleted here; revoke the role first");
    }
    await audit(tx, act, "delete", user, { displayName: user.displayName });
    await deleteAccount(tx, user, deps.files);
    return user;
  });
  await deps.notifyDeleted(target);
}

/** Everything held about a user, for an export on request; the export itself is logged. */
export async function exportUser(deps: OperatorDeps, act: Act, id: string): Promise<UserData> {
  const data = await readUserData(deps.db, id);
  if (!data) throw userNotFound();
  await audit(deps.db, act, "export", id, { email: data.account.email });
  return data;
}

// ---------------------------------------------------------------- the role

/** Config operators first (also addresses without an account yet), then granted ones by grant time. */
export async function listOperators(deps: OperatorDeps): Promise<OperatorEntry[]> {
  const emails = deps.config.operatorEmails;
  const [configUsers, grants] = await Promise.all([
    findVerifiedUsersByEmails(deps.db, emails),
    listOperatorGrants(deps.db),
  ]);
  const grantOf = new Map(grants.map((g) => [g.userId, g]));
  const granted = (g: (typeof grants)[number] | undefined) => ({
    grantedAt: g?.grantedAt.toISOString() ?? null,
    grantedBy: g?.grantedBy && g.granterEmail ? { id: g.grantedBy, email: g.granterEmail } : null,
  });
  const fromConfig = emails.map((email): OperatorEntry => {
    const user = configUsers.find((u) => u.email === email);
    return {
      userId: user?.id ?? null,
      email,
      displayName: user?.displayName ?? null,
      fromConfig: true,
      ...granted(user ? grantOf.get(user.id) : undefined),
    };
  });
  const configIds = new Set(configUsers.map((u) => u.id));
  const others = grants
    .filter((g) => !configIds.has(g.userId))
    .map(
      (g): OperatorEntry => ({
        userId: g.userId,
        email: g.email,
        displayName: g.displayName,
        fromConfig: false,
        ...granted(g),
      }),
    );
  return [...fromConfig, ...others];
}

/** Grants the role to a verified, unblocked account; 409 when it is an operator already. */
export async function grantOperator(deps: OperatorDeps, operator: UserRow, input: GrantOperator): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, input.email);
    if (!user || user.emailVerifiedAt === null)
      throw notFound("USER_NOT_FOUND", "No verified account has this address");
    if (user.blockedAt !== null) throw conflict("ACCOUNT_BLOCKED", "The account is blocked; unblock it first");
    if (isConfigOperator(deps.config.operatorEmails, user) || !(await insertOperatorGrant(tx, user.id, operator.id))) {
      throw conflict("ALREADY_OPERATOR", "This account is an operator already");
    }
    await audit(tx, { operator, reason: input.reason }, "grant", user);
  });
}

/** Revokes a granted role; operators named by OPERATOR_EMAILS stay (409), and nobody revokes their own. */
export async function revokeOperator(deps: OperatorDeps, act: Act, userId: string): Promise<void> {
  if (userId === act.operator.id) throw selfRefused("userId");
  await deps.db.transaction(async (tx) => {
    const user = await findUserById(tx, userId);
    if (user && isConfigOperator(deps.config.operatorEmails, user)) {
      throw conflict("OPERATOR_FROM_CONFIG", "This operator is named by OPERATOR_EMAILS; change the configuration");
    }
    if (!user || !(await deleteOperatorGrant(tx, userId))) {
      throw notFound("OPERATOR_NOT_FOUND", "This user is not a granted operator");
    }
    await audit(tx, act, "revoke", user);
  });
}
