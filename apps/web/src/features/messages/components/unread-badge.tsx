import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../app/paths.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { useUnreadCount } from "../api/messages.ts";

/**
 * The header's unread-messages badge, a link to the inbox: shown while there are unread messages. The count is
 * one shared query, polled every minute and updated by every read / unread / delete (api/messages.ts).
 */
export function UnreadBadge({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const unread = useUnreadCount(userId);
  const count = unread.data ?? 0;
  if (count === 0) return null;
  return (
    <Badge
      component={Link}
      to={paths.messages.href(lang)}
      circle={count < 10}
      size="lg"
      color="red.9"
      style={{ cursor: "pointer" }}
      aria-label={t("shell.nav.unreadMessages", { count })}
      data-unread-badge
    >
      {count > 99 ? "99+" : count}
    </Badge>
  );
}
