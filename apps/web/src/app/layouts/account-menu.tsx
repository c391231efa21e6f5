import { Menu } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useOperatorRole } from "../../lib/api/get-operator-role.ts";
import { useSession } from "../../lib/session-store.ts";
import { useLanguage } from "../../lib/use-language.ts";
import { paths } from "../paths.ts";
import { logout } from "../session.ts";
import { UserButton } from "./user-button.tsx";

/** The signed-in user's menu in the header: account pages and logout (a chunk of its own, see default-layout). */
export function AccountMenu({ displayName, defaultOpened = false }: { displayName: string; defaultOpened?: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  // Only the platform's operators get a link to their area (the server decides; a failure just hides the link).
  const userId = useSession((s) => s.user?.id);
  const isOperator = useOperatorRole(userId).data?.operator === true;
  const items = [
    { to: paths.club.href(lang), label: t("shell.nav.club") },
    { to: paths.messages.href(lang), label: t("shell.nav.messages") },
    { to: paths.userAccount.href(lang), label: t("shell.nav.userAccount") },
    { to: paths.settings.href(lang), label: t("shell.nav.settings") },
    { to: paths.adminboard.href(lang), label: t("shell.nav.adminboard") },
    ...(isOperator ? [{ to: paths.operator.href(lang), label: t("shell.nav.operator") }] : []),
  ];
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <UserButton displayName={displayName} />
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Menu.Item key={item.to} component={Link} to={item.to}>
            {item.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item onClick={() => void logout(paths.home.href(lang), (to) => navigate(to))}>
          {t("shell.nav.logout")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
