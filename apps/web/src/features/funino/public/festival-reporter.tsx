import type { ReporterSession } from "@kickoff/domain/tournament-views.ts";
import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { RoundCorrectionToggle, useRoundCorrection } from "../../../components/festival/round-correction.tsx";
import { FestivalRoundEntry } from "../../../components/festival/round-entry.tsx";
import { LoadFailedAlert } from "../../../components/load-failed-alert.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { festivalKeys } from "../../../lib/festival-keys.ts";
import { useReporterSessionQuery } from "../../../lib/reporter-session.ts";
import { useFestivalLabels } from "./use-festival.ts";

const TITLE_ID = "festival-reporter-title";

/**
 * GET /api/v1/tment/reporter/session — a reporter link's view of its festival (every outcome, and the plan version
 * entries carry). Under the festival's public key, so a live event refreshes it with the page. Silent, own
 * credentials: a revoked link shows here and never logs anybody out.
 */
const useFestivalReporterSession = (festivalId: string, token: string) =>
  useReporterSessionQuery<ReporterSession>(
    [...festivalKeys.public(festivalId), "reporter", token],
    "/api/v1/tment/reporter/session",
    token,
  );

/**
 * Outcome entry for the holder of a reporter link (`#reporter=…`) on the festival's page: the current round's
 * pitches (the link's pitch only, if it has one) as the control centre's cards, and the round before while it may
 * still be corrected. `standalone`: the public page has nothing to show (a private or draft festival).
 */
export function FestivalReporter({
  festivalId,
  token,
  onForget,
  standalone = false,
}: {
  festivalId: string;
  token: string;
  onForget: () => void;
  standalone?: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useFestivalReporterSession(festivalId, token);
  const data = session.data;
  const festival = data?.festival;
  const labels = useFestivalLabels(festival);
  const revoked = session.error instanceof ApiError && (session.error.status === 401 || session.error.status === 403);
  const pitch = data?.link.pitch ?? null;
  const label = data ? data.link.label || t("public.reporter.unnamed") : "";
  const refresh = () => void queryClient.invalidateQueries({ queryKey: festivalKeys.public(festivalId) });

  const correction = useRoundCorrection(festival);
  const { shown } = correction;

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={TITLE_ID} data-reporter>
      <Stack gap="sm">
        <div>
          {standalone ? (
            <Title order={1} size="h2">
              {festival?.general.name ?? t("festival.page.title")}
            </Title>
          ) : null}
          <Title order={2} size="h3" id={TITLE_ID}>
            {t("festival.reporter.title")}
          </Title>
          {data ? (
            <Text size="sm">
              {pitch
                ? t("public.reporter.forPitch", { label, pitch: labels.pitchNames.get(pitch) ?? pitch })
                : t("public.reporter.forAll", { label })}
            </Text>
          ) : null}
        </div>
        {session.isPending ? (
          <Loader size="sm" aria-label={t("festival.reporter.loading")} />
        ) : revoked ? (
          <Alert color="orange" role="alert">
            {t("public.reporter.invalid")}
          </Alert>
        ) : session.isError || !data || !festival ? (
          <LoadFailedAlert
            message={t("festival.reporter.loadFailed")}
            retryLabel={t("public.page.retry")}
            onRetry={() => void session.refetch()}
          />
        ) : festival.status === "finished" || festival.status === "archived" ? (
          <Alert color="blue">{t("festival.reporter.finished")}</Alert>
        ) : (
          <>
            <RoundCorrectionToggle correction={correction} />
            {shown !== null ? (
              <FestivalRoundEntry
                festival={{ ...festival, planVersion: data.planVersion }}
                round={shown}
                canEnter
                pitch={pitch}
                reporterToken={token}
                onAnswer={() => {
                  correction.setCorrecting(false);
                  refresh();
                }}
                onStale={refresh}
              />
            ) : (
              <Text>{t("festival.page.over")}</Text>
            )}
          </>
        )}
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            h="auto"
            py={4}
            styles={{ label: { whiteSpace: "normal", textAlign: "start" } }}
            onClick={onForget}
          >
            {t("public.reporter.stop")}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
