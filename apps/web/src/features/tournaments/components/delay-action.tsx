import { nextKickoff } from "@kickoff/domain/delay.ts";
import { Alert, Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { clockOf } from "../../../components/tournament/labels.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useDelayKickoffs } from "../api/delay-kickoffs.ts";
import type { ManagedTournament } from "../api/types.ts";
import { type DelayPreview, localStamp, previewDelay, QUICK_DELAYS, TAP_TARGET_PX } from "../lib/delay.ts";
import { DelayCustomForm } from "./delay-custom-form.tsx";

const TITLE_ID = "delay-title";

/** Statuses in which kick-offs may be moved (the server refuses the others). */
const DELAYABLE = new Set<ManagedTournament["status"]>(["published", "running"]);

/** Whether the schedule tab offers the action: editors, a published or running tournament, matches still to come. */
export const canDelay = (t: ManagedTournament) =>
  t.abilities.edit && DELAYABLE.has(t.status) && nextKickoff(t.matches, t.results) !== null;

/**
 * "We are running late": quick choices (+5, +10, +15) or a custom number of minutes later (or earlier, to take
 * back part of a delay), then a confirmation that shows where the next kick-off moves. Viewers see it at once.
 */
export function DelayAction({ tournament }: { tournament: ManagedTournament }) {
  const { t } = useTranslation();
  const delay = useDelayKickoffs(tournament.id);
  const [custom, setCustom] = useState(false);
  const [preview, setPreview] = useState<Extract<DelayPreview, { ok: true }> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const next = nextKickoff(tournament.matches, tournament.results);
  if (!next) return null;

  const choose = (minutes: number) => {
    const p = previewDelay(tournament, minutes, localStamp(new Date()));
    setFailure(null);
    if (p.ok) setPreview(p);
    else showSnackbar(t(`organiser.delay.problems.${p.problem}`, { min: 1, max: minutes }), "error");
  };
  const confirm = async () => {
    if (!preview) return;
    try {
      await delay.mutateAsync({ minutes: preview.minutes, now: localStamp(new Date()) });
      setPreview(null);
      setCustom(false);
      showSnackbar(t("organiser.delay.done", { time: clockOf(preview.to) }), "success");
    } catch (error) {
      const refused = error instanceof ApiError && (error.status === 400 || error.status === 409);
      setFailure(t(refused ? "organiser.delay.refused" : "organiser.delay.failed"));
    }
  };

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={TITLE_ID}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h5" id={TITLE_ID}>
            {t("organiser.delay.title")}
          </Title>
          {tournament.delayMinutes > 0 ? (
            <Badge color="orange" variant="light" c="dark.9" data-testid="delay-current">
              {t("organiser.delay.current", { count: tournament.delayMinutes })}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm">{t("organiser.delay.hint", { time: clockOf(next) })}</Text>
        <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
          {QUICK_DELAYS.map((minutes) => (
            <Button key={minutes} h={TAP_TARGET_PX} variant="light" onClick={() => choose(minutes)}>
              {t("organiser.delay.plus", { minutes })}
            </Button>
          ))}
          <Button h={TAP_TARGET_PX} variant="default" aria-expanded={custom} onClick={() => setCustom((open) => !open)}>
            {t("organiser.delay.custom")}
          </Button>
        </SimpleGrid>
        {custom ? (
          <DelayCustomForm
            tournament={tournament}
            onPreview={(p) => {
              setFailure(null);
              setPreview(p);
            }}
          />
        ) : null}
      </Stack>
      <Modal
        opened={preview !== null}
        onClose={() => setPreview(null)}
        title={t("organiser.delay.confirmTitle")}
        centered
        closeButtonProps={{ "aria-label": t("organiser.close"), size: "xl" }}
      >
        {preview ? (
          <Stack gap="sm">
            <Text>
              {t(preview.minutes > 0 ? "organiser.delay.later" : "organiser.delay.earlier", {
                count: Math.abs(preview.minutes),
                matches: preview.matches,
              })}
            </Text>
            <Text fw={700} data-testid="delay-next">
              {t("organiser.delay.nextMoves", { from: clockOf(preview.from), to: clockOf(preview.to) })}
            </Text>
            <Text size="sm">
              {preview.total > 0
                ? t("organiser.delay.viewers", { count: preview.total })
                : t("organiser.delay.viewersOnTime")}
            </Text>
            {failure ? (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button h={TAP_TARGET_PX} variant="default" onClick={() => setPreview(null)}>
                {t("organiser.cancel")}
              </Button>
              <Button h={TAP_TARGET_PX} loading={delay.isPending} onClick={() => void confirm()} data-autofocus>
                {t("organiser.delay.confirm")}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Paper>
  );
}
