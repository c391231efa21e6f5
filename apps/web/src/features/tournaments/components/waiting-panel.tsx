import { Loader, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client.ts";
import { useWaitingList } from "../api/get-waiting-list.ts";

/** Waiting-list tab of the control centre. */
export function WaitingPanel({ id }: { id: string }) {
  const { t } = useTranslation();
  const waiting = useWaitingList(id, true);
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t("organiser.waiting.title")}
      </Title>
      {waiting.isPending ? (
        <Loader size="sm" aria-label={t("organiser.loading")} />
      ) : (
        <Text>
          {t(
            waiting.error instanceof ApiError && waiting.error.status === 501
              ? "organiser.waiting.notAvailable"
              : "organiser.waiting.empty",
          )}
        </Text>
      )}
    </Stack>
  );
}
