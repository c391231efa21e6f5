import type { Match } from "@kickoff/domain/contracts.ts";
import { DOMAIN_I18N_KEYS, type DomainI18nKey, type DomainMessage } from "@kickoff/domain/i18n-keys.ts";
import { assignmentConflict } from "@kickoff/domain/officials.ts";
import { pitchLabel } from "@kickoff/domain/pitch-label.ts";
import { Alert, Button, Group, List, NativeSelect, Stack, Text, Title } from "@mantine/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmModal } from "../../../components/confirm-modal.tsx";
import { TAP_TARGET } from "../../../components/tap-target.ts";
import { clockOf, sideLabel, type TeamNames } from "../../../components/tournament/labels.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useAssignReferees } from "../api/officials.ts";
import type { ManagedTournament } from "../api/types.ts";
import { byKickoff, refereeLoads, replaceableAssignments } from "../lib/referees.ts";

/** Alert titles in the text colour: the light variants' coloured titles are too pale to read (axe). */
const ALERT_TITLE = { title: { color: "var(--mantine-color-text)" } } as const;

type Notice =
  | { kind: "refused"; reason: DomainMessage }
  | { kind: "serverConflict"; message: string }
  | { kind: "planChanged" }
  | { kind: "notFound" }
  | { kind: "failed" };

/** A 409's `reason` when it is a referee rule this build can translate. */
function reasonOf(value: unknown): DomainMessage | null {
  if (typeof value !== "object" || value === null) return null;
  const { key, params, text } = value as Record<string, unknown>;
  if (typeof key !== "string" || !(key in DOMAIN_I18N_KEYS) || typeof params !== "object" || params === null)
    return null;
  return {
    key: key as DomainI18nKey,
    params: params as DomainMessage["params"],
    text: typeof text === "string" ? text : "",
  };
}

type AutoSummary = { assigned: number; total: number; unassigned: string[] };

/**
 * Who leads which match: automatically (confirmed when it replaces assignments of matches still to be played)
 * or one match at a time with a native select, by kick-off time. The engine checks a choice here first and
 * explains a refusal; the server checks again (409 REFEREE_CONFLICT).
 */
export function RefereeAssignments({
  tournament,
  names,
  canEdit,
}: {
  tournament: ManagedTournament;
  names: TeamNames;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const assign = useAssignReferees(tournament.id);
  const { officials, matches } = tournament;
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [summary, setSummary] = useState<AutoSummary | null>(null);
  const [choosing, setChoosing] = useState<{ matchId: string; refereeId: string } | null>(null);
  const pitchName = (id: string) =>
    pitchLabel(tournament.settings.pitches.find((p) => p.id === id)?.name ?? id, (name) =>
      t("officials.cards.pitchName", { name }),
    );
  const loads = refereeLoads(matches, officials);
  const matchText = (m: Match) =>
    t("officials.assign.matchLine", {
      time: clockOf(m.start),
      pitch: pitchName(m.pitch),
      home: sideLabel(m.home, names, t),
      away: sideLabel(m.away, names, t),
    });

  const failure = (error: unknown): Notice => {
    if (error instanceof ApiError && error.code === "REFEREE_CONFLICT") {
      // The answer names the broken rule like the engine here (key and params): translated, else its text.
      const reason = reasonOf(error.body.reason);
      return reason ? { kind: "refused", reason } : { kind: "serverConflict", message: error.message };
    }
    if (error instanceof ApiError && error.code === "PLAN_CHANGED") return { kind: "planChanged" };
    if (error instanceof ApiError && error.code === "REFEREE_NOT_FOUND") return { kind: "notFound" };
    return { kind: "failed" };
  };

  const choose = (match: Match, refereeId: string) => {
    setNotice(null);
    if (refereeId) {
      const reason = assignmentConflict(matches, officials, match.id, refereeId);
      if (reason) {
        setNotice({ kind: "refused", reason });
        return;
      }
    }
    setChoosing({ matchId: match.id, refereeId });
    assign.mutate(
      {
        mode: "manual",
        planVersion: tournament.planVersion,
        assignments: [{ matchId: match.id, refereeId: refereeId || null }],
      },
      {
        onError: (error) => setNotice(failure(error)),
        onSettled: () => setChoosing(null),
      },
    );
  };

  const runAuto = () => {
    setNotice(null);
    setSummary(null);
    assign.mutate(
      { mode: "auto", planVersion: tournament.planVersion },
      {
        onSuccess: (answer) => {
          const open = matches.filter((m) => m.status === "scheduled");
          setSummary({
            assigned: open.filter((m) => answer.officials.assignments[m.id] !== undefined).length,
            total: open.length,
            unassigned: answer.unassigned,
          });
          showSnackbar(t("officials.auto.saved"), "success");
        },
        onError: (error) => setNotice(failure(error)),
        onSettled: () => setConfirming(false),
      },
    );
  };

  if (matches.length === 0)
    return (
      <Alert color="blue" role="status">
        {t("officials.assign.noPlan")}
      </Alert>
    );

  const groups = byKickoff(matches, tournament.settings.pitches);
  const replacing = replaceableAssignments(matches, officials);
  const noReferees = officials.referees.length === 0;

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {t("officials.assign.title")}
      </Title>
      {canEdit ? (
        <Group gap="xs">
          <Button
            mih={TAP_TARGET}
            disabled={noReferees || (assign.isPending && choosing !== null)}
            loading={assign.isPending && choosing === null}
            onClick={() => (replacing > 0 ? setConfirming(true) : runAuto())}
          >
            {t("officials.auto.button")}
          </Button>
        </Group>
      ) : null}
      {canEdit && noReferees ? <Text size="sm">{t("officials.assign.addFirst")}</Text> : null}
      {summary ? (
        <Alert
          styles={ALERT_TITLE}
          color={summary.unassigned.length ? "orange" : "green"}
          role="status"
          withCloseButton
          closeButtonLabel={t("officials.close")}
          onClose={() => setSummary(null)}
          title={t("officials.auto.summary", { assigned: summary.assigned, total: summary.total })}
        >
          {summary.unassigned.length ? (
            <Stack gap={4}>
              <Text size="sm">{t("officials.auto.unassigned", { count: summary.unassigned.length })}</Text>
              <List size="sm">
                {summary.unassigned.map((id) => {
                  const m = matches.find((x) => x.id === id);
                  return <List.Item key={id}>{m ? matchText(m) : id}</List.Item>;
                })}
              </List>
              <Text size="sm">{t("officials.auto.unassignedHint")}</Text>
            </Stack>
          ) : (
            <Text size="sm">{t("officials.auto.allAssigned")}</Text>
          )}
        </Alert>
      ) : null}
      {notice ? (
        <Alert
          styles={ALERT_TITLE}
          color={notice.kind === "planChanged" ? "orange" : "red"}
          role="alert"
          withCloseButton
          closeButtonLabel={t("officials.close")}
          onClose={() => setNotice(null)}
          title={
            notice.kind === "refused" || notice.kind === "serverConflict"
              ? t("officials.errors.conflictTitle")
              : undefined
          }
        >
          {notice.kind === "refused"
            ? `${t(`engine.${notice.reason.key}`, notice.reason.params)} ${t("officials.errors.conflictFix")}`
            : notice.kind === "serverConflict"
              ? t("officials.errors.conflict", { reason: notice.message })
              : t(`officials.errors.${notice.kind}`)}
        </Alert>
      ) : null}
      {groups.map((g) => (
        <section key={g.start} aria-label={t("officials.assign.at", { time: clockOf(g.start) })}>
          <Title order={3} size="h5" mb={4}>
            {t("officials.assign.at", { time: clockOf(g.start) })}
          </Title>
          <Stack gap={6}>
            {g.matches.map((m) => {
              const current = officials.assignments[m.id] ?? "";
              const pending = choosing?.matchId === m.id;
              const label = t("officials.assign.selectLabel", {
                match: m.id,
                home: sideLabel(m.home, names, t),
                away: sideLabel(m.away, names, t),
              });
              return (
                <Group key={m.id} justify="space-between" wrap="wrap" gap="xs" data-match={m.id}>
                  <div style={{ flex: "1 1 9rem", minWidth: 0 }}>
                    <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
                      {sideLabel(m.home, names, t)} – {sideLabel(m.away, names, t)}
                    </Text>
                    <Text size="xs">
                      {pitchName(m.pitch)} · {m.id}
                    </Text>
                  </div>
                  <NativeSelect
                    aria-label={label}
                    style={{ flex: "1 1 9rem" }}
                    styles={{ input: { minHeight: TAP_TARGET } }}
                    value={pending ? (choosing?.refereeId ?? "") : current}
                    // Never disabled while saving: a select that loses the focus mid-change strands keyboard users.
                    disabled={!canEdit}
                    onChange={(e) => choose(m, e.currentTarget.value)}
                    data={[
                      { value: "", label: t("officials.assign.none") },
                      // An assignment to a referee no longer listed stays visible until it is changed.
                      ...(current && !officials.referees.some((r) => r.id === current)
                        ? [{ value: current, label: current }]
                        : []),
                      ...officials.referees.map((r) => ({
                        value: r.id,
                        label: t("officials.assign.option", { name: r.name, load: loads.get(r.id) ?? 0 }),
                      })),
                    ]}
                  />
                </Group>
              );
            })}
          </Stack>
        </section>
      ))}
      <ConfirmModal
        opened={confirming}
        title={t("officials.auto.button")}
        message={t("officials.auto.confirm", { count: replacing })}
        confirmLabel={t("officials.auto.confirmButton")}
        busy={assign.isPending}
        onConfirm={runAuto}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
