import type { MessageView } from "@kickoff/domain/message-contracts.ts";
import type { TFunction } from "i18next";

/** Who a message is from, as the inbox shows it: the user, "System message", or a deleted user. */
export function senderName(m: Pick<MessageView, "kind" | "sender">, t: TFunction): string {
  if (m.kind === "system") return t("account.messages.system");
  return m.sender?.displayName || t("account.messages.unknownSender");
}

export function formatMessageDate(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}
