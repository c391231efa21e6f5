import type { EventIssue } from "@kickoff/domain/event-contracts.ts";
import { List, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The shared plan's problems: errors red with a label, warnings orange; each translated from its key. */
export function EventIssues({ issues, title }: { issues: readonly EventIssue[]; title: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {issues.length === 0 ? (
          <Text size="sm">{t("events.issues.none")}</Text>
        ) : (
          <List spacing={6} listStyleType="none" p={0} data-testid="event-issues">
            {issues.map((issue, i) => (
              <List.Item
                // biome-ignore lint/suspicious/noArrayIndexKey: issues have no id; the list is replaced as a whole.
                key={i}
                data-severity={issue.severity}
                style={{
                  borderLeft: `4px solid var(--mantine-color-${issue.severity === "error" ? "red" : "orange"}-7)`,
                  paddingLeft: 8,
                }}
              >
                {/* Mantine's darkest orange is below 4.5:1 on white: a warning's label keeps the text colour. */}
                <Text size="sm" fw={700} c={issue.severity === "error" ? "red.9" : undefined} span>
                  {t(`events.issues.${issue.severity}`)}:{" "}
                </Text>
                <Text size="sm" span>
                  {t(`engine.${issue.key}`, { ...issue.params, defaultValue: issue.text })}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
