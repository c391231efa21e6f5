import { Paper, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../lib/use-language.ts";
import { useAuditLog } from "../api/audit.ts";
import { Pager } from "./pager.tsx";
import { OperatorQuery } from "./states.tsx";

const SIZE = 20;

/** Every operator action, newest first (the server's order), paged. */
export function AuditSection() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [page, setPage] = useState(1);
  const query = useAuditLog(page, SIZE);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
  return (
    <OperatorQuery query={query} isEmpty={(data) => data.items.length === 0} empty={t("operator.audit.empty")}>
      {(data) => (
        <Stack gap="sm">
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }}>
            {data.items.map((entry) => (
              <Paper component="li" key={entry.id} withBorder p="sm">
                <Stack gap={2}>
                  <Text fw={600}>
                    {t(`operator.audit.actions.${entry.action}`, { defaultValue: entry.action })} ·{" "}
                    {t(`operator.audit.targets.${entry.targetKind}`, { defaultValue: entry.targetKind })}
                  </Text>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                    {date(entry.at)} · {entry.operatorEmail}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                    {entry.targetId}
                  </Text>
                  {entry.reason ? (
                    <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                      {t("operator.audit.reason", { reason: entry.reason })}
                    </Text>
                  ) : null}
                </Stack>
              </Paper>
            ))}
          </Stack>
          <Pager page={page} total={data.total} size={SIZE} onChange={setPage} />
        </Stack>
      )}
    </OperatorQuery>
  );
}
