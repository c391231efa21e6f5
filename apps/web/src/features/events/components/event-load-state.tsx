import { Alert, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LoadFailedAlert } from "../../../components/load-failed-alert.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { genericErrorMessage } from "../../../lib/form-errors.ts";

/**
 * What an event page shows while its data is not there: a loading line, or the page's title with "not found"
 * (404) or the failure and a retry. `ready` marks the failure as a finished page (data-ready) for tests that wait.
 */
export function EventLoadState({
  query,
  title,
  notFound,
  ready = false,
}: {
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  title: string;
  notFound: string;
  ready?: boolean;
}) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{t("events.common.loading")}</Text>
      </Group>
    );
  return (
    <Stack data-ready={ready || undefined}>
      <Title order={1}>{title}</Title>
      {query.error instanceof ApiError && query.error.status === 404 ? (
        <Alert color="red" role="alert">
          {notFound}
        </Alert>
      ) : (
        <LoadFailedAlert
          message={genericErrorMessage(query.error)}
          retryLabel={t("events.common.retry")}
          onRetry={() => void query.refetch()}
        />
      )}
    </Stack>
  );
}
