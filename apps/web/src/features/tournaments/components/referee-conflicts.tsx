import type { Match } from "@kickoff/domain/contracts.ts";
import { refereeConflicts } from "@kickoff/domain/officials.ts";
import type { Officials } from "@kickoff/domain/officials-contracts.ts";
import { Alert, List, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { conflictFix } from "../lib/referees.ts";

/** Alert titles in the text colour: the light variants' coloured titles are too pale to read (axe). */
const ALERT_TITLE = { title: { color: "var(--mantine-color-text)" } } as const;

/**
 * Every referee rule the current plan and assignments break (e.g. after a move a referee team now plays in the
 * slot it leads), each with the engine's translated reason and what to do; nothing when all is well.
 */
export function RefereeConflicts({ matches, officials }: { matches: readonly Match[]; officials: Officials }) {
  const { t } = useTranslation();
  if (officials.referees.length === 0 && Object.keys(officials.assignments).length === 0) return null;
  const conflicts = refereeConflicts(matches, officials);
  if (conflicts.length === 0) return null;
  return (
    <Alert
      color="orange"
      role="status"
      styles={ALERT_TITLE}
      title={t("officials.conflicts.title", { count: conflicts.length })}
    >
      <List size="sm" spacing={6}>
        {conflicts.map((c) => (
          <List.Item key={`${c.key}|${c.params.match}|${c.params.other}|${c.params.referee}`}>
            <Text size="sm" span>
              {t(`engine.${c.key}`, c.params)}
            </Text>{" "}
            <Text size="sm" span fw={500}>
              {t(`officials.conflicts.fix.${conflictFix(c)}`)}
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
