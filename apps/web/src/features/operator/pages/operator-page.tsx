import { Alert, Container, Group, Loader, Stack, Tabs, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { TAP_TARGET } from "../../../components/tap-target.ts";
import { useOperatorRole } from "../../../lib/api/get-operator-role.ts";
import { useDocumentTitle } from "../../../lib/document-head.ts";
import { useSession } from "../../../lib/session-store.ts";
import { AuditSection } from "../components/audit-section.tsx";
import { ContactSection } from "../components/contact-section.tsx";
import { HealthSection } from "../components/health-section.tsx";
import { OperatorsSection } from "../components/operators-section.tsx";
import { ReportsSection } from "../components/reports-section.tsx";
import { RetentionSection } from "../components/retention-section.tsx";
import { UsersSection } from "../components/users-section.tsx";
import { OPERATOR_TABS, type OperatorTab, tabOf } from "../lib/operator-model.ts";

const SECTIONS: Record<OperatorTab, () => React.JSX.Element> = {
  reports: ReportsSection,
  users: UsersSection,
  contact: ContactSection,
  health: HealthSection,
  operators: OperatorsSection,
  audit: AuditSection,
  retention: RetentionSection,
};

/**
 * The platform operators' area (issue 20). Only operators see its tabs; everybody else is told it is not theirs
 * (the server refuses every call anyway). The open tab is in the address (`?tab=`), so a reload keeps it. The
 * server serves the page with `noindex` (plugins/spa.ts) and robots.txt disallows it.
 */
export function OperatorPage() {
  const { t } = useTranslation();
  const title = t("operator.title");
  useDocumentTitle(`${title} · ${t("app.name")}`);
  const userId = useSession((s) => s.user?.id);
  const role = useOperatorRole(userId);
  return (
    <Container size="md" py="lg" px="sm">
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        {role.isPending ? (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text size="sm">{t("operator.common.loading")}</Text>
          </Group>
        ) : role.isError || !role.data.operator ? (
          <Alert color="red" role="alert" title={t("operator.notAvailable.title")}>
            {t("operator.notAvailable.text")}
          </Alert>
        ) : (
          <OperatorTabs />
        )}
      </Stack>
    </Container>
  );
}

function OperatorTabs() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(search.get("tab"));
  return (
    <Tabs
      value={tab}
      onChange={(value) => {
        const next = new URLSearchParams(search);
        next.set("tab", tabOf(value));
        setSearch(next, { replace: true });
      }}
      keepMounted={false}
    >
      {/* The list wraps on a phone: seven tabs never hide behind a horizontal scroll. */}
      <Tabs.List aria-label={t("operator.tabsLabel")} style={{ flexWrap: "wrap" }}>
        {OPERATOR_TABS.map((key) => (
          <Tabs.Tab key={key} value={key} mih={TAP_TARGET}>
            {t(`operator.tabs.${key}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {OPERATOR_TABS.map((key) => {
        const Section = SECTIONS[key];
        return (
          <Tabs.Panel key={key} value={key} pt="md">
            <Stack gap="md">
              <Title order={2} size="h3">
                {t(`operator.tabs.${key}`)}
              </Title>
              <Section />
            </Stack>
          </Tabs.Panel>
        );
      })}
    </Tabs>
  );
}
