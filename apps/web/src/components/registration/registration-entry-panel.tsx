import type { PrivateRegistration, RegistrationState } from "@kickoff/domain/registration-contracts.ts";
import { Alert, Badge, Button, Card, Group, Loader, Modal, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../lib/api-client.ts";
import { genericErrorMessage } from "../../lib/form-errors.ts";
import { registrationEntryKey, useRegistrationEntry, withdrawRegistration } from "./registration-api.ts";

const STATE_COLOR: Record<RegistrationState, string> = {
  pending: "dark.6",
  accepted: "pitch.9",
  waitlisted: "blue.9",
  declined: "red.9",
  withdrawn: "gray.8",
};

/**
 * The applicant's own registration, opened with the private link from the confirmation mail: team, state (with the
 * waiting-list position) and withdrawing it after a confirmation. The token stays on this device per tournament;
 * "Forget" removes it.
 */
export function RegistrationEntryPanel({ token, onForget }: { token: string; onForget: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const entry = useRegistrationEntry(token);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const withdraw = async () => {
    setBusy(true);
    setError(null);
    try {
      const updated = await withdrawRegistration(token);
      queryClient.setQueryData<PrivateRegistration>(registrationEntryKey(token), updated);
      setConfirming(false);
    } catch (e) {
      setConfirming(false);
      const code = e instanceof ApiError ? e.code : null;
      setError(
        code === "TEAM_IN_PLAN"
          ? t("public.registration.entry.errors.inPlan")
          : code === "REGISTRATION_STATE_INVALID"
            ? t("public.registration.entry.errors.state")
            : e instanceof ApiError && e.status === 429
              ? t("public.registration.errors.rateLimited")
              : genericErrorMessage(e),
      );
      void entry.refetch();
    } finally {
      setBusy(false);
    }
  };

  const notFound = entry.error instanceof ApiError && entry.error.status === 404;
  const data = entry.data;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby="registration-entry-title"
      data-testid="registration-entry"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="registration-entry-title">
          {t("public.registration.entry.title")}
        </Title>
        {entry.isPending ? (
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm">{t("public.registration.entry.loading")}</Text>
          </Group>
        ) : notFound ? (
          <Alert color="gray">{t("public.registration.entry.notFound")}</Alert>
        ) : !data ? (
          <Alert color="red">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t("public.registration.entry.loadFailed")}</Text>
              <Button size="xs" variant="default" onClick={() => void entry.refetch()}>
                {t("public.registration.entry.retry")}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <>
            <Stack gap={2}>
              <Text fw={700} data-testid="registration-entry-team">
                {data.teamName}
              </Text>
              {data.club ? <Text size="sm">{data.club}</Text> : null}
            </Stack>
            <Group gap="xs">
              <Text size="sm">{t("public.registration.entry.stateLabel")}</Text>
              <Badge color={STATE_COLOR[data.state]} variant="filled" data-state={data.state}>
                {t(`public.registration.entry.state.${data.state}`)}
              </Badge>
            </Group>
            <Text size="sm" data-testid="registration-entry-explain">
              {data.state === "waitlisted"
                ? data.position !== null
                  ? t("public.registration.entry.explain.waitlisted", { position: data.position })
                  : t("public.registration.entry.explain.waitlistedUnknown")
                : t(`public.registration.entry.explain.${data.state}`)}
            </Text>
            {data.canWithdraw ? (
              <Button
                variant="outline"
                color="red.9"
                onClick={() => setConfirming(true)}
                style={{ alignSelf: "flex-start" }}
              >
                {t("public.registration.entry.withdraw")}
              </Button>
            ) : null}
          </>
        )}
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Button variant="subtle" size="xs" onClick={onForget} style={{ alignSelf: "flex-start" }}>
          {t("public.registration.entry.forget")}
        </Button>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t("public.registration.entry.confirmTitle")}
        centered
        closeButtonProps={{ "aria-label": t("public.registration.entry.cancel") }}
      >
        <Text mb="md">{t("public.registration.entry.confirmText", { team: data?.teamName ?? "" })}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
            {t("public.registration.entry.cancel")}
          </Button>
          <Button color="red.9" loading={busy} onClick={() => void withdraw()}>
            {t("public.registration.entry.confirmWithdraw")}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
