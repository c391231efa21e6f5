import type { Match } from "@kickoff/domain/contracts.ts";
import type { DomainMessage } from "@kickoff/domain/i18n-keys.ts";
import { Alert, Button, Card, Group, NativeSelect, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { Fragment, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { clockOf, sideLabel, stageLabel, type TeamNames } from "../../../components/tournament/labels.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { getManagedTournament } from "../api/get-managed-tournament.ts";
import { useReorderPlan } from "../api/reorder.ts";
import { type ManagedTournament, tournamentKeys } from "../api/types.ts";
import { bySlot, checkEdit, freeCells, isMovable, type PlanEdit, reasonParams } from "../lib/reorder.ts";

export const REORDER_TITLE_ID = "reorder-title";

type Notice = { kind: "refused"; reason: DomainMessage } | { kind: "planChanged" } | { kind: "failed" };

/**
 * Manual order with buttons and selects only (keyboard and touch): pick a match, then swap it with another or
 * move it to a free pitch/slot. The engine checks the edit here first; the server checks it again.
 */
export function ReorderEditor({
  tournament,
  names,
  onDone,
}: {
  tournament: ManagedTournament;
  names: TeamNames;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const reorder = useReorderPlan(tournament.id);
  const [selected, setSelected] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const pitches = tournament.settings.pitches;
  const pitchName = (id: string) => pitches.find((p) => p.id === id)?.name ?? id;
  const slots = bySlot(tournament.matches, pitches);
  const slotLabel = (slot: number, start: string | null) =>
    start
      ? t("organiser.reorder.slot", { slot: slot + 1, time: clockOf(start) })
      : t("organiser.reorder.newSlot", { slot: slot + 1 });
  const matchLabel = (m: Match) =>
    `${m.id} · ${clockOf(m.start)} · ${pitchName(m.pitch)} · ${sideLabel(m.home, names, t)} – ${sideLabel(m.away, names, t)}`;

  const pick = (id: string) => {
    setNotice(null);
    setSelected((current) => (current === id ? null : id));
  };

  const apply = (edit: PlanEdit) => {
    setNotice(null);
    const verdict = checkEdit(tournament.matches, tournament.settings, edit);
    if (!verdict.ok) {
      setNotice({ kind: "refused", reason: verdict.reason });
      return;
    }
    reorder.mutate(
      { planVersion: tournament.planVersion, edit },
      {
        onSuccess: () => {
          setSelected(null);
          showSnackbar(t("organiser.reorder.saved"), "success");
        },
        onError: async (error) => {
          if (error instanceof ApiError && (error.code === "PLAN_CHANGED" || error.code === "PLAN_EDIT_REFUSED")) {
            // Someone else changed the plan: show the current one, and the engine's reason on it if it refuses.
            const fresh = await queryClient
              .fetchQuery({
                queryKey: tournamentKeys.managed(tournament.id),
                queryFn: ({ signal }) => getManagedTournament(tournament.id, signal),
                staleTime: 0,
              })
              .catch(() => null);
            const again = fresh ? checkEdit(fresh.matches, fresh.settings, edit) : null;
            setSelected(null);
            setNotice(
              again && !again.ok
                ? { kind: "refused", reason: again.reason }
                : error.code === "PLAN_CHANGED"
                  ? { kind: "planChanged" }
                  : { kind: "failed" },
            );
            return;
          }
          setNotice({ kind: "failed" });
        },
      },
    );
  };

  const noticeAlert = notice ? (
    <Alert
      color={notice.kind === "planChanged" ? "orange" : "red"}
      role="alert"
      title={notice.kind === "refused" ? t("organiser.reorder.refused") : undefined}
      withCloseButton
      closeButtonLabel={t("organiser.close")}
      onClose={() => setNotice(null)}
    >
      {notice.kind === "refused"
        ? t(`engine.${notice.reason.key}`, reasonParams(notice.reason, names, pitches))
        : notice.kind === "planChanged"
          ? t("organiser.reorder.planChanged")
          : t("organiser.reorder.failed")}
    </Alert>
  ) : null;

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h4" id={REORDER_TITLE_ID} tabIndex={-1}>
          {t("organiser.reorder.title")}
        </Title>
        <Button variant="default" onClick={onDone}>
          {t("organiser.reorder.done")}
        </Button>
      </Group>
      <Text size="sm">{t("organiser.reorder.intro")}</Text>
      {selected ? null : noticeAlert}
      {slots.map((s) => (
        <section key={s.slot} aria-label={slotLabel(s.slot, s.start)}>
          <Title order={3} size="h5" mb={4}>
            {slotLabel(s.slot, s.start)}
          </Title>
          <Stack gap={6}>
            {s.matches.map((m) => {
              const movable = isMovable(m);
              const isSelected = selected === m.id;
              return (
                <Fragment key={m.id}>
                  <Group justify="space-between" wrap="nowrap" gap="xs" data-match={m.id}>
                    <div style={{ flex: 1, minWidth: 0 }}>
                      <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
                        {sideLabel(m.home, names, t)} – {sideLabel(m.away, names, t)}
                      </Text>
                      <Text size="xs">
                        {pitchName(m.pitch)} · {m.id} · {stageLabel(m, t)}
                      </Text>
                    </div>
                    <Button
                      size="sm"
                      variant={isSelected ? "filled" : "light"}
                      disabled={!movable || reorder.isPending}
                      aria-pressed={isSelected}
                      aria-label={
                        movable
                          ? t("organiser.reorder.pickMatch", { match: m.id })
                          : t("organiser.reorder.startedMatch", { match: m.id })
                      }
                      onClick={() => pick(m.id)}
                    >
                      {movable
                        ? isSelected
                          ? t("organiser.reorder.picked")
                          : t("organiser.reorder.pick")
                        : t("organiser.reorder.started")}
                    </Button>
                  </Group>
                  {isSelected ? (
                    <EditActions
                      match={m}
                      tournament={tournament}
                      matchLabel={matchLabel}
                      cellLabel={(slot, start, pitch) => `${slotLabel(slot, start)} · ${pitchName(pitch)}`}
                      busy={reorder.isPending}
                      notice={noticeAlert}
                      onApply={apply}
                      onCancel={() => pick(m.id)}
                    />
                  ) : null}
                </Fragment>
              );
            })}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}

function EditActions({
  match,
  tournament,
  matchLabel,
  cellLabel,
  busy,
  notice,
  onApply,
  onCancel,
}: {
  match: Match;
  tournament: ManagedTournament;
  matchLabel: (m: Match) => string;
  cellLabel: (slot: number, start: string | null, pitch: string) => string;
  busy: boolean;
  notice: ReactNode;
  onApply: (edit: PlanEdit) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [swapWith, setSwapWith] = useState("");
  const [moveTo, setMoveTo] = useState("");
  const others = [...tournament.matches]
    .filter((m) => m.id !== match.id && isMovable(m))
    .sort((a, b) => a.slot - b.slot || a.startMinute - b.startMinute);
  const cells = freeCells(tournament.matches, tournament.settings.pitches);
  const cellValue = (slot: number, pitch: string) => `${slot}|${pitch}`;
  const target = cells.find((c) => cellValue(c.slot, c.pitch) === moveTo);
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="section"
      aria-label={t("organiser.reorder.actionsFor", { match: match.id })}
    >
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          {t("organiser.reorder.actionsFor", { match: match.id })}
        </Text>
        <NativeSelect
          label={t("organiser.reorder.swapWith")}
          value={swapWith}
          onChange={(e) => setSwapWith(e.currentTarget.value)}
          data={[
            { value: "", label: t("organiser.reorder.chooseMatch") },
            ...others.map((m) => ({ value: m.id, label: matchLabel(m) })),
          ]}
        />
        <Button
          disabled={!swapWith}
          loading={busy}
          onClick={() => onApply({ op: "swap", matchA: match.id, matchB: swapWith })}
        >
          {t("organiser.reorder.swap")}
        </Button>
        <NativeSelect
          label={t("organiser.reorder.moveTo")}
          value={moveTo}
          onChange={(e) => setMoveTo(e.currentTarget.value)}
          data={[
            { value: "", label: t("organiser.reorder.chooseCell") },
            ...cells.map((c) => ({ value: cellValue(c.slot, c.pitch), label: cellLabel(c.slot, c.start, c.pitch) })),
          ]}
        />
        <Button
          disabled={!target}
          loading={busy}
          onClick={() => target && onApply({ op: "move", matchId: match.id, slot: target.slot, pitch: target.pitch })}
        >
          {t("organiser.reorder.move")}
        </Button>
        {notice}
        <Button variant="subtle" onClick={onCancel}>
          {t("organiser.cancel")}
        </Button>
      </Stack>
    </Card>
  );
}
