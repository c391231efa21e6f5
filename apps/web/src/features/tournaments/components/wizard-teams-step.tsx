import { ActionIcon, Button, Group, NumberInput, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmModal } from "../../../components/confirm-modal.tsx";
import {
  commitTeamCount,
  MAX_TEAMS,
  MIN_TEAMS,
  type TeamRemoval,
  type TeamResize,
  undoRemoval,
} from "../lib/team-count.ts";
import { moveTeam } from "../lib/wizard-model.ts";
import { type StepProps, useFieldError } from "./wizard-step-props.ts";

const focusLater = (selector: string) =>
  requestAnimationFrame(() => document.querySelector<HTMLElement>(selector)?.focus());

export function TeamsStep({ draft, update, errors }: StepProps) {
  const { t } = useTranslation();
  const err = useFieldError(errors);
  const defaultName = (n: number) => t("organiser.teams.defaultName", { n });
  // The count as typed: the list changes only when the field is left or Enter is pressed, so "1" on the way
  // to "10", or "2" after a Backspace on "20", never cuts the list.
  const [typed, setTyped] = useState<string | number | null>(null);
  // A smaller count that would remove rows with the organiser's data waits for their answer.
  const [question, setQuestion] = useState<TeamResize | null>(null);
  const [lastRemoval, setLastRemoval] = useState<TeamRemoval | null>(null);

  const apply = (resize: TeamResize) => {
    update((d) => {
      d.teams = resize.teams;
    });
    if (resize.removal) setLastRemoval(resize.removal);
  };
  const commit = (value: string) => {
    // The field loses the focus to the question itself: that blur is not a second commit.
    if (question) return;
    setTyped(null);
    const outcome = commitTeamCount(draft.teams, value, defaultName);
    if (outcome.action === "apply") apply(outcome.resize);
    if (outcome.action === "ask") {
      setTyped(value);
      setQuestion(outcome.resize);
    }
  };
  const answer = (remove: boolean) => {
    if (remove && question) apply(question);
    setQuestion(null);
    // On Cancel the field shows the list's count again.
    setTyped(null);
  };
  const restore = (removal: TeamRemoval) => {
    update((d) => {
      d.teams = undoRemoval(d.teams, removal);
    });
    setLastRemoval(null);
    // The Undo button goes away: the focus moves to the first row that came back.
    focusLater(`[data-team-name="${Math.min(removal.index, draft.teams.length)}"]`);
  };
  // The list order is the seeding order: a team moves one place, and the focus follows it to its new row.
  const move = (index: number, delta: -1 | 1) => {
    update((d) => {
      d.teams = moveTeam(d.teams, index, delta);
    });
    const to = index + delta;
    requestAnimationFrame(() => {
      const same = document.querySelector<HTMLButtonElement>(`[data-team-move="${to}:${delta}"]`);
      const other = document.querySelector<HTMLButtonElement>(`[data-team-move="${to}:${-delta}"]`);
      (same && !same.disabled ? same : other)?.focus();
    });
  };
  return (
    <Stack gap="sm">
      <Text size="sm">{t("organiser.teams.hint")}</Text>
      <NumberInput
        label={t("organiser.teams.count")}
        description={t("organiser.teams.countHint")}
        value={typed ?? draft.teams.length}
        min={MIN_TEAMS}
        max={MAX_TEAMS}
        allowDecimal={false}
        allowNegative={false}
        onChange={setTyped}
        onBlur={(e) => commit(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") commit(e.currentTarget.value);
          // Escape drops what was typed: the field shows the list's count again.
          if (e.key === "Escape") setTyped(null);
        }}
        error={err("teams")}
        size="md"
      />
      <div role="status">
        {lastRemoval ? (
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text size="sm">{t("organiser.teams.removed", { count: lastRemoval.teams.length })}</Text>
            <Button variant="light" size="md" mih={44} onClick={() => restore(lastRemoval)}>
              {t("organiser.teams.undo")}
            </Button>
          </Group>
        ) : null}
      </div>
      <Stack gap="xs" role="list" aria-label={t("organiser.teams.listLabel")}>
        {draft.teams.map((team, i) => (
          <Group key={team.id ?? `new-${i}`} gap="xs" wrap="nowrap" align="flex-start" role="listitem">
            <TextInput
              style={{ flex: 1 }}
              label={t("organiser.teams.name", { n: i + 1 })}
              value={team.name}
              data-team-name={i}
              onChange={(e) => {
                const value = e.currentTarget.value;
                update((d) => {
                  const target = d.teams[i];
                  if (target) target.name = value;
                });
              }}
              error={err(`team${i}`)}
              maxLength={80}
            />
            <ActionIcon
              variant="subtle"
              size="lg"
              mt={24}
              aria-label={t("organiser.teams.moveUp", { name: team.name || i + 1 })}
              disabled={i === 0}
              data-team-move={`${i}:-1`}
              onClick={() => move(i, -1)}
            >
              <span aria-hidden>↑</span>
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              size="lg"
              mt={24}
              aria-label={t("organiser.teams.moveDown", { name: team.name || i + 1 })}
              disabled={i === draft.teams.length - 1}
              data-team-move={`${i}:1`}
              onClick={() => move(i, 1)}
            >
              <span aria-hidden>↓</span>
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mt={24}
              aria-label={t("organiser.teams.remove", { name: team.name || i + 1 })}
              disabled={draft.teams.length <= MIN_TEAMS}
              onClick={() => update((d) => void d.teams.splice(i, 1))}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
      </Stack>
      <Button
        variant="light"
        onClick={() =>
          update((d) => void d.teams.push({ name: t("organiser.teams.defaultName", { n: d.teams.length + 1 }) }))
        }
      >
        {t("organiser.teams.add")}
      </Button>
      <ConfirmModal
        opened={question !== null}
        title={t("organiser.teams.shrinkTitle")}
        message={t("organiser.teams.shrinkMessage", {
          count: question?.named ?? 0,
          to: question?.teams.length ?? 0,
        })}
        confirmLabel={t("organiser.teams.shrinkConfirm")}
        danger
        onConfirm={() => answer(true)}
        onClose={() => answer(false)}
      />
    </Stack>
  );
}
