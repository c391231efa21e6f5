// Who is an operator of the platform (issue 20). The only place that decides; services and routes ask here.
import { forbidden } from "../lib/errors.ts";

type Account = { email: string; emailVerifiedAt: Date | null; blockedAt: Date | null };

/** Named by OPERATOR_EMAILS; the account must be verified, since an unverified one may belong to anybody. */
export const isConfigOperator = (operatorEmails: readonly string[], user: Omit<Account, "blockedAt">) =>
  user.emailVerifiedAt !== null && operatorEmails.includes(user.email.toLowerCase());

/** A verified, unblocked account named by OPERATOR_EMAILS or granted the role (`granted`) by another operator. */
export function isOperatorAccount(operatorEmails: readonly string[], user: Account, granted: boolean): boolean {
  if (user.emailVerifiedAt === null || user.blockedAt !== null) return false;
  return granted || isConfigOperator(operatorEmails, user);
}

/** 403 for everybody but operators. */
export function assertOperatorAccount(operatorEmails: readonly string[], user: Account, granted: boolean): void {
  if (!isOperatorAccount(operatorEmails, user, granted)) throw forbidden("Only the platform's operators may do this");
}
